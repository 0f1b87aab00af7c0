import { GAME_CATEGORIES, SLOT_SUBCATEGORIES, type TGameType } from '@crupier/contract/constants';
import { GAME_CENTER_ROUTES, GAME_LIST_CENTER_ROUTES } from '@crupier/contract/routes';
import type { TGameCategory, TLane, TVendorCard } from './api/types';

/** Game categories in the order of the top menu (spec §2) and of the vendor lanes. */
export const CATEGORY_ORDER = GAME_CATEGORIES;

/** Categories whose vendors are books (one game each): their lists show vendor cards (spec §2). */
export const BOOK_CATEGORIES: readonly TGameCategory[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT'];
/** The slots category: its vendor cards have no play button (spec §2). */
export const SLOTS: TGameCategory = 'RNG';
/** Slot sub-category shown only to merchants that speak Tagalog (spec §2). */
const BINGO = 'BG';

export function isCategory(value: unknown): value is TGameCategory {
  return (CATEGORY_ORDER as readonly unknown[]).includes(value);
}

export function isBookCategory(category: TGameCategory): boolean {
  return BOOK_CATEGORIES.includes(category);
}

/** The categories the merchant has vendors for, in menu order. */
export function categoriesOf(lanes: readonly TLane[]): TGameCategory[] {
  const present = new Set(lanes.filter((lane) => lane.cards.length > 0).map((lane) => lane.gameCategory));
  return CATEGORY_ORDER.filter((category) => present.has(category));
}

export function laneOf(lanes: readonly TLane[] | undefined, category: TGameCategory): TLane | undefined {
  return lanes?.find((lane) => lane.gameCategory === category);
}

/**
 * The game-classify filter of the slots lobby: the sub-categories the lane offers (for the chosen
 * vendor when there is one), in the order SC, VP, JP, TG, AC, BG; BG only when the merchant's
 * languages include Tagalog ('ty').
 */
export function classifyOptions(
  lane: TLane | undefined,
  languages: readonly string[],
  vassalage: string | null,
): string[] {
  if (!lane) return [];
  const speaksTagalog = languages.some((language) => language.toLowerCase() === 'ty');
  const offered = new Set(
    lane.gameClassify
      .filter((group) => !vassalage || group.vendors.includes(vassalage))
      .map((group) => group.name),
  );
  return SLOT_SUBCATEGORIES.filter((code) => offered.has(code) && (code !== BINGO || speaksTagalog));
}

const ROUTE_OF = Object.fromEntries(
  Object.entries({ ...GAME_LIST_CENTER_ROUTES, ...GAME_CENTER_ROUTES }).map(([path, type]) => [type, path]),
) as Partial<Record<TGameType, string>>;

/**
 * Where a category lives: its page of spec §2 (/rng, /sports…), or the home lobby switched to it for
 * the categories without a page of their own (COCKFIGHT), with FAV on /favorite.
 */
export function pathOfGameType(type: TGameType, vassalage?: string | null): string {
  const search = vassalage ? `vassalage=${encodeURIComponent(vassalage)}` : '';
  if (type === 'HOME') return '/';
  if (type === 'FAV') return '/favorite';
  const path = ROUTE_OF[type];
  if (path) return search ? `${path}?${search}` : path;
  return `/?gameType=${type}${search ? `&${search}` : ''}`;
}

/** What a vendor card does (spec §2): slots vendors filter the list, VASSALAGE opens the vendor's
 * games, other vendors (books) launch their game. */
export function vendorAction(card: Pick<TVendorCard, 'isGame'>, category: TGameCategory) {
  if (category === SLOTS) return 'filter' as const;
  return card.isGame === 'VASSALAGE' ? ('popup' as const) : ('launch' as const);
}
