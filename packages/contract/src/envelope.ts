import { z } from 'zod';

/** Every JSON response of the API is one of these two shapes (api-contract "Every call"). */
export const ZErrorEnvelope = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export function ZEnvelope<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

export type TEnvelope<T> = { success: true; value: T } | TErrorEnvelope;
