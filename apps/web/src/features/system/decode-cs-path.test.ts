import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, decodeCustomerServicePath } from '@/lib/decode-cs-path';
import { encryptedPath } from './cs-test-vector';

describe('decodeCustomerServicePath', () => {
  it('decrypts a path sealed with node:crypto (AES-256-GCM, key SHA-256 of the last 8 characters)', async () => {
    const url = 'https://chat.example.test/widget?merchant=DEMO&lang=es';
    const path = await encryptedPath(url, 'Ab3_x-9Z');
    expect(path.endsWith('Ab3_x-9Z')).toBe(true);
    await expect(decodeCustomerServicePath(path)).resolves.toBe(url);
  });

  it('decodes a fixed vector', async () => {
    const iv = Uint8Array.from({ length: 12 }, (_, i) => i);
    const path = await encryptedPath('https://t.me/crupier_support', 'abcdefgh', iv);
    expect(path.slice(0, 16)).toBe('AAECAwQFBgcICQoL'); // base64url of the iv 00..0b
    await expect(decodeCustomerServicePath(path)).resolves.toBe('https://t.me/crupier_support');
  });

  it('fails with the wrong key', async () => {
    const path = await encryptedPath('https://chat.example.test/', 'rightkey');
    await expect(decodeCustomerServicePath(`${path.slice(0, -8)}wrongkey`)).rejects.toThrow();
  });

  it('fails when the ciphertext was tampered with', async () => {
    const path = await encryptedPath('https://chat.example.test/', 'rightkey');
    const body = path.slice(0, -8);
    const flipped = body.slice(0, 20) + (body[20] === 'A' ? 'B' : 'A') + body.slice(21);
    await expect(decodeCustomerServicePath(`${flipped}rightkey`)).rejects.toThrow();
  });

  it('refuses a decrypted URL that is not http(s)', async () => {
    const path = await encryptedPath('javascript:alert(1)', 'rightkey');
    await expect(decodeCustomerServicePath(path)).rejects.toThrow(/not http/);
  });

  it('refuses paths that are too short or not base64url', async () => {
    await expect(decodeCustomerServicePath('12345678')).rejects.toThrow(/too short/);
    await expect(decodeCustomerServicePath('AAAA12345678')).rejects.toThrow(/too short/);
    await expect(decodeCustomerServicePath('not base64!12345678')).rejects.toThrow(/base64url/);
  });
});

describe('base64UrlToBytes', () => {
  it('reads unpadded base64url', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
  });
});
