import { GAME_LIST_CENTER_ROUTES } from '@crupier/contract/routes';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';

/** Lazy section 'GameListCenter' (/live, /fish, /rng, /pvp); /rng takes ?vassalage=<vendor>. */
export function GameListCenter() {
  const { t } = useTranslation();
  const path = useLocation().pathname.toLowerCase().replace(/\/+$/, '');
  const [params] = useSearchParams();
  const gameType = GAME_LIST_CENTER_ROUTES[path] ?? 'RNG';
  const vassalage = gameType === 'RNG' ? params.get('vassalage') : null;
  return (
    <Page title={t(`category_${gameType}`)} className="game-list-center">
      {vassalage && (
        <p className="chip" data-testid="vassalage-filter">
          {t('vendor_filter', { vendor: vassalage })}
        </p>
      )}
      <EmptyState>{t('no_games_yet')}</EmptyState>
    </Page>
  );
}
