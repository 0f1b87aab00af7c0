import { retryConflicts } from '@/modules/ledger/retry';
import type { MoveCall, MoveOutcome } from './repository';

/** A debit or credit as the route hands it over; the batch decides which vendor sub-account it uses. */
export type BatchedMove = Omit<MoveCall, 'vendorAccountId'> & {
  op: 'debit' | 'credit';
  sessionHash: string | null;
  /**
   * The member may hold bonus money: the batch answers `bonus`, moving and recording nothing, for a
   * debit the cash cannot cover or a credit on a round that staked bonus money (the hooks' work).
   */
  bonus?: boolean;
};
export type BatchedOutcome = MoveOutcome | 'session_expired' | 'bonus';
export type BatchedResult = { outcome: BatchedOutcome; response: Record<string, unknown> | null };

type Pending = { move: BatchedMove; resolve: (r: BatchedResult) => void; reject: (e: unknown) => void };

type Options = {
  /**
   * Runs many moves in one statement and one transaction; results in the same order. `lane` is
   * unique among the batches in flight (0 ≤ lane < maxInFlight): a batch that books the house side
   * of its moves on its lane's own sub-account never waits for another batch's row locks, so the
   * batches in flight really run side by side and share PostgreSQL's WAL flushes.
   */
  runBatch: (moves: BatchedMove[], lane: number) => Promise<BatchedResult[]>;
  /** Runs one move on its own: the fallback when a batch fails for a reason that is not the batch's. */
  runOne: (move: BatchedMove, lane: number) => Promise<BatchedResult>;
  maxBatch?: number;
  maxInFlight?: number;
};

/**
 * Group commit at the application: seamless-wallet calls that arrive while a batch is in flight
 * wait for it and then go together, so a burst of bets costs one round trip and one commit instead
 * of one each. An idle server sends a lone call at once, so a quiet wallet adds no latency.
 */
export function createMoveBatcher({ runBatch, runOne, maxBatch = 64, maxInFlight = 1 }: Options) {
  const queue: Pending[] = [];
  const freeLanes = Array.from({ length: maxInFlight }, (_, lane) => maxInFlight - 1 - lane);
  const stats = { batches: 0, moves: 0 };

  /** Runs a batch; `release` frees its lane (and sends the next batch) as soon as the database has answered, before the replies go out. */
  async function runWithRetry(batch: Pending[], lane: number, release: () => void) {
    let results: BatchedResult[];
    try {
      results = await retryConflicts(() =>
        runBatch(
          batch.map((p) => p.move),
          lane,
        ),
      );
    } catch (error) {
      release();
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // One bad call must not fail its neighbours: each goes alone and gets its own answer.
      await Promise.all(batch.map((p) => runOne(p.move, lane).then(p.resolve, p.reject)));
      return;
    }
    release();
    // The callers run on the next turn of the event loop: node-postgres's pool writes the next batch's
    // query only once the promise jobs of the moment have run, and those would be every caller's reply.
    setImmediate(() => {
      for (const [i, p] of batch.entries()) {
        const result = results[i];
        if (result) p.resolve(result);
        else p.reject(new Error(`wallet batch returned no answer for call ${i}`));
      }
    });
  }

  function pump() {
    while (freeLanes.length > 0 && queue.length > 0) {
      const lane = freeLanes.pop()!;
      const batch = queue.splice(0, maxBatch);
      stats.batches++;
      stats.moves += batch.length;
      runWithRetry(batch, lane, () => {
        freeLanes.push(lane);
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
