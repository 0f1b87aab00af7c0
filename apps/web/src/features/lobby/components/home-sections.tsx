import type { TGameType } from '@crupier/contract/constants';
import { HOME_SECTION_SIZE, HOME_VENDOR_LIST_SIZE, HOT_GAMES_HOME_SIZE } from '@crupier/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/api/session';
import { gameListQueryOptions } from '@/features/lobby/api/games';
import { hotGamesQueryOptions } from '@/features/lobby/api/hot-games';
import type { TGame, TGameCategory } from '@/features/lobby/api/types';
import { isBookCategory } from '@/features/lobby/categories';
import { useAccountKey } from '@/features/lobby/use-account-key';
import { currentLanguage } from '@/i18n/i18n';
import { GameGrid } from './game-grid';
import { RefreshIcon, TrophyIcon } from './lobby-icons';
import { LobbySection, MoreButton, SectionGames, SkeletonRow } from './section';
import './lobby.css';

// Below the fold: books and the winner board load their code as they come near the screen.
const BookLobby = lazy(() => import('./book-lobby').then((m) => ({ default: m.BookLobby })));
// Logged in only: the recent and favourite sections.
const RecentGames = lazy(() => import('./member-sections').then((m) => ({ default: m.RecentGames })));
const FavoriteGames = lazy(() => import('./member-sections').then((m) => ({ default: m.FavoriteGames })));
const Winners = lazy(() => import('./winner-board').then((m) => ({ default: m.Winners })));

const NO_GAMES: readonly TGame[] = [];
/** Category rows a phone or a desktop shows in its first screen, below the hot games. */
const FIRST_SCREEN_ROWS = 2;

function HotGames() {
  const { t } = useTranslation('lobby');
  const hot = useQuery(hotGamesQueryOptions(currentLanguage()));
  const [isExpanded, setIsExpanded] = useState(false);
  const games = hot.data ?? NO_GAMES;
  // The same array until the games change: a new one each render would re-run the row's deferred pass.
  const shown = useMemo(
    () => (isExpanded ? games : games.slice(0, HOT_GAMES_HOME_SIZE)),
    [games, isExpanded],
  );
  return (
    <LobbySection
      testId="section-hot"
      isFirstScreen
      title={t('hot_games')}
      actions={
        <>
          <button
            type="button"
            className="icon-btn icon-btn--sm"
            aria-label={t('refresh')}
            data-spinning={hot.isFetching || undefined}
            disabled={hot.isFetching}
            onClick={() => void hot.refetch()}
          >
            <RefreshIcon />
          </button>
          {games.length > HOT_GAMES_HOME_SIZE && (
            <button
              type="button"
              className="link-btn"
              aria-expanded={isExpanded}
              onClick={() => setIsExpanded((value) => !value)}
            >
              {isExpanded ? t('show_less') : t('show_all', { count: games.length })}
            </button>
          )}
        </>
      }
    >
      {isExpanded ? (
        <GameGrid games={shown} label={t('hot_games')} />
      ) : (
        <SectionGames
          games={shown}
          isPending={hot.isPending}
          isError={hot.isError}
          empty={t('no_games')}
          label={t('hot_games')}
        />
      )}
    </LobbySection>
  );
}

function CategoryGames({ category }: { category: TGameCategory }) {
  const { t } = useTranslation('lobby');
  const { t: tMain } = useTranslation();
  const games = useQuery(
    gameListQueryOptions(
      {
        gameType: category,
        vassalage: null,
        gameClassify: null,
        gameName: '',
        filter: 'ALL',
        pageNo: 1,
        pageSize: HOME_SECTION_SIZE,
      },
      currentLanguage(),
      null,
    ),
  );
  return (
    <SectionGames
      games={games.data?.games}
      isPending={games.isPending}
      isError={games.isError}
      empty={t('no_games')}
      label={tMain(`category_${category}`)}
    />
  );
}

/**
 * The home sections (spec §2): recent (logged in), hot (12, all when expanded), favourites (logged
 * in), one per category with 'more', books cut to 5, and the winner board. Each loads its games as it
 * comes near the screen.
 */
export function HomeSections({
  categories,
  onMore,
}: {
  categories: readonly TGameCategory[];
  onMore: (choice: TGameType | 'RECENT') => void;
}) {
  const { t } = useTranslation('lobby');
  const { t: tMain } = useTranslation();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const account = useAccountKey();
  return (
    <>
      {isLoggedIn && account && (
        <Suspense fallback={<SkeletonRow />}>
          <RecentGames account={account} onMore={() => onMore('RECENT')} />
        </Suspense>
      )}
      <HotGames />
      {isLoggedIn && account && (
        <Suspense fallback={<SkeletonRow />}>
          <FavoriteGames account={account} onMore={() => onMore('FAV')} />
        </Suspense>
      )}
      {categories.map((category, index) => (
        <LobbySection
          key={category}
          isFirstScreen={index < FIRST_SCREEN_ROWS}
          testId={`section-${category}`}
          title={tMain(`category_${category}`)}
          actions={<MoreButton onClick={() => onMore(category)} />}
        >
          {isBookCategory(category) ? (
            <Suspense fallback={<SkeletonRow count={HOME_VENDOR_LIST_SIZE} />}>
              <BookLobby category={category} limit={HOME_VENDOR_LIST_SIZE} />
            </Suspense>
          ) : (
            <CategoryGames category={category} />
          )}
        </LobbySection>
      ))}
      <LobbySection
        testId="winner-board"
        title={
          <>
            <TrophyIcon className="section-head__icon" /> {t('winner_board')}
          </>
        }
        placeholder={<div className="winner-list winner-list--placeholder" aria-hidden="true" />}
      >
        <Suspense fallback={<div className="winner-list winner-list--placeholder" aria-hidden="true" />}>
          <Winners />
        </Suspense>
      </LobbySection>
    </>
  );
}
