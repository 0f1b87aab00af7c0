import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';

/** A lobby section: heading, optional 'more' action, and its games (none are served yet). */
export function GameSection({ title, onMore }: { title: string; onMore?: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="game-section" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 id={headingId}>{title}</h2>
        {onMore && (
          <button type="button" className="link-btn" onClick={onMore} aria-describedby={headingId}>
            {t('more')}
          </button>
        )}
      </div>
      <EmptyState>{t('no_games_yet')}</EmptyState>
    </section>
  );
}
