import crypto from 'node:crypto';

/**
 * A UUID of version 7 (RFC 9562): the Unix time in milliseconds, then 74 random bits. Rows keyed by
 * it are inserted at the right edge of their B-tree indexes, where the last page written is still in
 * memory, instead of at a random page of an index that outgrows the cache (ADR 036).
 */
export function timeOrderedId(now = Date.now()): string {
  const bytes = crypto.randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
