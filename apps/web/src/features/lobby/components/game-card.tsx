import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGame } from '@/features/lobby/api/types';
import { gameArtUrl } from '@/features/lobby/hosts';
import { useLobbySettings } from '@/features/lobby/lobby-settings';
import type { TLobbyActions } from '@/features/lobby/use-lobby-actions';
import { currentLanguage } from '@/i18n/i18n';
import { LazyImage } from './lazy-image';
import { HeartIcon, PlayIcon } from './lobby-icons';

/** Up to two letters of a name, for a picture that could not load. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return (words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : name.slice(0, 2)).toUpperCase();
}

type TGameCardProps = {
  game: TGame;
  isFavorite: boolean;
  actions: Pick<TLobbyActions, 'play' | 'tryFree' | 'toggleFavorite' | 'launching'>;
};

/**
 * A game (spec §2): artwork loaded lazily, immediate play, a free trial where supportPlay is 0, and
 * the favourite toggle.
 */
export const GameCard = memo(function GameCard({ game, isFavorite, actions }: TGameCardProps) {
  const { t } = useTranslation('lobby');
  const { imageHost } = useLobbySettings();
  const nameId = useId();
  const isLaunching = actions.launching === game.nodeId;
  return (
    <article
      className="game-card"
      data-testid="game-card"
      data-node-id={game.nodeId}
      data-vendor={game.vassalage}
      aria-labelledby={nameId}
    >
      <div className="game-card__art">
        <button
          type="button"
          className="game-card__cover"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => actions.play(game)}
        >
          {game.showIcon ? (
            <LazyImage
              src={gameArtUrl(imageHost, game.iconUrl, currentLanguage())}
              alt=""
              shape="square"
              fallback={initials(game.gameName)}
            />
          ) : (
            <span className="lazy-img lazy-img--square" data-state="failed">
              <span className="lazy-img__fallback">{initials(game.gameName)}</span>
            </span>
          )}
          <span className="game-card__play-hint">
            <PlayIcon />
          </span>
        </button>
        {game.isHot && <span className="game-card__badge">{t('hot')}</span>}
        <button
          type="button"
          className="game-card__fav"
          data-testid="favorite-toggle"
          aria-pressed={isFavorite}
          aria-label={t(isFavorite ? 'remove_favorite' : 'add_favorite', { name: game.gameName })}
          onClick={() => actions.toggleFavorite(game)}
        >
          <HeartIcon />
        </button>
      </div>
      <div className="game-card__info">
        <h3 id={nameId} className="game-card__name" title={game.gameName}>
          {game.gameName}
        </h3>
        <p className="game-card__vendor">{game.displayName}</p>
      </div>
      <div className="game-card__actions">
        {/* The trial first: 'Jugar' stays at the bottom of every card, with or without a trial. */}
        {game.supportPlay === 0 && (
          <button
            type="button"
            className="btn btn--sm btn--secondary"
            aria-describedby={nameId}
            disabled={isLaunching}
            onClick={() => actions.tryFree(game)}
          >
            {t('free_trial')}
          </button>
        )}
        <button
          type="button"
          className="btn btn--sm btn--primary"
          aria-describedby={nameId}
          disabled={isLaunching}
          onClick={() => actions.play(game)}
        >
          {isLaunching ? <span className="btn-spinner" aria-hidden="true" /> : <PlayIcon />}
          {t('play')}
        </button>
      </div>
    </article>
  );
});

/** A card-sized stand-in while games load. */
export function GameCardSkeleton() {
  return (
    <div className="game-card game-card--skeleton" aria-hidden="true">
      <span className="lazy-img lazy-img--square skeleton" />
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--line skeleton--short" />
      <span className="skeleton skeleton--button" />
    </div>
  );
}
