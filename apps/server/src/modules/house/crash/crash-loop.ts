import type { CrashEvents } from './crash-events';
import { type CrashRuntime, keyOf, type Loop, MAX_SLEEP_MS, type StepResult } from './crash-types';

/**
 * Each game's round loop on this instance: started on demand, stepped on timers, stopped when
 * nobody has looked for a while (or the app closes), handing its lease back.
 */
export function createCrashLoops(
  rt: CrashRuntime,
  step: (merchantId: number, gameId: bigint) => Promise<StepResult>,
  events: CrashEvents,
) {
  const { repo, timing, loops, watchers, leases, broadcasts, instanceId, warn } = rt;

  function schedule(loop: Loop, delay: number) {
    if (rt.stopped) return;
    loop.timer = setTimeout(() => void run(loop), Math.max(0, Math.min(delay, MAX_SLEEP_MS)));
    loop.timer.unref?.();
  }

  async function run(loop: Loop) {
    loop.timer = undefined;
    if (rt.stopped) return;
    const work = step(loop.merchantId, loop.gameId).catch((error: unknown): StepResult => {
      warn('crash loop step failed', error, { game: loop.key });
      return { delay: MAX_SLEEP_MS, quiet: false, leader: false };
    });
    loop.running = work;
    const result = await work;
    loop.running = undefined;
    if (rt.stopped) return;
    const watched = (watchers.get(loop.key)?.size ?? 0) > 0;
    if (result.quiet && !watched && Date.now() - loop.lastInterest > timing.idleMs) {
      loops.delete(loop.key);
      leases.delete(loop.key);
      if (result.leader) await repo.release(loop.merchantId, loop.gameId, instanceId).catch(() => undefined);
      return;
    }
    schedule(loop, result.delay);
  }

  /** Someone is interested in the game: make sure its loop runs on this instance. */
  function ensure(merchantId: number, gameId: bigint) {
    if (rt.stopped) return;
    const key = keyOf(merchantId, gameId);
    const existing = loops.get(key);
    if (existing) {
      existing.lastInterest = Date.now();
      return;
    }
    if (timing.manual) return;
    const loop: Loop = {
      key,
      merchantId,
      gameId,
      timer: undefined,
      running: undefined,
      lastInterest: Date.now(),
    };
    loops.set(key, loop);
    void events.startListening().then(() => schedule(loop, 0));
  }

  /** Stops every loop (app close): waits for steps under way and hands the leases back. */
  async function stop() {
    rt.stopped = true;
    const running: Promise<unknown>[] = [];
    for (const loop of loops.values()) {
      if (loop.timer) clearTimeout(loop.timer);
      if (loop.running) running.push(loop.running);
    }
    await Promise.allSettled(running);
    await Promise.allSettled([...broadcasts.values()]);
    for (const lease of leases.values()) {
      await repo.release(lease.merchantId, lease.gameId, instanceId).catch(() => undefined);
    }
    leases.clear();
    loops.clear();
    watchers.clear();
    await events.unlisten();
  }

  return { ensure, stop };
}
