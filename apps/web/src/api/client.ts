import { currentLanguage } from '@/i18n/i18n';
import { getMerchantCode, getToken } from './session';

/**
 * An API failure. `code` is the server's stable key (api-contract: translated by the app) or one of
 * the client's own: `network_error` (no response) and `invalid_response` (not the agreed envelope).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export type TQuery = Record<string, string | number | boolean | null | undefined>;

export type TApiRequest<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: TQuery;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent form-encoded (application/x-www-form-urlencoded) instead of `body`. */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Checks and types the envelope's value (for example a zod schema's `parse`); throwing means invalid. */
  parse?: (value: unknown) => T;
};

export function buildUrl(path: string, query?: TQuery): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/** Headers every call carries: language, and the session token and merchant when known. */
export function defaultHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const merchantCode = getMerchantCode();
  if (merchantCode) headers.Merchant = merchantCode;
  return headers;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

type TTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: TTransport = (url, init) => fetch(url, init);

/**
 * Where calls go: the network in the browser; the server's own routes when it renders a page (ADR 030),
 * so the page is rendered from the very answers the browser would get.
 */
export function setApiTransport(next: TTransport) {
  transport = next;
}

/** Calls the API and unwraps the envelope `{success, value}`; any failure becomes an ApiError. */
export async function apiFetch<T = unknown>(path: string, request: TApiRequest<T> = {}): Promise<T> {
  const headers = { ...defaultHeaders(), ...request.headers };
  let payload: string | undefined;
  if (request.form !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(request.form).toString();
  } else if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(request.body);
  }

  let response: Response;
  try {
    response = await transport(buildUrl(path, request.query), {
      method: request.method ?? 'GET',
      headers,
      body: payload,
      signal: request.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('network_error', 0, error instanceof Error ? error.message : 'Network error');
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError('invalid_response', response.status, `Not a JSON response (HTTP ${response.status})`);
  }

  if (isRecord(body) && body.success === false && typeof body.code === 'string') {
    const message = typeof body.message === 'string' ? body.message : body.code;
    throw new ApiError(body.code, response.status, message, body.details);
  }
  if (!isRecord(body) || body.success !== true || !('value' in body) || !response.ok) {
    throw new ApiError('invalid_response', response.status, `Unexpected response (HTTP ${response.status})`);
  }
  if (!request.parse) return body.value as T;
  try {
    return request.parse(body.value);
  } catch (error) {
    throw new ApiError(
      'invalid_response',
      response.status,
      error instanceof Error ? error.message : 'Invalid response value',
    );
  }
}

/** Whether retrying could help: not for refusals (4xx), which come back the same. */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}
