import { AppError } from '@/platform/app-error';
import type { SportsbookRepository } from './repository';
import type { Settlement } from './settlement';
import type { SportsbookDeps } from './sportsbook-config';
import type { Timeline } from './world';

/** The maps of an esports result: the drawn ones when they fit the score, else alternating then the rest. */
function esportsMaps(timeline: unknown, home: number, away: number) {
  const drawn = (timeline as Timeline & { sport: 'esports' }).maps;
  const fits = drawn.filter((m) => m === 'home').length === home && drawn.length === home + away;
  return fits
    ? drawn
    : [
        ...Array.from({ length: Math.min(home, away) }, () => ['home', 'away']).flat(),
        ...Array(Math.abs(home - away)).fill(home > away ? 'home' : 'away'),
      ];
}

/** An event's result set by hand (demo, operator correction) or its voiding, each settled at once. */
export function createEventResults(
  deps: Pick<SportsbookDeps, 'clock' | 'log'>,
  repo: SportsbookRepository,
  settlement: Settlement,
) {
  return {
    /** Ends an event with this result now (demo `POST /dev/sb/finish`, operator correction) and settles it. */
    async finish(eventId: string, home: number, away: number) {
      const event = await repo.event(eventId);
      if (!event) throw new AppError('not_found', 404);
      if (event.status === 'void') throw new AppError('event_void', 409);
      const result: { home: number; away: number; maps?: string[] } = { home, away };
      if (event.sport === 'esports') result.maps = esportsMaps(event.timeline, home, away);
      const version = await repo.setResult(eventId, result);
      if (version === null) throw new AppError('event_void', 409);
      const now = deps.clock.now();
      const bets = await settlement.settleEvents([eventId], now, deps.log);
      return { eventId, status: 'ended', resultVersion: version, betsSettled: bets };
    },

    async voidEvent(eventId: string) {
      const event = await repo.event(eventId);
      if (!event) throw new AppError('not_found', 404);
      const version = await repo.voidEvent(eventId);
      const bets = await settlement.settleEvents([eventId], deps.clock.now(), deps.log);
      return { eventId, status: 'void', resultVersion: version ?? 0, betsSettled: bets };
    },
  };
}
