import { z } from 'zod';
import type { TEncryptedPayload } from './seal';

/** The wire shape of an encrypted payload (api-contract "Encrypted payloads"). */
export const ZEncryptedPayload = z.object({
  keyId: z.string().min(1).max(100),
  key: z.string().min(1).max(2048),
  iv: z.string().min(1).max(64),
  data: z.string().min(1).max(200_000),
}) satisfies z.ZodType<TEncryptedPayload>;

/** Inside every encrypted payload: when it was made and a nonce never used before. */
export const ZPayloadFreshness = z.object({
  ts: z.number().int().positive(),
  nonce: z.string().min(16).max(128),
});
