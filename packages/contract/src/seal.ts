/** Sealing payloads for encrypted calls, without zod (the web app loads it with its forms). */
/** The wire shape of an encrypted payload (api-contract "Encrypted payloads"). */
export type TEncryptedPayload = { keyId: string; key: string; iv: string; data: string };

export const PAYLOAD_MAX_AGE_MS = 5 * 60 * 1000;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Encrypts a JSON payload for the server with WebCrypto (browser and Node alike): a fresh AES-256-GCM
 * key wrapped by the server's RSA-OAEP (SHA-256) public key; `ts` and a random `nonce` are added.
 */
export async function encryptPayload(
  server: { keyId: string; publicKey: string },
  payload: Record<string, unknown>,
  now: number = Date.now(),
): Promise<TEncryptedPayload> {
  const subtle = globalThis.crypto.subtle;
  const rsa = await subtle.importKey(
    'spki',
    fromBase64(server.publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesRaw = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const aes = await subtle.importKey('raw', aesRaw, { name: 'AES-GCM' }, false, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const nonce = toBase64(globalThis.crypto.getRandomValues(new Uint8Array(18)));
  const plain = new TextEncoder().encode(JSON.stringify({ ...payload, ts: now, nonce }));
  const data = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aes, plain));
  const key = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, aesRaw));
  return { keyId: server.keyId, key: toBase64(key), iv: toBase64(iv), data: toBase64(data) };
}
