import { isRetryable } from './errors';

const MAX_ATTEMPTS = 5;

/**
 * Runs `work` again, up to 5 times in all, while it fails with a serialization failure or a deadlock
 * (PostgreSQL asks the client to retry those); any other error, or the last one, is rethrown as is.
 * `backoff` waits a little, growing, between tries (the ledger's pool); the wallet's hot path does not.
 */
export async function retryConflicts<T>(
  work: () => Promise<T>,
  opts: { backoff?: boolean } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      if (opts.backoff) await new Promise((resolve) => setTimeout(resolve, 2 ** attempt + Math.random() * 5));
    }
  }
}
