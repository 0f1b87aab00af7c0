import { CHANNEL, type CrashRuntime, type Notice } from './crash-types';
import type { CrashViews } from './crash-views';

/**
 * Crash events to every instance's sockets: published through database notifications when the
 * engine can listen, delivered in-process otherwise.
 */
export function createCrashEvents(rt: CrashRuntime, views: CrashViews) {
  const { deps, repo, watchers, broadcasts, warn } = rt;
  let listening: Promise<(() => Promise<void>) | null> | undefined;

  function startListening() {
    listening ??= deps.listen
      ? deps
          .listen(CHANNEL, (payload) => deliver(payload))
          .catch((error: unknown) => {
            warn('crash events: cannot listen, this instance only', error);
            return null;
          })
      : Promise.resolve(null);
    return listening;
  }

  async function publish(notice: Notice) {
    const payload = JSON.stringify(notice);
    if (await startListening()) {
      await repo.notify(CHANNEL, payload).catch((error: unknown) => warn('crash event lost', error));
    } else {
      deliver(payload);
    }
  }

  function deliver(payload: string) {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch {
      return;
    }
    const key = `${notice.m}:${notice.g}`;
    const set = watchers.get(key);
    if (!set || set.size === 0) return;
    if (notice.e === 'round') {
      // One snapshot per instance and phase change, sent in order.
      const previous = broadcasts.get(key) ?? Promise.resolve();
      const next = previous
        .then(async () => {
          const message = JSON.stringify(await views.roundMessage(notice.m, BigInt(notice.g)));
          for (const send of watchers.get(key) ?? []) send(message);
        })
        .catch((error: unknown) => warn('crash snapshot failed', error));
      broadcasts.set(key, next);
      return;
    }
    const message = JSON.stringify({
      type: 'crash',
      event: notice.e,
      roundId: notice.roundId,
      player: notice.player,
    });
    for (const send of set) send(message);
  }

  /** Stops listening (app close), once the listen under way, if any, has settled. */
  async function unlisten() {
    const stop = await listening;
    await stop?.().catch(() => undefined);
  }

  return { startListening, publish, unlisten };
}

export type CrashEvents = ReturnType<typeof createCrashEvents>;
