import { type ReactNode, useDeferredValue, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGame } from '@/features/lobby/api/types';
import { useNearViewport } from '@/features/lobby/viewport';
import { useMediaQuery } from '@/lib/media-query';
import { GameCardSkeleton } from './game-card';
import { GameGrid } from './game-grid';

/**
 * A home section: its heading and actions at once, its content (and the calls behind it) only once it
 * comes near the screen; until then a placeholder of the same height. One stand-in card gives a row its
 * height: far below the fold, six would only be more elements for a phone to style and lay out.
 */
export function LobbySection({
  title,
  actions,
  placeholder = <SkeletonRow count={1} />,
  children,
  testId,
  isFirstScreen = false,
}: {
  /** Near the top of the page on any screen: its content renders at once, and on the server (ADR 030). */
  isFirstScreen?: boolean;
  title: ReactNode;
  actions?: ReactNode;
  placeholder?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const isNear = useNearViewport(ref, isFirstScreen);
  return (
    <section ref={ref} className="game-section" aria-labelledby={headingId} data-testid={testId}>
      <div className="section-head">
        <h2 id={headingId}>{title}</h2>
        {actions && <div className="section-head__actions">{actions}</div>}
      </div>
      {isNear ? children : <div className="section-placeholder">{placeholder}</div>}
    </section>
  );
}

/** lobby.css turns a row into a sideways strip below this width, about 2.6 cards on screen. */
const STRIP_ROW = '(max-width: 640px)';

/**
 * A row of skeleton cards: six, or three on a phone's strip, where the others would be off screen and
 * only more elements to create now and remove when the games arrive.
 */
export function SkeletonRow({ count }: { count?: number }) {
  const isStrip = useMediaQuery(STRIP_ROW, false, true);
  const shown = count ?? (isStrip ? 3 : 6);
  return (
    <ul className="game-grid game-grid--row" aria-hidden="true">
      {Array.from({ length: shown }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
        <li key={i}>
          <GameCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/**
 * A section's games: skeletons while loading, a short message when empty or failed. The cards render in
 * a deferred pass: games arrive through the query cache's store, whose updates React renders in one
 * blocking pass, while a deferred pass is rendered in slices that leave a phone's main thread free.
 */
export function SectionGames({
  games,
  isPending,
  isError,
  empty,
  label,
}: {
  games: readonly TGame[] | undefined;
  isPending: boolean;
  isError: boolean;
  empty: string;
  label: string;
}) {
  const { t } = useTranslation('lobby');
  const shown = useDeferredValue(games);
  if (isError) return <p className="empty-state">{t('load_error')}</p>;
  // Until the deferred pass has the games, the row keeps its skeletons (not a passing 'no games').
  const isCatchingUp = shown !== games && (!shown || shown.length === 0);
  if (isPending || isCatchingUp) return <SkeletonRow />;
  if (!shown || shown.length === 0) return <p className="empty-state">{empty}</p>;
  return <GameGrid games={shown} layout="row" label={label} />;
}

export function MoreButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('lobby');
  return (
    <button type="button" className="link-btn" onClick={onClick}>
      {t('more')}
    </button>
  );
}
