import type { TGameType } from '@crupier/contract/constants';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Home top menu (spec §2): Home, Favorite, then one entry per game category. */
export function CategoryMenu({
  types,
  value,
  onChange,
}: {
  types: readonly TGameType[];
  value: TGameType;
  onChange: (type: TGameType) => void;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const hasScrolled = useRef(false);
  // The chosen entry scrolls into the row's view (a category chosen elsewhere may sit off to the side).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the entry to show is found in the DOM by `value`.
  useEffect(() => {
    const row = list.current;
    const chosen = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !chosen) return;
    // A row that has never scrolled shows its first entry: no need to measure it (a forced layout).
    if (chosen.parentElement === row.firstElementChild && !hasScrolled.current) return;
    const left = chosen.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + chosen.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = Math.max(0, left - 16);
  }, [value]);
  return (
    <nav className="category-menu" aria-label={t('game_categories')} data-testid="top-menu">
      <ul
        ref={list}
        onScroll={() => {
          hasScrolled.current = true;
        }}
      >
        {types.map((type) => (
          <li key={type}>
            <button
              type="button"
              className="category-menu__item"
              aria-pressed={value === type}
              data-game-type={type}
              onClick={() => onChange(type)}
            >
              {t(`category_${type}`)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
