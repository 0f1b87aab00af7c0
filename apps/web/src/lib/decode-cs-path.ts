/** The key k is the last 8 characters of a customer service path (api-contract). */
const KEY_LENGTH = 8;
const IV_LENGTH = 12;
const TAG_LENGTH = 16;

export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('Not base64url');
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Decrypts a customer service `path`: `base64url(iv(12) ‖ AES-256-GCM ciphertext ‖ tag(16))` followed by
 * the 8-character key k, with the AES key SHA-256(k). Only an http(s) URL is accepted as the result,
 * so a tampered entry cannot open a `javascript:` address.
 */
export async function decodeCustomerServicePath(
  path: string,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<string> {
  if (path.length <= KEY_LENGTH) throw new Error('Customer service path too short');
  const k = path.slice(-KEY_LENGTH);
  const sealed = base64UrlToBytes(path.slice(0, -KEY_LENGTH));
  if (sealed.length <= IV_LENGTH + TAG_LENGTH) throw new Error('Customer service path too short');

  const keyBytes = await subtle.digest('SHA-256', new TextEncoder().encode(k));
  const key = await subtle.importKey('raw', keyBytes, { name: 'AES-GCM' }, false, ['decrypt']);
  const plain = await subtle.decrypt(
    { name: 'AES-GCM', iv: sealed.slice(0, IV_LENGTH) },
    key,
    sealed.slice(IV_LENGTH),
  );
  const url = new URL(new TextDecoder().decode(plain));
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error('Customer service URL is not http(s)');
  return url.href;
}
