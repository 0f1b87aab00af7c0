/** The base32 secret of an `otpauth://totp/...?secret=...` URL, or null when it has none. */
export function otpauthSecret(url: string): string | null {
  const query = url.split('?')[1];
  if (!query) return null;
  const secret = new URLSearchParams(query).get('secret');
  return secret ? secret.toUpperCase() : null;
}

/** The secret in groups of four, easier to type into an authenticator by hand. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** What a person typed as a TOTP code, digits only ("123 456" → "123456"). */
export function normalizeCode(text: string): string {
  return text.replace(/\D/g, '');
}
