import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGame } from '@/features/lobby/api/types';
import { useNearViewport } from '@/features/lobby/viewport';
import { GameCardSkeleton } from './game-card';
import { GameGrid } from './game-grid';

/**
 * A home section: its heading and actions at once, its content (and the calls behind it) only once it
 * comes near the screen; until then a placeholder of about the same size.
 */
export function LobbySection({
  title,
  actions,
  placeholder,
  children,
  testId,
}: {
  title: ReactNode;
  actions?: ReactNode;
  placeholder: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const isNear = useNearViewport(ref);
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

export function SkeletonRow({ count = 6 }: { count?: number }) {
  return (
    <ul className="game-grid game-grid--row" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
        <li key={i}>
          <GameCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/** A section's games: skeletons while loading, a short message when empty or failed. */
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
  if (isPending) return <SkeletonRow />;
  if (isError) return <p className="empty-state">{t('load_error')}</p>;
  if (!games || games.length === 0) return <p className="empty-state">{empty}</p>;
  return <GameGrid games={games} layout="row" label={label} />;
}

export function MoreButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('lobby');
  return (
    <button type="button" className="link-btn" onClick={onClick}>
      {t('more')}
    </button>
  );
}
