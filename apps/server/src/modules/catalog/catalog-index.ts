import type { CatalogGame, CatalogRepository, GameFilter } from './repository';
import { searchText } from './search-text';

const RELOAD_MS = 60_000;

type MerchantIndex = { at: number; all: CatalogGame[]; buckets: Map<string, CatalogGame[]> };

/**
 * The lobby reads games from memory: every merchant's active catalogue (a few MB for 10,000 games) is
 * loaded once a minute and bucketed by category and vendor, so a list is a filter over a small array
 * instead of two queries. Favourites and recent games still come from the database, as id sets.
 */
export function createCatalogIndex(repo: CatalogRepository) {
  const merchants = new Map<number, Promise<MerchantIndex>>();

  async function build(merchantId: number): Promise<MerchantIndex> {
    const { rows } = await repo.games({ merchantId, limit: 1_000_000, offset: 0 });
    const buckets = new Map<string, CatalogGame[]>();
    const add = (key: string, game: CatalogGame) => {
      const list = buckets.get(key);
      if (list) list.push(game);
      else buckets.set(key, [game]);
    };
    for (const game of rows) {
      add(game.game.gameType, game);
      add(`${game.game.gameType}|${game.vendorCode}`, game);
      add(`*|${game.vendorCode}`, game);
    }
    return { at: Date.now(), all: rows, buckets };
  }

  async function index(merchantId: number): Promise<MerchantIndex> {
    const current = merchants.get(merchantId);
    if (current) {
      const loaded = await current;
      if (Date.now() - loaded.at < RELOAD_MS) return loaded;
    }
    const next = build(merchantId);
    merchants.set(merchantId, next);
    next.catch(() => merchants.delete(merchantId));
    return next;
  }

  return {
    /** The same answer as the repository's `games` for the filters the lobby uses. */
    async games(f: GameFilter, ids?: Set<bigint>): Promise<{ rows: CatalogGame[]; total: number }> {
      const idx = await index(f.merchantId);
      const key = f.gameType
        ? f.vendorCode
          ? `${f.gameType}|${f.vendorCode}`
          : f.gameType
        : f.vendorCode
          ? `*|${f.vendorCode}`
          : null;
      let list = key ? (idx.buckets.get(key) ?? []) : idx.all;
      const needle = f.name ? searchText(f.name) : undefined;
      if (f.classify || needle || f.minBet !== undefined || f.minLineNum !== undefined || f.hotOnly || ids) {
        list = list.filter(
          ({ game }) =>
            (!f.classify || game.gameClassify === f.classify) &&
            (!needle || game.searchText.includes(needle)) &&
            (f.minBet === undefined || game.minBet >= f.minBet) &&
            (f.minLineNum === undefined || game.lineNum >= f.minLineNum) &&
            (!f.hotOnly || game.isHot) &&
            (!ids || ids.has(game.id)),
        );
      }
      if (f.newest) {
        list = [...list].sort(
          (a, b) =>
            b.game.createdAt.getTime() - a.game.createdAt.getTime() || (b.game.id > a.game.id ? 1 : -1),
        );
      }
      return { rows: list.slice(f.offset, f.offset + f.limit), total: list.length };
    },

    /** Forgets loaded catalogues, after a change to games or vendors. */
    invalidate() {
      merchants.clear();
    },
  };
}

export type CatalogIndex = ReturnType<typeof createCatalogIndex>;
