import crypto from 'node:crypto';

const KEY_LENGTH = 8;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Encodes a customer-service URL as the contract's `path`: base64url(iv ‖ AES-256-GCM(url) ‖ tag)
 * followed by k, the 8-character key whose SHA-256 is the AES key.
 */
export function encodeCustomerServicePath(url: string, key = randomKey()): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', crypto.createHash('sha256').update(key).digest(), iv);
  const body = Buffer.concat([iv, cipher.update(url, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return body.toString('base64url') + key;
}

export function decodeCustomerServicePath(path: string): string {
  const key = path.slice(-KEY_LENGTH);
  const body = Buffer.from(path.slice(0, -KEY_LENGTH), 'base64url');
  const iv = body.subarray(0, 12);
  const tag = body.subarray(body.length - 16);
  const data = body.subarray(12, body.length - 16);
  const decipher = crypto.createDecipheriv(
    'aes-256-gcm',
    crypto.createHash('sha256').update(key).digest(),
    iv,
  );
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

function randomKey(): string {
  const bytes = crypto.randomBytes(KEY_LENGTH);
  return Array.from(bytes, (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
}
