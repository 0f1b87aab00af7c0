import type { TGameType } from '@crupier/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '@/api/session';
import { lanesQueryOptions } from '@/features/lobby/api/lanes';
import { CATEGORY_ORDER, categoriesOf, isCategory } from '@/features/lobby/categories';
import { CategoryMenu } from '@/features/lobby/components/category-menu';
import { useGameType } from '@/features/lobby/game-type-store';
import { withLobbyTexts } from '@/features/lobby/with-texts';
import { usePageSettled } from '@/lib/page-settled';

// Everything below the menu loads on demand: the first page needs only the frame and this shell.
const HomeSections = lazy(() =>
  withLobbyTexts(import('@/features/lobby/components/home-sections')).then((m) => ({
    default: m.HomeSections,
  })),
);
const NoticeMarquee = lazy(() =>
  withLobbyTexts(import('@/features/lobby/components/notice-marquee')).then((m) => ({
    default: m.NoticeMarquee,
  })),
);
const CategoryLobby = lazy(() =>
  withLobbyTexts(import('@/features/lobby/components/category-lobby')).then((m) => ({
    default: m.CategoryLobby,
  })),
);
// The popup (and its dialog) loads once the page has settled: it is no part of the first load.
const AnnouncementPopup = lazy(() =>
  withLobbyTexts(import('@/features/lobby/components/announcement-popup')).then((m) => ({
    default: m.AnnouncementPopup,
  })),
);
const AccountGames = lazy(() =>
  withLobbyTexts(import('@/features/lobby/components/category-lobby')).then((m) => ({
    default: m.AccountGames,
  })),
);

/** The home page's game type: `?gameType=` (a category or FAV), else HOME (spec §4 default). */
export function homeGameType(value: string | null): TGameType {
  const type = value?.toUpperCase() ?? '';
  return type === 'FAV' || isCategory(type) ? (type as TGameType) : 'HOME';
}

function PopupWhenSettled() {
  const isSettled = usePageSettled();
  if (!isSettled) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementPopup />
    </Suspense>
  );
}

function SectionsPlaceholder() {
  return (
    <div className="home-placeholder" aria-hidden="true">
      <span className="skeleton skeleton--heading" />
      <span className="skeleton home-placeholder__row" />
    </div>
  );
}

/**
 * Home lobby (spec §2): notice marquee, the top menu, then the home sections, or the chosen category's
 * lobby, or the favourites; the announcement popup once the page has settled.
 */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const hasToken = useSession((s) => Boolean(s.token));
  const setGameType = useGameType((s) => s.setGameType);
  const lanes = useQuery(lanesQueryOptions());
  const gameType = homeGameType(params.get('gameType'));
  const categories = lanes.data ? categoriesOf(lanes.data) : CATEGORY_ORDER;
  const isDialogRoute = /^\/(login|register)$/i.test(pathname);

  useEffect(() => setGameType(gameType), [setGameType, gameType]);

  const choose = (choice: TGameType | 'RECENT') => {
    // Spec §4: a guest choosing FAV (or Recent) gets the login popup and the lobby stays on HOME.
    if ((choice === 'FAV' || choice === 'RECENT') && !hasToken) {
      setGameType('HOME');
      navigate('/login', { state: { from: choice === 'FAV' ? '/?gameType=FAV' : '/recent' } });
      return;
    }
    if (choice === 'RECENT') {
      navigate('/recent');
      return;
    }
    setGameType(choice);
    // The category's own filters do not carry over to another category.
    setParams(choice === 'HOME' ? {} : { gameType: choice }, { preventScrollReset: true });
    window.scrollTo(0, 0);
  };

  return (
    <div className="page home">
      <h1 className="page-title">{t('home_title')}</h1>
      <Suspense fallback={<div className="notice-bar notice-bar--placeholder" aria-hidden="true" />}>
        <NoticeMarquee />
      </Suspense>
      <CategoryMenu types={['HOME', 'FAV', ...categories]} value={gameType} onChange={choose} />
      {gameType !== 'HOME' && <h2 className="home__category-title">{t(`category_${gameType}`)}</h2>}
      <Suspense fallback={<SectionsPlaceholder />}>
        {gameType === 'HOME' ? (
          <HomeSections categories={categories} onMore={choose} />
        ) : gameType === 'FAV' ? (
          <AccountGames kind="FAV" />
        ) : (
          <CategoryLobby key={gameType} category={gameType as (typeof CATEGORY_ORDER)[number]} />
        )}
      </Suspense>
      {!isDialogRoute && <PopupWhenSettled />}
    </div>
  );
}
