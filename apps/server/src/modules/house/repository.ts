import type { Db } from '@/db/client';
import type { houseRounds, houseSessions } from '@/db/schema';
import { houseOpenRoundQueries } from './house-open-round-queries';
import { houseRoundQueries } from './house-round-queries';
import { houseSessionQueries } from './house-session-queries';

export type HouseSessionRow = typeof houseSessions.$inferSelect;
export type HouseRoundRow = typeof houseRounds.$inferSelect;

export function createHouseRepository(db: Db) {
  return {
    ...houseSessionQueries(db),
    ...houseRoundQueries(db),
    ...houseOpenRoundQueries(db),
  };
}

export type HouseRepository = ReturnType<typeof createHouseRepository>;
