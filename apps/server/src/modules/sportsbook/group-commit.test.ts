import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit';

/** A batch runner that answers only when released, recording the batches it was given. */
function gatedRunner(fail?: (items: number[]) => boolean) {
  const batches: number[][] = [];
  const gates: (() => void)[] = [];
  const run = async (items: number[]) => {
    batches.push(items);
    await new Promise<void>((release) => gates.push(release));
    if (fail?.(items)) throw new Error('batch failed');
    return items.map((n) => n * 10);
  };
  const releaseNext = async () => {
    while (gates.length === 0) await new Promise((r) => setTimeout(r, 1));
    gates.shift()!();
  };
  return { run, batches, releaseNext };
}

describe('group commit', () => {
  it('sends a lone item at once and the items that arrive meanwhile together, answering each in order', async () => {
    const { run, batches, releaseNext } = gatedRunner();
    const submit = createGroupCommit({ run });
    const first = submit(1);
    const rest = [submit(2), submit(3), submit(4)];
    await releaseNext();
    expect(await first).toBe(10);
    await releaseNext();
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('sends the next batch before the callers of an answered batch run, so the database is not kept waiting', async () => {
    const { run, batches, releaseNext } = gatedRunner();
    const submit = createGroupCommit({ run });
    const first = submit(1);
    const second = submit(2);
    const batchesSentWhenAnswered = first.then(() => batches.length);
    await releaseNext();
    expect(await batchesSentWhenAnswered).toBe(2);
    await releaseNext();
    expect(await second).toBe(20);
  });

  it('sends each item of a failed batch alone, so one bad item fails only itself', async () => {
    const { run, releaseNext } = gatedRunner((items) => items.length > 1);
    const submit = createGroupCommit({
      run,
      runOne: async (n: number) => {
        if (n === 3) throw new Error('bad item');
        return n * 100;
      },
    });
    const first = submit(1);
    const rest = [submit(2), submit(3), submit(4)].map((p) => p.catch((e: Error) => e.message));
    await releaseNext();
    await first;
    await releaseNext();
    expect(await Promise.all(rest)).toEqual([200, 'bad item', 400]);
  });

  it('fails every item of a failed batch when there is no way to send them alone', async () => {
    const { run, releaseNext } = gatedRunner(() => true);
    const submit = createGroupCommit({ run, maxBatch: 2 });
    const all = [submit(1), submit(2), submit(3)].map((p) => p.catch((e: Error) => e.message));
    await releaseNext();
    await releaseNext();
    expect(await Promise.all(all)).toEqual(['batch failed', 'batch failed', 'batch failed']);
  });
});
