import { isRetryable } from '../ledger/errors';
import type { MoveCall, MoveOutcome } from './repository';

export type BatchedMove = MoveCall & { op: 'debit' | 'credit'; sessionHash: string | null };
export type BatchedOutcome = MoveOutcome | 'session_expired';
export type BatchedResult = { outcome: BatchedOutcome; response: Record<string, unknown> | null };

type Pending = { move: BatchedMove; resolve: (r: BatchedResult) => void; reject: (e: unknown) => void };

type Options = {
  /** Runs many moves in one statement and one transaction; results in the same order. */
  runBatch: (moves: BatchedMove[]) => Promise<BatchedResult[]>;
  /** Runs one move on its own: the fallback when a batch fails for a reason that is not the batch's. */
  runOne: (move: BatchedMove) => Promise<BatchedResult>;
  maxBatch?: number;
  maxInFlight?: number;
};

const MAX_ATTEMPTS = 5;

/**
 * Group commit at the application: seamless-wallet calls that arrive while a batch is in flight
 * wait for it and then go together, so a burst of bets costs one round trip and one commit instead
 * of one each. An idle server sends a lone call at once, so a quiet wallet adds no latency.
 */
export function createMoveBatcher({ runBatch, runOne, maxBatch = 64, maxInFlight = 2 }: Options) {
  const queue: Pending[] = [];
  let inFlight = 0;
  const stats = { batches: 0, moves: 0 };

  async function runWithRetry(batch: Pending[]) {
    for (let attempt = 1; ; attempt++) {
      try {
        const results = await runBatch(batch.map((p) => p.move));
        for (const [i, p] of batch.entries()) {
          const result = results[i];
          if (result) p.resolve(result);
          else p.reject(new Error(`wallet batch returned no answer for call ${i}`));
        }
        return;
      } catch (error) {
        if (attempt < MAX_ATTEMPTS && isRetryable(error)) continue;
        if (batch.length === 1) {
          batch[0]!.reject(error);
          return;
        }
        // One bad call must not fail its neighbours: each goes alone and gets its own answer.
        await Promise.all(batch.map((p) => runOne(p.move).then(p.resolve, p.reject)));
        return;
      }
    }
  }

  function pump() {
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      stats.batches++;
      stats.moves += batch.length;
      inFlight++;
      runWithRetry(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  }

  return {
    /** Batches sent and calls they carried, since start (the mean batch size is moves ÷ batches). */
    stats: () => ({ ...stats }),

    submit(move: BatchedMove): Promise<BatchedResult> {
      return new Promise((resolve, reject) => {
        queue.push({ move, resolve, reject });
        pump();
      });
    },
  };
}

export type MoveBatcher = ReturnType<typeof createMoveBatcher>;
