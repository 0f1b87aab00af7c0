import crypto from 'node:crypto';
import type { TGame, TGameListRequest } from '@crupier/contract/catalog';
import { HOME_VENDOR_LIST_SIZE } from '@crupier/contract/constants';
import { formatMinor, parseMinor } from '@crupier/contract/money';
import type { Db } from '@/db/client';
import type { AccountRow } from '@/modules/identity/repository';
import type { Authenticated } from '@/modules/identity/sessions';
import { HOUSE_LOTTERY_VENDORS } from '@/modules/lottery/house-vendors';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import { gameArt, hueOf, vendorLogo } from './art';
import { createCatalogIndex } from './catalog-index';
import { type CatalogGame, createCatalogRepository } from './repository';

const LANE_ORDER = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT'];
const CACHE_MS = 30_000;
const CACHE_MAX = 2_000;
const LAUNCH_TOKEN_MS = 2 * 60 * 1000;
const TRIAL_TYPE = 4;
/** The Tagalog-only slot sub-category (spec §2). */
const BINGO = 'BG';

export function gameView(row: CatalogGame, language: string): TGame {
  const { game } = row;
  const name = game.names[language] ?? game.names.en ?? game.names.es ?? game.gameCode;
  return {
    nodeId: String(game.id),
    vassalage: row.vendorCode,
    gameType: game.gameType,
    gameCode: game.gameCode,
    isGame: 'GAME',
    gameClassify: game.gameClassify,
    gameName: name,
    nodeName: name,
    displayName: row.vendorName,
    isHot: game.isHot,
    supportPlay: game.supportPlay,
    showIcon: game.showIcon,
    iconUrl: game.iconUrl ?? `/media/games/${game.id}.svg`,
    minBet: formatMinor(game.minBet),
    lineNum: game.lineNum,
  };
}

/** Makes the game token of a launch of a vendor's game (the sessions service's `startGame`). */
export type GameTokens = { startGame(parent: Authenticated, vendorId: number): Promise<string> };

/** A vendor's launch URL: its template with the launch's values, each URL-encoded. */
export function vendorLaunchUrl(template: string, values: Record<string, string>) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? encodeURIComponent(values[name]!) : whole,
  );
}

