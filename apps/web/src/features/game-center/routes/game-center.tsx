import { GAME_CENTER_ROUTES } from '@crupier/contract/routes';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';

/** Lazy section 'GameCenter' (/sports, /esports, /lott, /elott), one game type per path. */
export function GameCenter() {
  const { t } = useTranslation();
  const path = useLocation().pathname.toLowerCase().replace(/\/+$/, '');
  const gameType = GAME_CENTER_ROUTES[path] ?? 'SPORTS';
  return (
    <Page title={t(`category_${gameType}`)} className={`game-center game-center--${gameType.toLowerCase()}`}>
      <EmptyState>{t('vendors_empty')}</EmptyState>
    </Page>
  );
}
