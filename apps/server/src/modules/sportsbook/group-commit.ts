/**
 * Group commit at the application: items that arrive while a batch is in flight wait for it and then
 * go together, so a burst costs one round trip and one commit instead of one each; a lone item on a
 * quiet server goes at once. When a batch fails and `runOne` is given, each of its items goes alone
 * and gets its own answer (one bad item must not fail its neighbours).
 */
export function createGroupCommit<I, O>(options: {
  run: (items: I[]) => Promise<O[]>;
  runOne?: (item: I) => Promise<O>;
  maxBatch?: number;
}) {
  const { run, runOne, maxBatch = 200 } = options;
  const queue: { item: I; resolve: (o: O) => void; reject: (error: unknown) => void }[] = [];
  let running = false;

  async function runBatch(batch: typeof queue) {
    try {
      const results = await run(batch.map((b) => b.item));
      for (const [i, b] of batch.entries()) b.resolve(results[i] as O);
    } catch (error) {
      if (!runOne || batch.length === 1) {
        for (const b of batch) b.reject(error);
        return;
      }
      await Promise.all(batch.map((b) => runOne(b.item).then(b.resolve, b.reject)));
    }
  }

  function flush() {
    if (running || queue.length === 0) return;
    running = true;
    runBatch(queue.splice(0, maxBatch)).finally(() => {
      running = false;
      flush();
    });
  }

  return (item: I) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      flush();
    });
}
