import { useQuery } from '@tanstack/react-query';
import { lazy, type MouseEvent, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '@/api/session';
import { lanesQueryOptions } from '@/features/lobby/api/lanes';
import type { TGameCategory } from '@/features/lobby/api/types';
import { CATEGORY_ORDER, categoriesOf, laneOf, pathOfGameType } from '@/features/lobby/categories';
import { useGameType } from '@/features/lobby/game-type-store';
import { withLobbyTexts } from '@/features/lobby/with-texts';

// The vendor panels (logos, cards, their texts) load with the first one opened.
const VendorMenuPanel = lazy(() =>
  withLobbyTexts(import('./vendor-menu-panel')).then((m) => ({ default: m.VendorMenuPanel })),
);

/** Time the pointer may pass over a category on its way elsewhere without opening its menu. */
const HOVER_DELAY_MS = 120;

/**
 * The header's category menus (spec §2): Home, Favorite, then each category with a drop-down of its
 * vendors (a large layout above 10). Guests who choose Favorite get the login popup.
 */
export function CategoryBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasToken = useSession((s) => Boolean(s.token));
  const lanes = useQuery(lanesQueryOptions());
  const categories: readonly TGameCategory[] = lanes.data ? categoriesOf(lanes.data) : CATEGORY_ORDER;
  const [open, setOpen] = useState<TGameCategory | null>(null);
  const { pathname } = useLocation();
  const gameType = useGameType((s) => s.gameType);
  // The lobby's current game type, on the pages that show one (home, categories, favourites).
  const isLobbyPage =
    /^\/(|index|index\.html|home|favorite|live|fish|rng|pvp|sports|esports|lott|elott)$/i.test(pathname);
  const current = isLobbyPage ? gameType : null;
  const timer = useRef<number | undefined>(undefined);
  const root = useRef<HTMLElement>(null);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(null);
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const hover = (category: TGameCategory | null) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(category), HOVER_DELAY_MS);
  };
  const onFavorite = (event: MouseEvent) => {
    if (hasToken) return;
    event.preventDefault();
    navigate('/login', { state: { from: '/favorite' } });
  };

  return (
    <nav ref={root} className="category-bar" aria-label={t('game_menu')} data-testid="category-bar">
      <ul className="category-bar__list" onMouseLeave={() => hover(null)}>
        <li>
          <Link to="/" className="category-bar__link" aria-current={current === 'HOME' ? 'page' : undefined}>
            {t('category_HOME')}
          </Link>
        </li>
        <li>
          <Link
            to="/favorite"
            className="category-bar__link"
            aria-current={current === 'FAV' ? 'page' : undefined}
            onClick={onFavorite}
          >
            {t('category_FAV')}
          </Link>
        </li>
        {categories.map((category) => {
          const isOpen = open === category;
          return (
            <li
              key={category}
              className="category-bar__item"
              onMouseEnter={() => hover(category)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
              }}
            >
              <Link
                to={pathOfGameType(category)}
                className="category-bar__link"
                aria-current={current === category ? 'page' : undefined}
                onClick={() => setOpen(null)}
              >
                {t(`category_${category}`)}
              </Link>
              <button
                type="button"
                className="category-bar__toggle"
                aria-expanded={isOpen}
                aria-label={t('vendors_of', { category: t(`category_${category}`) })}
                onClick={() => setOpen(isOpen ? null : category)}
              >
                <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
                  <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth={2} />
                </svg>
              </button>
              {isOpen && (
                <Suspense fallback={null}>
                  <VendorMenuPanel
                    category={category}
                    lane={laneOf(lanes.data, category)}
                    onDone={() => setOpen(null)}
                  />
                </Suspense>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
