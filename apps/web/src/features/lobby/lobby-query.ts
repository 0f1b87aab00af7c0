import type { TLobbyFilter } from './api/types';

/**
 * The filters of a lobby list, kept in the URL query (spec §2 category section, §5 lobby rules):
 * vendor (`vassalage`, the name /rng already takes), slot sub-category, name search, the
 * all/favourite/recent filter, the page, and where a run of "load more" pages started (`from`).
 */
export type TLobbyQuery = {
  vassalage: string | null;
  gameClassify: string | null;
  gameName: string;
  filter: TLobbyFilter;
  page: number;
  /** First page shown: below `page` after "load more", else equal to it. */
  from: number;
};

export const DEFAULT_LOBBY_QUERY: TLobbyQuery = {
  vassalage: null,
  gameClassify: null,
  gameName: '',
  filter: 'ALL',
  page: 1,
  from: 1,
};

/** The query parameters this state owns; any other parameter of the URL is left alone. */
export const LOBBY_PARAMS = ['vassalage', 'gameClassify', 'gameName', 'filter', 'page', 'from'] as const;

const FILTERS: readonly TLobbyFilter[] = ['ALL', 'FAV', 'RECENT'];
const VENDOR_CODE = /^[A-Za-z0-9_]{1,32}$/;
const CLASSIFY = /^[A-Z0-9_]{1,20}$/;
/** The server's longest name search. */
export const GAME_NAME_MAX = 60;

function positiveInt(text: string | null): number | null {
  if (text === null || !/^\d{1,6}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

/** Reads the lobby state from the URL; anything malformed falls back to its default. */
export function readLobbyQuery(params: URLSearchParams): TLobbyQuery {
  const vendor = params.get('vassalage');
  const classify = params.get('gameClassify')?.toUpperCase() ?? null;
  const filterText = params.get('filter')?.toUpperCase();
  const filter = FILTERS.find((f) => f === filterText) ?? 'ALL';
  const page = positiveInt(params.get('page')) ?? 1;
  const from = positiveInt(params.get('from'));
  return {
    vassalage: vendor && VENDOR_CODE.test(vendor) ? vendor : null,
    gameClassify: classify && CLASSIFY.test(classify) ? classify : null,
    // Spec §2: the name search applies under the All filter only.
    gameName: filter === 'ALL' ? (params.get('gameName') ?? '').trim().slice(0, GAME_NAME_MAX) : '',
    filter,
    page,
    from: from !== null && from <= page ? from : page,
  };
}

/** Writes the state into a copy of `params`, leaving out defaults and keeping other parameters. */
export function writeLobbyQuery(params: URLSearchParams, query: TLobbyQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of LOBBY_PARAMS) next.delete(name);
  if (query.vassalage) next.set('vassalage', query.vassalage);
  if (query.gameClassify) next.set('gameClassify', query.gameClassify);
  if (query.gameName && query.filter === 'ALL') next.set('gameName', query.gameName);
  if (query.filter !== 'ALL') next.set('filter', query.filter);
  if (query.page !== 1) next.set('page', String(query.page));
  if (query.from !== query.page) next.set('from', String(query.from));
  return next;
}

export type TLobbyChange =
  | { type: 'vendor'; vassalage: string | null }
  | { type: 'classify'; gameClassify: string | null }
  | { type: 'search'; gameName: string }
  | { type: 'filter'; filter: TLobbyFilter }
  | { type: 'page'; page: number; totalPages: number }
  | { type: 'more'; totalPages: number };

const firstPage = { page: 1, from: 1 };

/**
 * Applies a change by the lobby rules of spec §5: a search, filter or vendor change goes back to page
 * 1; a page outside 1…totalPages is ignored (the same state comes back); "load more" adds the next
 * page below the ones shown. The search only applies under the All filter.
 */
export function changeLobbyQuery(query: TLobbyQuery, change: TLobbyChange): TLobbyQuery {
  switch (change.type) {
    case 'vendor':
      if (change.vassalage === query.vassalage) return query;
      return { ...query, vassalage: change.vassalage, ...firstPage };
    case 'classify':
      if (change.gameClassify === query.gameClassify) return query;
      return { ...query, gameClassify: change.gameClassify, ...firstPage };
    case 'search': {
      const gameName = change.gameName.trim().slice(0, GAME_NAME_MAX);
      if (query.filter !== 'ALL' || gameName === query.gameName) return query;
      return { ...query, gameName, ...firstPage };
    }
    case 'filter':
      if (change.filter === query.filter) return query;
      return {
        ...query,
        filter: change.filter,
        gameName: change.filter === 'ALL' ? query.gameName : '',
        ...firstPage,
      };
    case 'page': {
      const { page, totalPages } = change;
      const isValid = Number.isInteger(page) && page >= 1 && page <= totalPages;
      if (!isValid || (page === query.page && query.from === page)) return query;
      return { ...query, page, from: page };
    }
    case 'more':
      if (query.page >= change.totalPages) return query;
      return { ...query, page: query.page + 1 };
  }
}

/** The pages a list shows: from `from` to `page`. */
export function shownPages(query: Pick<TLobbyQuery, 'page' | 'from'>): number[] {
  return Array.from({ length: query.page - query.from + 1 }, (_, i) => query.from + i);
}
