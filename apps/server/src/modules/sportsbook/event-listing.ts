import { page } from '@crupier/contract/paging';
import type { SbSport, TSbEvent } from '@crupier/contract/sportsbook';
import type { Clock } from '@/platform/clock';
import { type Book, marginOf } from './book';
import type { Contexts } from './contexts';
import type { SportsbookRepository } from './repository';
import type { SettingsOf } from './settings';
import { LEAGUES, leagueName } from './world';

type EventsQuery = {
  sessionId?: string | undefined;
  sport?: SbSport | undefined;
  status?: 'prematch' | 'live' | 'ended' | undefined;
  league?: string | undefined;
  eventId?: string | undefined;
  language?: string | undefined;
  pageNo: number;
  pageSize: number;
  merchantId: number;
  defaultLanguage: string;
};

/** The book's events as a merchant prices them, a page at a time, with the leagues to filter by. */
export function createEventListing(
  clock: Clock,
  repo: SportsbookRepository,
  book: Book,
  context: Contexts['context'],
  settingsOf: SettingsOf,
  start: () => void,
) {
  return {
    async events(query: EventsQuery) {
      start();
      let merchantId = query.merchantId;
      if (query.sessionId) merchantId = (await context(query.sessionId)).merchant.id;
      const { margins } = await settingsOf(merchantId);
      const language = query.language ?? query.defaultLanguage;
      const statuses = query.eventId
        ? ['prematch', 'live', 'ended', 'void']
        : query.status
          ? [query.status]
          : ['live', 'prematch'];
      const [rows, total] = await repo.listEvents({
        sport: query.sport,
        statuses,
        league: query.league,
        eventId: query.eventId,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
        newestFirst: query.status === 'ended',
      });
      // Live first, then by start.
      rows.sort((a, b) =>
        a.status === b.status ? 0 : a.status === 'live' ? -1 : b.status === 'live' ? 1 : 0,
      );
      const now = clock.now();
      const list: TSbEvent[] = rows.map((e) =>
        book.view(e, marginOf(margins, e.sport as SbSport), now, language),
      );
      return {
        ...page(list, query, total),
        leagues: LEAGUES.filter((l) => !query.sport || l.sport === query.sport).map((l) => ({
          league: l.code,
          sport: l.sport,
          name: leagueName(l.code, language),
        })),
      };
    },
  };
}
