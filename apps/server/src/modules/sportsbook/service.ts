import { createHouseSessionLookup } from '@/modules/house/session-lookup';
import { createBetViews } from './bet-views';
import { createBook } from './book';
import { createContexts } from './contexts';
import { createEventListing } from './event-listing';
import { createMemberBets } from './member-bets';
import { createPayees } from './payees';
import { createPendingBets } from './pending-bets';
import { createPlacement } from './placement';
import { createSportsbookRepository } from './repository';
import { createEventResults } from './results';
import { createScheduler } from './scheduler';
import { createSportsbookSessions } from './sessions';
import { createSettings } from './settings';
import { createSettlement } from './settlement';
import type { SportsbookDeps, Subscriber } from './sportsbook-config';
import { createBroadcast, notifySettled } from './subscribers';

/**
 * The house sportsbook: a house vendor whose games (SPORTS, ESPORTS, COCKFIGHT) open the book. A
 * launch token becomes a house game session; bets are debited through the seamless wallet like house
 * rounds, settled by `settlement.ts`, and kept as betting-record rounds (engine `sportsbook`).
 */
export function createSportsbook(deps: SportsbookDeps) {
  const repo = createSportsbookRepository(deps.db);
  const houseSessions = createHouseSessionLookup(deps.db);
  const book = createBook();
  const subscribers = new Set<Subscriber>();

  const { payee, creditTarget } = createPayees(deps);
  const settlement = createSettlement({
    repo,
    seamless: deps.seamless,
    payee,
    creditTarget,
    onSettled: notifySettled(subscribers),
  });
  const { settingsOf } = createSettings(repo);
  const contexts = createContexts(deps, houseSessions, payee);
  const { context } = contexts;
  const views = createBetViews(deps.clock, repo, book, settingsOf);
  const broadcast = createBroadcast(deps.clock, repo, book, settingsOf, subscribers);
  const pendingBets = createPendingBets(deps, repo, payee);
  const scheduler = createScheduler(deps, repo, settlement, broadcast, pendingBets.voidStrandedBets);
  const { start } = scheduler;

  return {
    repo,
    book,
    settlement,
    ...pendingBets,
    ...scheduler,
    ...createSportsbookSessions(deps, houseSessions, context, settingsOf, subscribers, start),
    ...createEventListing(deps.clock, repo, book, context, settingsOf, start),
    ...createPlacement(deps, repo, book, settlement, { ...contexts, ...views, settingsOf }, start),
    ...createMemberBets(deps.clock, repo, settlement, contexts, views, settingsOf),
    ...createEventResults(deps, repo, settlement),
  };
}

export type Sportsbook = ReturnType<typeof createSportsbook>;
