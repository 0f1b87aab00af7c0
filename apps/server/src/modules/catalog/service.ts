import type { Db } from '@/db/client';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Authenticated } from '@/modules/identity/sessions';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import { requireRealAccount } from '@/platform/real-account';
import { catalogGameLists } from './catalog-game-lists';
import { createCatalogIndex } from './catalog-index';
import { catalogLaunch } from './catalog-launch';
import { catalogPlayerGames } from './catalog-player-games';
import { catalogVendors } from './catalog-vendors';
import { createCatalogRepository } from './repository';

const CACHE_MS = 30_000;
const CACHE_MAX = 2_000;

/** Makes the game token of a launch of a vendor's game (the sessions service's `startGame`). */
export type GameTokens = { startGame(parent: Authenticated, vendorId: number): Promise<string> };

/** What the catalogue's parts share: the repository, the search index, a short cache and lookups. */
function catalogTools(db: Db) {
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
    requireRealAccount(account);
  }

  async function gameOrThrow(merchant: Merchant, nodeId: string) {
    const game = await repo.game(merchant.id, BigInt(nodeId));
    if (!game) throw new AppError('game_not_found', 404);
    return game;
  }

  return { repo, index, cache, cached, languageOf, refuseTrial, gameOrThrow };
}
export type CatalogTools = ReturnType<typeof catalogTools>;

/** The lobby's catalogue: lists, search, hot games, vendor lanes, favourites, recent games, launch. */
export function createCatalog(db: Db, gameTokens?: GameTokens) {
  const tools = catalogTools(db);
  return {
    ...catalogGameLists(tools),
    ...catalogVendors(tools),
    ...catalogPlayerGames(tools),
    ...catalogLaunch(gameTokens, tools),
  };
}

export type Catalog = ReturnType<typeof createCatalog>;
