import { describe, expect, it } from 'vitest';
import { type BatchedMove, type BatchedResult, createMoveBatcher } from './move-batcher';

const move = (transactionId: string): BatchedMove => ({
  merchantId: 1,
  vendorId: 1,
  transactionId,
  accountId: 1n,
  roundId: null,
  gameCode: null,
  amount: 100n,
  walletId: 10n,
  currency: 'MXN',
  op: 'debit',
  sessionHash: null,
});
const done = (m: BatchedMove): BatchedResult => ({ outcome: 'done', response: { id: m.transactionId } });

function deferred() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release };
}

describe('move batcher (group commit)', () => {
  it('sends a lone call at once, and groups the calls that arrive while batches are in flight', async () => {
    const batches: string[][] = [];
    const first = deferred();
    const batcher = createMoveBatcher({
      maxInFlight: 1,
      runBatch: async (moves) => {
        batches.push(moves.map((m) => m.transactionId));
        if (batches.length === 1) await first.gate;
        return moves.map(done);
      },
      runOne: async (m) => done(m),
    });
    const a = batcher.submit(move('a'));
    const rest = ['b', 'c', 'd'].map((id) => batcher.submit(move(id)));
    expect(batches).toEqual([['a']]);
    first.release();
    const results = await Promise.all([a, ...rest]);
    expect(batches).toEqual([['a'], ['b', 'c', 'd']]);
    expect(results.map((r) => r.response?.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(batcher.stats()).toEqual({ batches: 2, moves: 4 });
  });

  it('has the next batch on the wire before the callers of an answered batch run', async () => {
    const sent: string[][] = [];
    const first = deferred();
    const batcher = createMoveBatcher({
      maxInFlight: 1,
      runBatch: async (moves) => {
        // node-postgres's pool writes a query on process.nextTick, after the promise jobs of the moment.
        await new Promise<void>((resolve) => process.nextTick(resolve));
        sent.push(moves.map((m) => m.transactionId));
        if (sent.length === 1) await first.gate;
        return moves.map(done);
      },
      runOne: async (m) => done(m),
    });
    const a = batcher.submit(move('a'));
    const b = batcher.submit(move('b'));
    const sentWhenAnswered = a.then(() => sent.length);
    await new Promise((resolve) => setTimeout(resolve, 1));
    first.release();
    expect(await sentWhenAnswered).toBe(2);
    expect((await b).response?.id).toBe('b');
  });

  it('never puts more than maxBatch calls in one batch', async () => {
    const sizes: number[] = [];
    const batcher = createMoveBatcher({
      maxBatch: 3,
      maxInFlight: 1,
      runBatch: async (moves) => {
        sizes.push(moves.length);
        await new Promise((r) => setTimeout(r, 1));
        return moves.map(done);
      },
      runOne: async (m) => done(m),
    });
    await Promise.all(Array.from({ length: 10 }, (_, i) => batcher.submit(move(`m${i}`))));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(10);
  });

  it('retries a batch that lost a serialization race', async () => {
    let attempts = 0;
    const batcher = createMoveBatcher({
      runBatch: async (moves) => {
        attempts++;
        if (attempts < 3) throw Object.assign(new Error('could not serialize'), { code: '40001' });
        return moves.map(done);
      },
      runOne: async () => {
        throw new Error('not expected');
      },
    });
    expect((await batcher.submit(move('x'))).outcome).toBe('done');
    expect(attempts).toBe(3);
  });

  it('runs each call alone when a batch fails, so one bad call fails only itself', async () => {
    const first = deferred();
    let batchCalls = 0;
    const batcher = createMoveBatcher({
      maxInFlight: 1,
      runBatch: async (moves) => {
        batchCalls++;
        if (batchCalls === 1) {
          await first.gate;
          return moves.map(done);
        }
        throw new Error('account_not_found');
      },
      runOne: async (m) => {
        if (m.transactionId === 'bad') throw new Error('account_not_found');
        return done(m);
      },
    });
    // Each answer is awaited from the start: the bad call may fail before the lead's answer is read.
    const answers = Promise.allSettled(['lead', 'good', 'bad'].map((id) => batcher.submit(move(id))));
    first.release();
    const [lead, good, bad] = await answers;
    expect(lead).toMatchObject({ status: 'fulfilled', value: { outcome: 'done' } });
    expect(good).toMatchObject({ status: 'fulfilled', value: { outcome: 'done' } });
    expect(bad).toMatchObject({ status: 'rejected', reason: new Error('account_not_found') });
  });

  it('gives the batches in flight distinct lanes, and frees a lane for the next batch before replying', async () => {
    const gates = [deferred(), deferred()];
    const lanes: number[] = [];
    const order: string[] = [];
    const batcher = createMoveBatcher({
      maxInFlight: 2,
      runBatch: async (moves, lane) => {
        lanes.push(lane);
        order.push(`batch ${moves.map((m) => m.transactionId).join(',')}`);
        const gate = gates[lanes.length - 1];
        if (gate) await gate.gate;
        return moves.map(done);
      },
      runOne: async (m) => done(m),
    });
    const a = batcher.submit(move('a')).then(() => order.push('reply a'));
    const b = batcher.submit(move('b'));
    const c = batcher.submit(move('c'));
    expect(lanes).toEqual([0, 1]);
    gates[0]!.release();
    await a;
    // c went out on the freed lane before a's caller heard back.
    expect(order).toEqual(['batch a', 'batch b', 'batch c', 'reply a']);
    expect(lanes).toEqual([0, 1, 0]);
    gates[1]!.release();
    await Promise.all([b, c]);
  });
});
