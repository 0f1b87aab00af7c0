/**
 * Group commit at the application: items that arrive while a batch is in flight wait for it and then
 * go together, so a burst costs one round trip and one commit instead of one each; a lone item on a
 * quiet server goes at once. When a batch fails and `runOne` is given, each of its items goes alone
 * and gets its own answer (one bad item must not fail its neighbours).
 *
 * An answered batch sends the next one before its own callers run (ADR 036): node-postgres's pool
 * writes a query only once the promise jobs of the moment have run, and answering a batch runs
 * every caller's reply, so the database would sit idle while the replies were built and written.
 */
export function createGroupCommit<I, O>(options: {
  run: (items: I[]) => Promise<O[]>;
  runOne?: (item: I) => Promise<O>;
  maxBatch?: number;
}) {
  const { run, runOne, maxBatch = 200 } = options;
  type Waiting = { item: I; resolve: (o: O) => void; reject: (error: unknown) => void };
  const queue: Waiting[] = [];
  let running = false;

  async function runFailed(batch: Waiting[], error: unknown) {
    if (!runOne || batch.length === 1) {
      for (const b of batch) b.reject(error);
      return;
    }
    await Promise.all(batch.map((b) => runOne(b.item).then(b.resolve, b.reject)));
  }

  function flush() {
    if (running || queue.length === 0) return;
    running = true;
    const batch = queue.splice(0, maxBatch);
    run(batch.map((b) => b.item)).then(
      (results) => {
        running = false;
        flush();
        // The callers run on the next turn of the event loop, after the next batch has been sent.
        setImmediate(() => {
          for (const [i, b] of batch.entries()) b.resolve(results[i] as O);
        });
      },
      (error: unknown) =>
        runFailed(batch, error).finally(() => {
          running = false;
          flush();
        }),
    );
  }

  return (item: I) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      flush();
    });
}
