import { LOBBY_PAGE_SIZE, RECENT_PAGE_SIZE } from '@crupier/contract/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '@/api/session';
import { favoriteListQueryOptions } from '@/features/lobby/api/favorites';
import { gameListQueryOptions } from '@/features/lobby/api/games';
import { lanesQueryOptions, refreshLanes } from '@/features/lobby/api/lanes';
import { recentQueryOptions } from '@/features/lobby/api/recent';
import type { TGameCategory } from '@/features/lobby/api/types';
import { classifyOptions, isBookCategory, laneOf, SLOTS } from '@/features/lobby/categories';
import {
  changeLobbyQuery,
  readLobbyQuery,
  type TLobbyChange,
  writeLobbyQuery,
} from '@/features/lobby/lobby-query';
import { useLobbySettings } from '@/features/lobby/lobby-settings';
import { useAccountKey } from '@/features/lobby/use-account-key';
import { useLobbyActions } from '@/features/lobby/use-lobby-actions';
import { currentLanguage } from '@/i18n/i18n';
import { BookLobby } from './book-lobby';
import { ChoiceChips, FilterTabs, SearchBox, VendorChips } from './lobby-controls';
import { PagedGames } from './paged-games';
import './lobby.css';

/**
 * The lobby state in the URL query, and the changes of spec §5 applied to it. A change applies to the
 * last query written, not the one last rendered: the router renders a navigation as a transition, so
 * a quick second tap (vendor, then type, then a search) would otherwise undo the first.
 */
function useUrlLobbyQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readLobbyQuery(params), [params]);
  const written = useRef(params);
  useEffect(() => {
    written.current = params;
  }, [params]);
  const top = useRef<HTMLDivElement>(null);
  const apply = useCallback(
    (change: TLobbyChange, options: { replace?: boolean } = {}) => {
      const current = readLobbyQuery(written.current);
      const next = changeLobbyQuery(current, change);
      if (next === current) return;
      written.current = writeLobbyQuery(written.current, next);
      setParams(written.current, {
        replace: options.replace ?? change.type === 'search',
        preventScrollReset: true,
      });
      if (change.type === 'page') top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    },
    [setParams],
  );
  return { query, apply, top };
}

/** Spec §5: a page past the last one is not honoured; the list goes back to page 1. */
function useFirstPageWhenOutOfRange(
  page: number,
  apply: (change: TLobbyChange, options?: { replace?: boolean }) => void,
) {
  return useCallback(
    (totalPages: number) => {
      if (page > 1 && page > totalPages) apply({ type: 'page', page: 1, totalPages: 1 }, { replace: true });
    },
    [page, apply],
  );
}

function LoginPrompt() {
  const { t } = useTranslation('lobby');
  const { askLogin } = useLobbyActions();
  return (
    <p className="empty-state">
      {t('login_to_see')}{' '}
      <button type="button" className="link-btn" onClick={askLogin}>
        {t('login')}
      </button>
    </p>
  );
}

/**
 * The game list of a category (spec §2 category section): vendor chips, the slot sub-categories,
 * the all/favourite/recent filter, search by name under All, load-more and page paging.
 */
