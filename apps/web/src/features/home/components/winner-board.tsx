import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';

export function WinnerBoard() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="winner-board" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 id={headingId}>{t('winner_board')}</h2>
      </div>
      <EmptyState>{t('no_winners_yet')}</EmptyState>
    </section>
  );
}
