import { encryptPayload } from '@crupier/contract/seal';
import { ApiError, apiFetch, type TApiRequest } from './client';

type TServerKey = { keyId: string; publicKey: string };

function parseServerKey(value: unknown): TServerKey {
  const key = value as Partial<TServerKey> | null;
  if (typeof key?.keyId !== 'string' || typeof key.publicKey !== 'string') throw new Error('Not a key');
  return { keyId: key.keyId, publicKey: key.publicKey };
}

let serverKey: Promise<TServerKey> | null = null;

/** GET /wps/system/crypto once per page; a failure or a refused key fetches it again next time. */
function currentKey(): Promise<TServerKey> {
  serverKey ??= apiFetch('/wps/system/crypto', { parse: parseServerKey }).catch((error: unknown) => {
    serverKey = null;
    throw error;
  });
  return serverKey;
}

async function seal(payload: Record<string, unknown>) {
  const key = await currentKey();
  try {
    return await encryptPayload(key, payload);
  } catch (error) {
    // No WebCrypto (an insecure origin) or a key the browser cannot import.
    throw new ApiError(
      'encryption_required',
      0,
      error instanceof Error ? error.message : 'Encryption failed',
    );
  }
}

/**
 * Calls an encrypted endpoint (api-contract "Encrypted payloads"): the payload is sealed afresh for
 * every attempt (each carries its own ts and nonce). A key the server no longer knows is fetched
 * again and the call retried once.
 */
export async function apiFetchEncrypted<T = unknown>(
  path: string,
  payload: Record<string, unknown>,
  request: Omit<TApiRequest<T>, 'body' | 'form'> = {},
): Promise<T> {
  try {
    return await apiFetch(path, { method: 'POST', ...request, body: await seal(payload) });
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'invalid_payload')) throw error;
    serverKey = null;
    return apiFetch(path, { method: 'POST', ...request, body: await seal(payload) });
  }
}

/** For tests: forget the cached server key. */
export function resetServerKey(): void {
  serverKey = null;
}
