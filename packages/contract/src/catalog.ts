import { z } from 'zod';
import {
  GAME_CATEGORIES,
  LOBBY_PAGE_SIZE,
  RECENT_PAGE_SIZE,
  type TGameCategory,
  WINNER_BOARD_LIMIT,
} from './constants';
import { ZMoney } from './money';
import { text } from './text';

export { GAME_CATEGORIES, type TGameCategory };
export const ZGameCategory = z.enum(GAME_CATEGORIES);

export const ZGame = z.object({
  nodeId: z.string(),
  vassalage: z.string(),
  gameType: z.string(),
  gameCode: z.string(),
  isGame: z.string(),
  gameClassify: z.string().nullable(),
  gameName: z.string(),
  nodeName: z.string(),
  displayName: z.string(),
  isHot: z.boolean(),
  /** 0 offers a free trial with play money. */
  supportPlay: z.number().int(),
  showIcon: z.boolean(),
  iconUrl: z.string(),
  minBet: ZMoney,
  lineNum: z.number().int(),
});
export type TGame = z.infer<typeof ZGame>;

const lang = text(5).min(2).optional();
const code = text(32).regex(/^[A-Za-z0-9_]{1,32}$/);
const nodeId = text(18).regex(/^\d{1,18}$/);

export const ZGameListRequest = z.object({
  clientType: z.coerce.number().int().optional(),
  platform: text(40).optional(),
  merchant: text(64).optional(),
  gameType: ZGameCategory,
  gameClassify: text(20).optional(),
  vassalage: code.optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LOBBY_PAGE_SIZE),
  language: lang,
  gameName: text(60).trim().optional(),
  minBet: ZMoney.optional(),
  minLineNum: z.coerce.number().int().min(0).max(10_000).optional(),
  /** ALL (default), FAV, RECENT, HOT or NEW. */
  filter: z.enum(['ALL', 'FAV', 'RECENT', 'HOT', 'NEW']).default('ALL'),
});
export type TGameListRequest = z.infer<typeof ZGameListRequest>;

export const ZGameList = z.object({
  games: z.array(ZGame),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

export const ZHotGamesRequest = z.object({
  merchantCode: text(64).optional(),
  isPlatform: z.coerce.number().int().optional(),
  vassalage: code.optional(),
  platform: text(40).optional(),
  language: lang,
});

export const ZVendorCard = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  lagerIcon: z.string(),
  gameType: z.string(),
  isGame: z.string(),
  status: z.string(),
});
export const ZLane = z.object({
  gameCategory: z.string(),
  cards: z.array(ZVendorCard),
  gameClassify: z.array(z.object({ name: z.string(), vendors: z.array(z.string()) })),
});
export const ZVendorLanes = z.object({ lanes: z.array(ZLane) });
export const ZVendorLanesRequest = z.object({
  platform: text(40).optional(),
  flush: z.boolean().optional(),
});

export const ZFavoriteRequest = z.object({
  nodeId,
  vendor: code.optional(),
  gameType: text(20).optional(),
});
export const ZFavoriteIds = z.object({ ids: z.array(z.string()) });
export const ZFavoriteListRequest = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(999).default(999),
  gameType: text(20).optional(),
  language: lang,
});
export const ZFavoriteList = z.object({
  content: z.array(ZGame),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
});

export const ZRecentRequest = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(RECENT_PAGE_SIZE),
  gameType: text(20).optional(),
  language: lang,
});
export const ZRecentList = z.object({ list: z.array(ZGame), totalPages: z.number().int() });

export const ZRankRequest = z.object({
  gameCategory: text(20).default('ALL'),
  language: lang,
  limitNum: z.coerce.number().int().min(1).max(100).default(WINNER_BOARD_LIMIT),
});
export const ZWinner = z.object({
  iconUrl: z.string(),
  gameName: z.string(),
  customerName: z.string(),
  winAmount: ZMoney,
  vo: z.object({ nodeId: z.string(), vassalage: z.string(), gameType: z.string(), at: z.string() }),
});
export const ZRankList = z.object({ list: z.array(ZWinner) });

export const ZLaunchRequest = z.object({
  nodeId,
  /** Free trial with play money, offered when the game's supportPlay is 0. */
  trial: z.boolean().default(false),
  device: z.enum(['WEB', 'H5']).default('WEB'),
  language: lang,
  backUrl: text(500).optional(),
});
export const ZLaunchResult = z.object({ url: z.string() });

export const ANNOUNCEMENT_GROUPS = ['w_home', 'w_forget'] as const;
export const ZAnnouncementsRequest = z.object({
  types: z.array(z.enum(['B', 'PL', 'PU', 'PR', 'H'])).default(['B', 'PL', 'PU', 'PR', 'H']),
  platform: text(4).default('W'),
  execution: z.enum(['A', 'B', 'F']).optional(),
  language: lang,
});
export const ZAnnouncement = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  promotionType: z.string().nullable(),
  execution: z.string(),
  groupName: z.string().nullable(),
  url: z.string().nullable(),
  linkUrl: z.string().nullable(),
});
export const ZAnnouncements = z.object({
  banners: z.array(ZAnnouncement),
  player: z.array(ZAnnouncement),
  popup: z.array(ZAnnouncement),
  promotion: z.array(ZAnnouncement),
  help: z.array(ZAnnouncement),
});
