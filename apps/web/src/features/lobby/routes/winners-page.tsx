import { useTranslation } from 'react-i18next';
import { Winners } from '@/features/lobby/components/winner-board';
import '@/styles/site.css';

/** The winners list (spec §2 "also implied"): the winner board on a page of its own. */
export function WinnersPage() {
  const { t } = useTranslation('site');
  return (
    <main className="site-page" aria-labelledby="winners-title">
      <h1 id="winners-title">{t('winners_title')}</h1>
      <p className="site-lead">{t('winners_intro')}</p>
      <Winners />
    </main>
  );
}
