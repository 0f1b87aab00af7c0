import type { Db } from '@/db/client';
import type { games } from '@/db/schema';
import { catalogGameQueries } from './catalog-game-queries';
import { catalogPlayerGameQueries } from './catalog-player-game-queries';

export type GameRow = typeof games.$inferSelect;
export type CatalogGame = { game: GameRow; vendorCode: string; vendorName: string; isGame: string };

export type GameFilter = {
  merchantId: number;
  gameType?: string | undefined;
  vendorCode?: string | undefined;
  classify?: string | undefined;
  name?: string | undefined;
  minBet?: bigint | undefined;
  minLineNum?: number | undefined;
  hotOnly?: boolean;
  newest?: boolean;
  ids?: bigint[];
  limit: number;
  offset: number;
};

export function createCatalogRepository(db: Db) {
  return {
    ...catalogGameQueries(db),
    ...catalogPlayerGameQueries(db),
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
