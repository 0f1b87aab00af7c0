import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TGameCategory, TLane } from '@/features/lobby/api/types';
import { pathOfGameType } from '@/features/lobby/categories';
import { useLobbyActions } from '@/features/lobby/use-lobby-actions';
import { VendorCard } from './vendor-card';
import './lobby.css';

/** More vendors than this get the large panel (spec §2). */
export const LARGE_MENU_FROM = 11;

/** A category's drop-down in the header: its vendors as small cards, and the way to the whole list. */
export function VendorMenuPanel({
  category,
  lane,
  onDone,
}: {
  category: TGameCategory;
  lane: TLane | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation('lobby');
  const { t: tMain } = useTranslation();
  const actions = useLobbyActions();
  const cards = lane?.cards ?? [];
  const isLarge = cards.length >= LARGE_MENU_FROM;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click anywhere in the panel (a choice) closes it.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the choices inside are buttons and links of their own.
    <div
      className={`vendor-menu ${isLarge ? 'vendor-menu--large' : 'vendor-menu--compact'}`}
      data-testid="vendor-menu"
      data-layout={isLarge ? 'large' : 'compact'}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('button, a')) onDone();
      }}
    >
      {cards.length === 0 ? (
        <p className="empty-state">{t('no_vendors')}</p>
      ) : (
        <ul className="vendor-menu__grid">
          {cards.map((card) => (
            <li key={card.vassalage}>
              <VendorCard card={card} category={category} actions={actions} compact />
            </li>
          ))}
        </ul>
      )}
      <Link className="vendor-menu__all" to={pathOfGameType(category)}>
        {t('see_all_category', { category: tMain(`category_${category}`) })}
      </Link>
    </div>
  );
}
