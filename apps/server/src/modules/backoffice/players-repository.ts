import type { Db } from '@/db/client';
import type { accounts } from '@/db/schema';
import { playerDetailQueries } from './player-detail-queries';
import { playerSearchQueries } from './player-search-queries';

export type PlayerRow = typeof accounts.$inferSelect;

/** The back office's reads and writes about players: search, devices, notes, counts, round seeds. */
export function createPlayersRepository(db: Db) {
  return {
    ...playerSearchQueries(db),
    ...playerDetailQueries(db),
  };
}

export type PlayersRepository = ReturnType<typeof createPlayersRepository>;
