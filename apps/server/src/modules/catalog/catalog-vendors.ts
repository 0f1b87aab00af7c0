import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import { gameArt, hueOf, vendorLogo } from './art';
import { BINGO, LANE_ORDER } from './catalog-views';
import type { CatalogTools } from './service';

/** Vendor lanes, game types, game art and vendor logos. */
export function catalogVendors(tools: CatalogTools) {
  const { repo, cache, cached } = tools;
  return {
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
  };
}
