import { z } from 'zod';
import type { TEncryptedPayload } from './seal';
import { text } from './text';

/** The wire shape of an encrypted payload (api-contract "Encrypted payloads"). */
export const ZEncryptedPayload = z.object({
  keyId: text(100).min(1),
  key: text(2048).min(1),
  iv: text(64).min(1),
  data: text(200_000).min(1),
}) satisfies z.ZodType<TEncryptedPayload>;

/** Inside every encrypted payload: when it was made and a nonce never used before. */
export const ZPayloadFreshness = z.object({
  ts: z.number().int().positive(),
  nonce: text(128).min(16),
});
