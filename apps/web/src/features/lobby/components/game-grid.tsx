import type { TGame } from '@/features/lobby/api/types';
import { useLobbyActions } from '@/features/lobby/use-lobby-actions';
import { GameCard, GameCardSkeleton } from './game-card';

type TGameGridProps = {
  games: readonly TGame[];
  /** Skeleton cards to show after the games (while a page loads). */
  pending?: number;
  /** A row that scrolls sideways on phones (home sections), or a grid (lists). */
  layout?: 'grid' | 'row';
  label?: string;
};

/** Game cards with one set of lobby actions (play, trial, favourite) for all of them. */
export function GameGrid({ games, pending = 0, layout = 'grid', label }: TGameGridProps) {
  const actions = useLobbyActions();
  return (
    <ul className={`game-grid game-grid--${layout}`} aria-label={label} aria-busy={pending > 0 || undefined}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard game={game} isFavorite={actions.favoriteIds.has(game.nodeId)} actions={actions} />
        </li>
      ))}
      {Array.from({ length: pending }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
        <li key={`skeleton-${i}`}>
          <GameCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
