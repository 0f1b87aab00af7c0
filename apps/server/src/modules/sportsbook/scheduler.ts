import { fixtureRow, fixturesAround } from './fixtures';
import type { SportsbookRepository } from './repository';
import type { Settlement } from './settlement';
import type { SportsbookDeps } from './sportsbook-config';
import { finalOf, type Timeline } from './world';

const TICK_MS = 1_000;
const FIXTURES_EVERY_MS = 60_000;
const STRANDED_SWEEP_MS = 60_000;

/** The world's clock: fixtures, starts and ends of events, settlement, and the live broadcast. */
export function createScheduler(
  deps: Pick<SportsbookDeps, 'clock' | 'log'>,
  repo: SportsbookRepository,
  settlement: Settlement,
  broadcast: () => Promise<void>,
  voidStrandedBets: (now: Date, log: SportsbookDeps['log']) => Promise<number>,
) {
  let lastFixtures = 0;
  /** Keeps the fixture list full: every slot from half an hour ago to the horizon exists (ids are deterministic). */
  async function ensureFixtures(now: Date) {
    const fixtures = fixturesAround(now);
    const existing = await repo.existingIds(fixtures.map((f) => f.id));
    const rows = fixtures.filter((f) => !existing.has(f.id)).map(fixtureRow);
    await repo.insertEvents(rows);
    lastFixtures = Date.now();
    return rows.length;
  }

  /** One pass of the scheduler: fixtures, starts, ends (with the drawn result), settlement, pending money. */
  async function tick(now = deps.clock.now(), log = deps.log) {
    if (Date.now() - lastFixtures > FIXTURES_EVERY_MS) await ensureFixtures(now);
    await repo.startDue(now);
    const due = await repo.dueToEnd(now);
    if (due.length > 0) {
      await repo.endEvents(
        due.map((e) => ({ id: e.id, result: finalOf(e.timeline as unknown as Timeline) })),
      );
    }
    const unsettled = await repo.unsettledEvents();
    if (unsettled.length > 0)
      await settlement.settleEvents(
        unsettled.map((e) => e.id),
        now,
        log,
        { skipInFlight: true },
      );
    // Moves left pending (a refused debit, a process stopped mid-way): the settling calls move their own.
    if (Date.now() - movesSweptAt > 10_000) {
      movesSweptAt = Date.now();
      await settlement.applyMoves(now, undefined, log);
    }
    // Bets a placement left pending (pending-bets.ts): on the first pass after a start, then now and then.
    if (Date.now() - strandedSweptAt > STRANDED_SWEEP_MS) {
      strandedSweptAt = Date.now();
      await voidStrandedBets(now, log);
    }
  }
  let movesSweptAt = 0;
  let strandedSweptAt = 0;

  let sweepAt = 0;
  async function sweep(now: Date) {
    if (Date.now() - sweepAt < 30_000) return;
    sweepAt = Date.now();
    const complete = await repo.completeOpenBets(5_000);
    if (complete.length > 0)
      await settlement.settleBets(
        complete.map((b) => b.id),
        now,
        'result',
      );
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let ticks = 0;
  function start() {
    if (timer) return;
    timer = setInterval(() => {
      if (running) return;
      running = (async () => {
        try {
          await tick();
          await sweep(deps.clock.now());
          if (ticks++ % 2 === 0) await broadcast();
        } catch (error) {
          deps.log?.error({ err: error }, 'sportsbook tick failed');
        } finally {
          running = null;
        }
      })();
    }, TICK_MS);
    timer.unref();
  }
  async function stop() {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  }

  return { tick, start, stop, ensureFixtures };
}
