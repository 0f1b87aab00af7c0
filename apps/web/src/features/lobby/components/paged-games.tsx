import { type QueryKey, type UseQueryOptions, useQueries } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGameListPage } from '@/features/lobby/api/types';
import { shownPages, type TLobbyQuery } from '@/features/lobby/lobby-query';
import { GameGrid } from './game-grid';
import { Pagination } from './pagination';

type TPagedGamesProps<TData, TKey extends QueryKey> = {
  /** The query options of one page (1-based), and its games and page count. */
  pageQuery: (page: number) => UseQueryOptions<TData, Error, TData, TKey>;
  toPage: (data: TData) => TGameListPage;
  /** Page shown last and first page shown (after "load more"). */
  paging: Pick<TLobbyQuery, 'page' | 'from'>;
  pageSize: number;
  onPage: (page: number, totalPages: number) => void;
  onMore: (totalPages: number) => void;
  /** Told the total once known (a page past it is not honoured, spec §5). */
  onTotal?: (totalPages: number) => void;
  empty: ReactNode;
  label?: string;
};

/**
 * A list of games over pages: the pages from `from` to `page`, "load more" below them and page links
 * (spec §2: load-more or page paging). Pages still loading show skeleton cards of the same size.
 */
export function PagedGames<TData, TKey extends QueryKey>({
  pageQuery,
  toPage,
  paging,
  pageSize,
  onPage,
  onMore,
  onTotal,
  empty,
  label,
}: TPagedGamesProps<TData, TKey>) {
  const { t } = useTranslation('lobby');
  const results = useQueries({ queries: shownPages(paging).map((page) => pageQuery(page)) });
  const pages = results.map((result) => (result.data === undefined ? undefined : toPage(result.data)));
  const games = pages.flatMap((page) => page?.games ?? []);
  const pending = results.filter((result) => result.isPending && result.fetchStatus !== 'idle').length;
  const failed = results.find((result) => result.isError);
  const totalPages = pages.findLast((page) => page)?.totalPages ?? 0;
  const isLoaded = pages.every((page) => page);
  useEffect(() => {
    if (isLoaded) onTotal?.(totalPages);
  }, [isLoaded, totalPages, onTotal]);

  return (
    <div className="paged-games">
      {games.length > 0 || pending > 0 ? (
        <GameGrid games={games} pending={pending * pageSize} label={label} />
      ) : failed ? (
        <div className="empty-state inline-error" role="alert">
          <p>{t('load_error')}</p>
          <button type="button" className="btn btn--sm btn--secondary" onClick={() => void failed.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        isLoaded && <p className="empty-state">{empty}</p>
      )}
      {totalPages > 0 && (
        <div className="paged-games__paging">
          {paging.page < totalPages && (
            <button
              type="button"
              className="btn btn--secondary paged-games__more"
              disabled={pending > 0}
              onClick={() => onMore(totalPages)}
            >
              {t('load_more')}
            </button>
          )}
          <Pagination
            page={paging.page}
            totalPages={totalPages}
            onPage={(page) => onPage(page, totalPages)}
          />
          {totalPages > 1 && (
            <p className="paged-games__status" aria-live="polite">
              {t('page_of', { page: paging.page, total: totalPages })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
