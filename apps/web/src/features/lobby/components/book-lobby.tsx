import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lanesQueryOptions } from '@/features/lobby/api/lanes';
import type { TGameCategory } from '@/features/lobby/api/types';
import { laneOf } from '@/features/lobby/categories';
import { useLobbyActions } from '@/features/lobby/use-lobby-actions';
import { VendorCard } from './vendor-card';
import './lobby.css';

/** Sports, e-sports and cockfight: the books as vendor cards with a play button (spec §2). */
export function BookLobby({ category, limit }: { category: TGameCategory; limit?: number }) {
  const { t } = useTranslation('lobby');
  const { t: tMain } = useTranslation();
  const lanes = useQuery(lanesQueryOptions());
  const actions = useLobbyActions();
  const cards = laneOf(lanes.data, category)?.cards ?? [];
  const shown = limit === undefined ? cards : cards.slice(0, limit);
  if (lanes.isPending)
    return (
      <ul className="vendor-grid" aria-hidden="true">
        {Array.from({ length: limit ?? 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
          <li key={i} className="vendor-card vendor-card--skeleton skeleton" />
        ))}
      </ul>
    );
  if (shown.length === 0) return <p className="empty-state">{t('no_vendors')}</p>;
  return (
    <ul className="vendor-grid" aria-label={tMain(`category_${category}`)}>
      {shown.map((card) => (
        <li key={card.vassalage}>
          <VendorCard card={card} category={category} actions={actions} />
        </li>
      ))}
    </ul>
  );
}
