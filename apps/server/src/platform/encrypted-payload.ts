import crypto from 'node:crypto';
import { ZEncryptedPayload, ZPayloadFreshness } from '@crupier/contract/encryption';
import { PAYLOAD_MAX_AGE_MS } from '@crupier/contract/seal';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Db, queryRows } from '@/db/client';
import { AppError } from './app-error';
import { assertSafeText } from './text-guard';

const CLOCK_SKEW_MS = 60_000;

/** Claims a payload's nonce for `ttlMs`: true the first time, false for a replay. */
export type NonceStore = { claim(nonce: string, ttlMs: number): Promise<boolean> };

/** Nonces in the `payload_nonces` table (pruned by `prune`). */
export function createDatabaseNonces(db: Db): NonceStore {
  return {
    async claim(nonce, ttlMs) {
      const inserted = await queryRows<{ nonce: string }>(
        db,
        sql`
        INSERT INTO payload_nonces (nonce, expires_at)
        VALUES (${nonce}, now() + ${`${ttlMs} milliseconds`}::interval)
        ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
      );
      return inserted.length > 0;
    },
  };
}

/**
 * Opens payloads of the calls the spec marks encrypted. Used as a preValidation hook, so the route's
 * body schema then validates the decrypted payload. Plain JSON is refused; so is a replay.
 */
export function createPayloadDecryptor(db: Db, nonces: NonceStore = createDatabaseNonces(db)) {
  const keys = new Map<string, crypto.KeyObject>();

  async function privateKey(keyId: string): Promise<crypto.KeyObject> {
    const cached = keys.get(keyId);
    if (cached) return cached;
    const rows = await queryRows<{ private_key: string }>(
      db,
      sql`SELECT private_key FROM crypto_keys WHERE id = ${keyId}`,
    );
    const pem = rows[0]?.private_key;
    if (!pem) throw new AppError('invalid_payload', 400, 'unknown encryption key');
    const key = crypto.createPrivateKey(pem);
    keys.set(keyId, key);
    return key;
  }

  async function open(body: unknown): Promise<Record<string, unknown>> {
    const envelope = ZEncryptedPayload.safeParse(body);
    if (!envelope.success) throw new AppError('encryption_required', 400);
    const { keyId, key, iv, data } = envelope.data;
    let payload: unknown;
    try {
      const aesKey = crypto.privateDecrypt(
        {
          key: await privateKey(keyId),
          padding: crypto.constants.RSA_PKCS1_OAEP_PADDING,
          oaepHash: 'sha256',
        },
        Buffer.from(key, 'base64'),
      );
      const sealed = Buffer.from(data, 'base64');
      const decipher = crypto.createDecipheriv('aes-256-gcm', aesKey, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(sealed.subarray(sealed.length - 16));
      const plain = Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - 16)),
        decipher.final(),
      ]);
      payload = JSON.parse(plain.toString('utf8'));
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('invalid_payload', 400);
    }
    const freshness = ZPayloadFreshness.safeParse(payload);
    if (!freshness.success || typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      throw new AppError('invalid_payload', 400);
    }
    assertSafeText(payload, 'payload');
    const age = Date.now() - freshness.data.ts;
    if (age > PAYLOAD_MAX_AGE_MS || age < -CLOCK_SKEW_MS) throw new AppError('replayed_payload', 400);
    if (!(await nonces.claim(freshness.data.nonce, PAYLOAD_MAX_AGE_MS + CLOCK_SKEW_MS))) {
      throw new AppError('replayed_payload', 400);
    }
    const { ts: _ts, nonce: _nonce, ...rest } = payload as Record<string, unknown>;
    return rest;
  }

  return {
    open,
    /** preValidation hook for encrypted routes. */
    hook: async (request: FastifyRequest) => {
      request.body = await open(request.body);
    },
    /** Drops nonces that are too old to be replayed anyway. */
    async prune() {
      await db.execute(sql`DELETE FROM payload_nonces WHERE expires_at < now()`);
    },
  };
}

export type PayloadDecryptor = ReturnType<typeof createPayloadDecryptor>;
