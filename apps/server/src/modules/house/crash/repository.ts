import type { Db } from '@/db/client';
import type { crashGames, crashRounds, houseRounds } from '@/db/schema';
import { databasePublish, type Publish } from '@/platform/pub-sub';
import { crashBetQueries } from './crash-bet-queries';
import { crashCashoutQueries } from './crash-cashout-queries';
import { crashFlightQueries } from './crash-flight-queries';
import { crashGameQueries } from './crash-game-queries';
import { crashRoundQueries } from './crash-round-queries';

export type CrashGameRow = typeof crashGames.$inferSelect;
export type CrashRoundRow = typeof crashRounds.$inferSelect;
export type CrashBetRow = typeof houseRounds.$inferSelect;

export function createCrashRepository(db: Db, publish: Publish = databasePublish(db)) {
  return {
    ...crashGameQueries(db, publish),
    ...crashRoundQueries(db),
    ...crashFlightQueries(db),
    ...crashBetQueries(db),
    ...crashCashoutQueries(db),
  };
}

export type CrashRepository = ReturnType<typeof createCrashRepository>;
