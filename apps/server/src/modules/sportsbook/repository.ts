import type { Db } from '@/db/client';
import { betQueries } from './bet-queries';
import { betReadQueries } from './bet-read-queries';
import { eventListQueries } from './event-list-queries';
import { eventQueries } from './event-queries';
import { exposureQueries } from './exposure-queries';
import { settlementApplyQueries } from './settlement-apply-queries';
import { settlementQueries } from './settlement-queries';

export type { BetRow, EventRow, LegRow, NewSettlement, SettlementRow } from './sportsbook-sql';

/** The sportsbook's SQL: events, bets and legs, settlement versions, merchant settings. */
export function createSportsbookRepository(db: Db) {
  return {
    db,
    ...eventQueries(db),
    ...eventListQueries(db),
    ...betQueries(db),
    ...betReadQueries(db),
    ...settlementQueries(db),
    ...settlementApplyQueries(db),
    ...exposureQueries(db),
  };
}

export type SportsbookRepository = ReturnType<typeof createSportsbookRepository>;
