import crypto from 'node:crypto';

/** hex(HMAC-SHA256(secret, rawBody)), as vendors send it in X-Signature. */
export function sign(secret: string, rawBody: string): string {
  return crypto.createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function verifySignature(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(sign(secret, rawBody), 'hex');
  return crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
