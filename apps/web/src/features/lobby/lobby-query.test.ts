import { describe, expect, it } from 'vitest';
import {
  changeLobbyQuery,
  DEFAULT_LOBBY_QUERY,
  readLobbyQuery,
  shownPages,
  type TLobbyQuery,
  writeLobbyQuery,
} from './lobby-query';

const read = (search: string) => readLobbyQuery(new URLSearchParams(search));
const onPage3: TLobbyQuery = { ...DEFAULT_LOBBY_QUERY, vassalage: 'AUR', gameName: 'oro', page: 3, from: 3 };

describe('the lobby filters in the URL query', () => {
  it('reads defaults from an empty query', () => {
    expect(read('')).toEqual(DEFAULT_LOBBY_QUERY);
  });

  it('reads every filter', () => {
    expect(read('vassalage=AUR&gameClassify=jp&gameName=%20drag%C3%B3n%20&page=4&from=2')).toEqual({
      vassalage: 'AUR',
      gameClassify: 'JP',
      gameName: 'dragón',
      filter: 'ALL',
      page: 4,
      from: 2,
    });
    expect(read('filter=fav').filter).toBe('FAV');
  });

  it('falls back to defaults for malformed values', () => {
    expect(read("vassalage=x';--&gameClassify=<b>&filter=HOT&page=0&from=9")).toEqual(DEFAULT_LOBBY_QUERY);
    expect(read('page=abc').page).toBe(1);
    expect(read('page=5&from=7')).toMatchObject({ page: 5, from: 5 });
    expect(read(`gameName=${'x'.repeat(80)}`).gameName).toHaveLength(60);
  });

  it('ignores the name search outside the All filter', () => {
    expect(read('filter=RECENT&gameName=oro')).toMatchObject({ filter: 'RECENT', gameName: '' });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const params = writeLobbyQuery(new URLSearchParams('gameType=RNG&page=9'), onPage3);
    expect(params.toString()).toBe('gameType=RNG&vassalage=AUR&gameName=oro&page=3');
    expect(writeLobbyQuery(new URLSearchParams(), DEFAULT_LOBBY_QUERY).toString()).toBe('');
    const more = writeLobbyQuery(new URLSearchParams(), { ...DEFAULT_LOBBY_QUERY, page: 3, from: 1 });
    expect(more.toString()).toBe('page=3&from=1');
  });

  it('round-trips through the URL', () => {
    const state: TLobbyQuery = { ...onPage3, gameClassify: 'SC', page: 5, from: 2 };
    expect(readLobbyQuery(writeLobbyQuery(new URLSearchParams(), state))).toEqual(state);
  });
});

describe('lobby changes (spec §5)', () => {
  it('goes back to page 1 on a search, filter, vendor or classify change', () => {
    expect(changeLobbyQuery(onPage3, { type: 'search', gameName: 'plata' })).toMatchObject({
      gameName: 'plata',
      page: 1,
      from: 1,
    });
    expect(changeLobbyQuery(onPage3, { type: 'filter', filter: 'FAV' })).toMatchObject({
      filter: 'FAV',
      gameName: '',
      page: 1,
    });
    expect(changeLobbyQuery(onPage3, { type: 'vendor', vassalage: null })).toMatchObject({
      vassalage: null,
      page: 1,
    });
    expect(changeLobbyQuery(onPage3, { type: 'classify', gameClassify: 'JP' })).toMatchObject({
      gameClassify: 'JP',
      page: 1,
    });
  });

  it('returns the same state when nothing changes', () => {
    expect(changeLobbyQuery(onPage3, { type: 'vendor', vassalage: 'AUR' })).toBe(onPage3);
    expect(changeLobbyQuery(onPage3, { type: 'search', gameName: ' oro ' })).toBe(onPage3);
    expect(changeLobbyQuery(onPage3, { type: 'filter', filter: 'ALL' })).toBe(onPage3);
  });

  it('searches only under the All filter', () => {
    const favourites = { ...DEFAULT_LOBBY_QUERY, filter: 'FAV' as const };
    expect(changeLobbyQuery(favourites, { type: 'search', gameName: 'oro' })).toBe(favourites);
  });

  it('ignores a page beyond totalPages, below 1 or not whole', () => {
    for (const page of [0, -1, 11, 2.5]) {
      expect(changeLobbyQuery(onPage3, { type: 'page', page, totalPages: 10 })).toBe(onPage3);
    }
    expect(changeLobbyQuery(onPage3, { type: 'page', page: 3, totalPages: 10 })).toBe(onPage3);
    expect(changeLobbyQuery(onPage3, { type: 'page', page: 10, totalPages: 10 })).toMatchObject({
      page: 10,
      from: 10,
    });
  });

  it('loads more below the pages shown, up to the last page', () => {
    const more = changeLobbyQuery(onPage3, { type: 'more', totalPages: 4 });
    expect(more).toMatchObject({ page: 4, from: 3 });
    expect(shownPages(more)).toEqual([3, 4]);
    expect(changeLobbyQuery(more, { type: 'more', totalPages: 4 })).toBe(more);
    // Choosing a page after "load more" shows that page alone.
    expect(shownPages(changeLobbyQuery(more, { type: 'page', page: 3, totalPages: 4 }))).toEqual([3]);
  });
});
