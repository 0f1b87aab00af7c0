import type { TEncryptedPayload } from '@crupier/contract/seal';

function toBase64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The server's side of encrypted payloads, for tests: a real RSA-OAEP key pair whose public half the
 * stubbed GET /wps/system/crypto hands out, and `open` to read what the app sealed.
 */
export async function createCryptoServer() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const publicKey = toBase64(await crypto.subtle.exportKey('spki', pair.publicKey));
  return {
    key: { keyId: 'test-key', publicKey },
    async open(body: TEncryptedPayload): Promise<Record<string, unknown>> {
      const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, fromBase64(body.key));
      const aes = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: fromBase64(body.iv) },
        aes,
        fromBase64(body.data),
      );
      return JSON.parse(new TextDecoder().decode(plain)) as Record<string, unknown>;
    },
  };
}

export type TCryptoServer = Awaited<ReturnType<typeof createCryptoServer>>;
