import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TGameCategory, TVendorCard } from '@/features/lobby/api/types';
import { pathOfGameType, vendorAction } from '@/features/lobby/categories';
import { assetUrl } from '@/features/lobby/hosts';
import { useLobbySettings } from '@/features/lobby/lobby-settings';
import { useLobbyOverlays } from '@/features/lobby/overlay-store';
import type { TLobbyActions } from '@/features/lobby/use-lobby-actions';
import { initials } from './game-card';
import { LazyImage } from './lazy-image';
import { PlayIcon } from './lobby-icons';

/**
 * A vendor (spec §2): its logo and name. Slots vendors open their games in the slots lobby and have
 * no play button; VASSALAGE vendors' play opens the list of their games; books launch their game.
 */
export function VendorCard({
  card,
  category,
  actions,
  compact = false,
}: {
  card: TVendorCard;
  category: TGameCategory;
  actions: Pick<TLobbyActions, 'playVendor'>;
  compact?: boolean;
}) {
  const { t } = useTranslation('lobby');
  const { imageHost } = useLobbySettings();
  const navigate = useNavigate();
  const openVendor = useLobbyOverlays((s) => s.openVendor);
  const nameId = useId();
  const action = vendorAction(card, category);
  const isDown = card.status !== 'active';
  const play = () => {
    if (action === 'popup') openVendor(card, category);
    else if (action === 'launch') actions.playVendor(card.vassalage, category);
  };
  const open = () => (action === 'filter' ? navigate(pathOfGameType(category, card.vassalage)) : play());

  return (
    <article
      className={`vendor-card${compact ? ' vendor-card--compact' : ''}`}
      data-testid="vendor-card"
      data-vendor={card.vassalage}
      aria-labelledby={nameId}
    >
      <button type="button" className="vendor-card__cover" tabIndex={-1} aria-hidden="true" onClick={open}>
        <LazyImage
          src={assetUrl(imageHost, card.lagerIcon)}
          alt=""
          shape="logo"
          fallback={initials(card.displayName)}
        />
      </button>
      <div className="vendor-card__info">
        <h3 id={nameId} className="vendor-card__name">
          {action === 'filter' ? (
            <button type="button" className="link-btn" onClick={open}>
              {card.displayName}
            </button>
          ) : (
            card.displayName
          )}
        </h3>
        {isDown && <span className="vendor-card__status">{t('maintenance')}</span>}
      </div>
      {action !== 'filter' && (
        <button
          type="button"
          className="btn btn--sm btn--primary vendor-card__play"
          aria-describedby={nameId}
          disabled={isDown}
          onClick={play}
        >
          <PlayIcon />
          {t('play')}
        </button>
      )}
    </article>
  );
}
