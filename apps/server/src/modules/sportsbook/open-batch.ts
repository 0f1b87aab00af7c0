import type { SportsbookRepository } from './repository';

/** Group commit of the stakes taken: bets whose debit answered become open in one statement. */
export function createOpenBatch(repo: SportsbookRepository) {
  const opening: { id: string; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let openingNow = false;
  function markOpen(id: string) {
    return new Promise<void>((resolve, reject) => {
      opening.push({ id, resolve, reject });
      flushOpen();
    });
  }
  function flushOpen() {
    if (openingNow || opening.length === 0) return;
    openingNow = true;
    const batch = opening.splice(0, 500);
    repo
      .markOpen(batch.map((b) => b.id))
      .then(
        () => {
          for (const b of batch) b.resolve();
        },
        (error: unknown) => {
          for (const b of batch) b.reject(error);
        },
      )
      .finally(() => {
        openingNow = false;
        flushOpen();
      });
  }
  return markOpen;
}