/** The lobby's catalogue: lists, search, hot games, vendor lanes, favourites, recent games, launch. */
export function createCatalog(db: Db, gameTokens?: GameTokens) {
  const repo = createCatalogRepository(db);
  const index = createCatalogIndex(repo);
  const cache = new Map<string, { at: number; value: unknown }>();

  async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.value as T;
    const value = await load();
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(key, { at: Date.now(), value });
    return value;
  }

  const languageOf = (merchant: Merchant, requested: string | undefined) =>
    requested && merchant.languages.includes(requested.toLowerCase())
      ? requested.toLowerCase()
      : merchant.defaultLanguage;

  function refuseTrial(account: AccountRow) {
    if (account.type === TRIAL_TYPE) throw new AppError('in_need_true_account', 403);
  }

  async function gameOrThrow(merchant: Merchant, nodeId: string) {
    const game = await repo.game(merchant.id, BigInt(nodeId));
    if (!game) throw new AppError('game_not_found', 404);
    return game;
  }

  return {
    /** Forgets cached lists and catalogues, after the back office changed games or vendors. */
    invalidate() {
      cache.clear();
      index.invalidate();
    },

    /** GCSGAME_gameList: every filter, search ignoring case and accents, a page past the end is empty. */
    async gameList(merchant: Merchant, request: TGameListRequest, account: AccountRow | null) {
      const language = languageOf(merchant, request.language);
      if ((request.filter === 'FAV' || request.filter === 'RECENT') && !account)
        throw new AppError('unauthorized', 401);
      if (request.gameClassify === BINGO && !merchant.languages.includes('ty')) {
        return { games: [], pageNo: request.pageNo, pageSize: request.pageSize, totalPages: 0, total: 0 };
      }
      const filter = {
        merchantId: merchant.id,
        gameType: request.gameType,
        vendorCode: request.vassalage,
        classify: request.gameClassify,
        name: request.gameName || undefined,
        minBet: request.minBet ? parseMinor(request.minBet) : undefined,
        minLineNum: request.minLineNum,
        hotOnly: request.filter === 'HOT',
        newest: request.filter === 'NEW',
        limit: request.pageSize,
        offset: (request.pageNo - 1) * request.pageSize,
      };
      const personal = request.filter === 'FAV' || request.filter === 'RECENT';
      const load = async () => {
        const ids = personal
          ? new Set(
              request.filter === 'FAV'
                ? await repo.favoriteIds(account!.id)
                : await repo.recentIds(account!.id),
            )
          : undefined;
        const { rows, total } = await index.games(filter, ids);
        return {
          games: rows.map((r) => gameView(r, language)),
          pageNo: request.pageNo,
          pageSize: request.pageSize,
          totalPages: Math.ceil(total / request.pageSize),
          total,
        };
      };
      if (personal) return load();
      return cached(
        `list:${merchant.id}:${language}:${JSON.stringify({ ...filter, minBet: request.minBet })}`,
        load,
      );
    },

    async hotGames(
      merchant: Merchant,
      request: { vassalage?: string | undefined; language?: string | undefined },
    ) {
      const language = languageOf(merchant, request.language);
      return cached(`hot:${merchant.id}:${language}:${request.vassalage ?? ''}`, async () => {
        const { rows } = await index.games({
          merchantId: merchant.id,
          vendorCode: request.vassalage,
          hotOnly: true,
          limit: 100,
          offset: 0,
        });
        return { games: rows.map((r) => gameView(r, language)) };
      });
    },

    /** GCSGAME_newGameVendor: vendor lanes per category with their slot sub-categories. */
    async vendorLanes(merchant: Merchant, flush = false) {
      const key = `lanes:${merchant.id}`;
      if (flush) cache.delete(key);
      return cached(key, async () => {
        const cards = await repo.vendorCards(merchant.id);
        const classifies = await repo.classifies(merchant.id, 'RNG');
        const lanes = LANE_ORDER.map((category) => {
          const inLane = cards.filter((c) => c.gameType === category);
          const groups = new Map<string, string[]>();
          if (category === 'RNG') {
            for (const { classify, code } of classifies) {
              if (!classify || (classify === BINGO && !merchant.languages.includes('ty'))) continue;
              groups.set(classify, [...(groups.get(classify) ?? []), code]);
            }
          }
          return {
            gameCategory: category,
            cards: inLane.map((c) => ({
              vassalage: c.code,
              displayName: c.name,
              lagerIcon: `/media/vendors/${c.code}.svg`,
              gameType: category,
              isGame: c.isGame,
              status: c.status === 'active' ? 'active' : 'maintenance',
            })),
            gameClassify: [...groups].map(([name, vendors]) => ({
              name,
              vendors: [...new Set(vendors)].sort(),
            })),
          };
        });
        return { lanes: lanes.filter((l) => l.cards.length > 0) };
      });
    },

    async vendorGameTypes(merchant: Merchant, vassalage: string) {
      const cards = await repo.vendorCards(merchant.id);
      return cards.filter((c) => c.code === vassalage).map((c) => c.gameType);
    },

    homeVendorLimit: HOME_VENDOR_LIST_SIZE,

    /** One game of this merchant, or 404. */
    game: gameOrThrow,

    async gameArt(id: bigint, language: string) {
      const art = await repo.artOf(id);
      if (!art) throw new AppError('not_found', 404);
      return gameArt({
        title: art.names[language] ?? art.names.en ?? '',
        studio: art.studio,
        hue: hueOf(art.code),
        seed: String(id),
      });
    },
    async vendorLogo(code: string) {
      const art = await repo.vendorArt(code);
      if (!art) throw new AppError('not_found', 404);
      return vendorLogo({ code: art.code, name: art.name, hue: hueOf(art.code) });
    },

    async favoriteIds(account: AccountRow) {
      return { ids: (await repo.favoriteIds(account.id)).map(String) };
    },
    async favoriteList(
      merchant: Merchant,
      account: AccountRow,
      request: {
        pageNo: number;
        pageSize: number;
        gameType?: string | undefined;
        language?: string | undefined;
      },
    ) {
      const ids = await repo.favoriteIds(account.id);
      if (ids.length === 0) return { content: [], pageNum: request.pageNo, totalPages: 0 };
      const { rows, total } = await repo.games({
        merchantId: merchant.id,
        gameType: request.gameType && request.gameType !== 'ALL' ? request.gameType : undefined,
        ids,
        limit: request.pageSize,
        offset: (request.pageNo - 1) * request.pageSize,
      });
      const language = languageOf(merchant, request.language);
      return {
        content: rows.map((r) => gameView(r, language)),
        pageNum: request.pageNo,
        totalPages: Math.ceil(total / request.pageSize),
      };
    },
    async addFavorite(merchant: Merchant, account: AccountRow, nodeId: string) {
      refuseTrial(account);
      const game = await gameOrThrow(merchant, nodeId);
      await repo.addFavorite(account.id, game.game.id);
      return this.favoriteIds(account);
    },
    async removeFavorite(account: AccountRow, nodeId: string) {
      refuseTrial(account);
      await repo.removeFavorite(account.id, BigInt(nodeId));
      return this.favoriteIds(account);
    },

    async recent(
      merchant: Merchant,
      account: AccountRow,
      request: {
        page: number;
        pageSize: number;
        gameType?: string | undefined;
        language?: string | undefined;
      },
    ) {
      const gameType = request.gameType && request.gameType !== 'ALL' ? request.gameType : undefined;
      const { rows, total } = await repo.recent(
        account.id,
        merchant.id,
        gameType,
        request.pageSize,
        (request.page - 1) * request.pageSize,
      );
      const language = languageOf(merchant, request.language);
      return {
        list: rows.map((r) => gameView(r, language)),
        totalPages: Math.ceil(total / request.pageSize),
      };
    },

    /**
     * launchGame: for a house game, a one-time launch token for the game client on a launch host
     * picked at random; for an outside vendor's game (one with a launch URL), the vendor's URL with a
     * game token made for this launch. An outside vendor's game needs a real account; a house game
     * launched by a trial account plays with its play money; a free trial (supportPlay 0) needs none.
     */
    async launch(
      merchant: Merchant,
      auth: Authenticated | null,
      request: {
        nodeId: string;
        trial: boolean;
        language?: string | undefined;
        backUrl?: string | undefined;
      },
    ) {
      const account = auth?.account ?? null;
      const game = await gameOrThrow(merchant, request.nodeId);
      if (request.trial) {
        if (game.game.supportPlay !== 0) throw new AppError('trial_not_offered', 403);
      } else if (!account) throw new AppError('unauthorized', 401);
      const cards = await repo.vendorCards(merchant.id);
      const vendor = cards.find((c) => c.code === game.vendorCode);
      if (vendor?.status !== 'active' || game.game.status !== 'active')
        throw new AppError('game_maintenance', 503);
      if (vendor.launchUrl) {
        const houseLottery = HOUSE_LOTTERY_VENDORS.has(vendor.code);
        // Spec §6: an outside vendor's game needs a real account. A trial account plays only the
        // house's own games (house engines, sportsbook, lottery) with its play money (docs/free-play.md).
        if (account && !request.trial && !houseLottery) refuseTrial(account);
        // An outside vendor gets a game token, never the member's own: it plays with real money only.
        if (request.trial || !auth || !gameTokens) throw new AppError('trial_not_offered', 403);
        const playerToken =
          houseLottery && auth.account.type === TRIAL_TYPE ? '' : await gameTokens.startGame(auth, vendor.id);
        await repo.touchRecent(auth.account.id, game.game.id);
        return {
          url: vendorLaunchUrl(vendor.launchUrl, {
            playerToken,
            gameCode: game.game.gameCode,
            language: languageOf(merchant, request.language),
            backUrl: request.backUrl ?? '',
          }),
        };
      }
      const token = crypto.randomBytes(24).toString('base64url');
      await repo.insertLaunchToken({
        tokenHash: crypto.createHash('sha256').update(token).digest('hex'),
        merchantId: merchant.id,
        accountId: request.trial ? null : account!.id,
        gameId: game.game.id,
        trial: request.trial,
        language: languageOf(merchant, request.language),
        backUrl: request.backUrl ?? null,
        expiresAt: new Date(Date.now() + LAUNCH_TOKEN_MS),
      });
      if (account && !request.trial) await repo.touchRecent(account.id, game.game.id);
      const hosts = merchant.launchGameCdns.length > 0 ? merchant.launchGameCdns : [''];
      const host = hosts[crypto.randomInt(hosts.length)]!;
      // The sportsbook has its own client on the same page (it trades the token through POST /sb/session).
      const client = game.game.engine === 'sportsbook' ? '&client=sportsbook' : '';
      return { url: `${host}/seamless?launch=${token}${client}` };
    },
  };
}

export type Catalog = ReturnType<typeof createCatalog>;
