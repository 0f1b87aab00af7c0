import { ApiError } from '@/api/client';

/**
 * The server's own message for a refusal the app has no text of its own for: it is already in the
 * request's language. Not for server errors (5xx), network failures, or a message that is only the code.
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status <= 0 || error.status >= 500) return null;
  return error.message && error.message !== error.code ? error.message : null;
}
