import type { TGameType } from '@crupier/contract/constants';
import { useTranslation } from 'react-i18next';

/** Home top menu (spec §2): Home, Favorite, then one entry per game category. */
export const TOP_MENU = [
  'HOME',
  'FAV',
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
] as const satisfies readonly TGameType[];

export function CategoryMenu({ value, onChange }: { value: TGameType; onChange: (type: TGameType) => void }) {
  const { t } = useTranslation();
  return (
    <nav className="category-menu" aria-label={t('game_categories')}>
      <ul>
        {TOP_MENU.map((type) => (
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