function GameLobby({ category }: { category: TGameCategory }) {
  const { t } = useTranslation('lobby');
  const { t: tMain } = useTranslation();
  const queryClient = useQueryClient();
  const { query, apply, top } = useUrlLobbyQuery();
  const { languages } = useLobbySettings();
  const lanes = useQuery(lanesQueryOptions());
  const [isRefreshing, setIsRefreshing] = useState(false);
  const account = useAccountKey();
  const hasToken = useSession((s) => Boolean(s.token));
  const { askLogin } = useLobbyActions();
  const language = currentLanguage();
  const lane = laneOf(lanes.data, category);
  const classifies = category === SLOTS ? classifyOptions(lane, languages, query.vassalage) : [];
  // A sub-category the chosen vendor does not offer is dropped (once the vendor list is known).
  const gameClassify =
    query.gameClassify && (!lanes.data || classifies.includes(query.gameClassify))
      ? query.gameClassify
      : null;
  const onOutOfRange = useFirstPageWhenOutOfRange(query.page, apply);

  const refresh = async () => {
    setIsRefreshing(true);
    try {
      await refreshLanes(queryClient);
    } finally {
      setIsRefreshing(false);
    }
  };

  const pageQuery = (pageNo: number) =>
    gameListQueryOptions(
      {
        gameType: category,
        vassalage: query.vassalage,
        gameClassify,
        gameName: query.gameName,
        filter: query.filter,
        pageNo,
        pageSize: LOBBY_PAGE_SIZE,
      },
      language,
      account,
    );

  return (
    <div className="lobby" data-testid="lobby" ref={top}>
      <VendorChips
        lane={lane}
        value={query.vassalage}
        onChange={(vassalage) => apply({ type: 'vendor', vassalage })}
        onRefresh={() => void refresh()}
        isRefreshing={isRefreshing}
      />
      {category === SLOTS && !lanes.data && (
        // The slots' game types come with the vendor list: their row is kept while it loads.
        <div className="choice-chips choice-chips--placeholder" aria-hidden="true">
          <span className="skeleton choice-chip" />
        </div>
      )}
      {classifies.length > 0 && (
        <ChoiceChips
          label={t('game_types')}
          options={classifies}
          value={gameClassify}
          allLabel={t('all_types')}
          optionLabel={(code) => t(`classify_${code}` as 'classify_SC', { defaultValue: code })}
          onChange={(code) => apply({ type: 'classify', gameClassify: code })}
          testId="classify-filter"
        />
      )}
      <div className="lobby__tools">
        <FilterTabs
          value={query.filter}
          onChange={(filter) => {
            // Spec §2: guests who choose Favorite or Recent get the login popup.
            if (filter !== 'ALL' && !hasToken) askLogin();
            else apply({ type: 'filter', filter });
          }}
        />
        {query.filter === 'ALL' && (
          <SearchBox value={query.gameName} onSearch={(gameName) => apply({ type: 'search', gameName })} />
        )}
      </div>
      {/* The cards' names are h3 under the page's h1: this keeps the heading levels in order. */}
      <h2 className="visually-hidden">{t('games_heading')}</h2>
      {query.filter !== 'ALL' && !hasToken ? (
        <LoginPrompt />
      ) : (
        <PagedGames
          pageQuery={pageQuery}
          toPage={(page) => page}
          paging={query}
          pageSize={LOBBY_PAGE_SIZE}
          onPage={(page, totalPages) => apply({ type: 'page', page, totalPages })}
          onMore={(totalPages) => apply({ type: 'more', totalPages })}
          onTotal={onOutOfRange}
          empty={query.gameName ? t('no_search_results', { name: query.gameName }) : t('no_games')}
          label={tMain(`category_${category}`)}
        />
      )}
    </div>
  );
}

/** The lobby of one category: books as vendor cards, every other category as a game list. */
export function CategoryLobby({ category }: { category: TGameCategory }) {
  return isBookCategory(category) ? <BookLobby category={category} /> : <GameLobby category={category} />;
}

/** /favorite and /recent (and the home page's FAV): the account's own games, paged (spec §2). */
export function AccountGames({ kind }: { kind: 'FAV' | 'RECENT' }) {
  const { t } = useTranslation('lobby');
  const { query, apply, top } = useUrlLobbyQuery();
  const account = useAccountKey();
  const hasToken = useSession((s) => Boolean(s.token));
  const language = currentLanguage();
  const onOutOfRange = useFirstPageWhenOutOfRange(query.page, apply);
  if (!hasToken) return <LoginPrompt />;

  const pageSize = kind === 'FAV' ? LOBBY_PAGE_SIZE : RECENT_PAGE_SIZE;
  const common = {
    paging: query,
    pageSize,
    onPage: (page: number, totalPages: number) => apply({ type: 'page', page, totalPages }),
    onMore: (totalPages: number) => apply({ type: 'more', totalPages }),
    onTotal: onOutOfRange,
    empty: (
      <>
        {t(kind === 'FAV' ? 'no_favorites' : 'no_recent')} <Link to="/">{t('browse_games')}</Link>
      </>
    ),
    label: t(kind === 'FAV' ? 'favorite_games' : 'recent_games'),
  };

  return (
    <div className="lobby" data-testid="lobby" ref={top}>
      {kind === 'FAV' ? (
        <PagedGames
          {...common}
          pageQuery={(page) => favoriteListQueryOptions(account, language, page, pageSize)}
          toPage={(list) => ({ games: list.content, totalPages: list.totalPages })}
        />
      ) : (
        <PagedGames
          {...common}
          pageQuery={(page) => recentQueryOptions(account, language, page, pageSize)}
          toPage={(list) => ({ games: list.list, totalPages: list.totalPages })}
        />
      )}
    </div>
  );
}
