/**
 * Wire types of the lobby calls (contract catalog.ts). Type-only imports: the contract's zod schemas
 * never load in the browser (decision 009); `z.infer` keeps these in step with the server's schemas.
 */
import type {
  TGame,
  TGameCategory,
  ZAnnouncement,
  ZAnnouncements,
  ZFavoriteIds,
  ZFavoriteList,
  ZGameList,
  ZLane,
  ZLaunchResult,
  ZRankList,
  ZRecentList,
  ZVendorCard,
  ZVendorLanes,
  ZWinner,
} from '@crupier/contract/catalog';
import type { z } from 'zod';

export type { TGame, TGameCategory };
export type TGamePage = z.infer<typeof ZGameList>;
export type TVendorCard = z.infer<typeof ZVendorCard>;
export type TLane = z.infer<typeof ZLane>;
export type TVendorLanes = z.infer<typeof ZVendorLanes>;
export type TFavoriteIds = z.infer<typeof ZFavoriteIds>;
export type TFavoriteList = z.infer<typeof ZFavoriteList>;
export type TRecentList = z.infer<typeof ZRecentList>;
export type TWinner = z.infer<typeof ZWinner>;
export type TRankList = z.infer<typeof ZRankList>;
export type TLaunchResult = z.infer<typeof ZLaunchResult>;
export type TAnnouncement = z.infer<typeof ZAnnouncement>;
export type TAnnouncements = z.infer<typeof ZAnnouncements>;

/** The lobby's all / favourite / recent filter (spec §2; GCSGAME_gameList `filter`). */
export type TLobbyFilter = 'ALL' | 'FAV' | 'RECENT';

/** One page of games, whatever call it came from. */
export type TGameListPage = { games: TGame[]; totalPages: number };
