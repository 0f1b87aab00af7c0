/**
 * Test helper: seals a URL the way the server does for customer service paths (api-contract):
 * base64url(iv ‖ AES-256-GCM(url, SHA-256(k)) ‖ tag) followed by k. Uses node:crypto, independent of
 * the WebCrypto decoder under test.
 */
export async function encryptedPath(url: string, k: string, iv?: Uint8Array): Promise<string> {
  const { createCipheriv, createHash, randomBytes } = await import('node:crypto');
  const key = createHash('sha256').update(k, 'utf8').digest();
  const nonce = iv ?? randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const sealed = Buffer.concat([nonce, cipher.update(url, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${sealed.toString('base64url')}${k}`;
}
