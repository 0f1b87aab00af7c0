import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../api/session';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';

/** Lazy section 'AccountGame' (/favorite, /recent): the member's own game lists. */
export function AccountGame() {
  const { t } = useTranslation();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const isRecent = useLocation().pathname.toLowerCase().startsWith('/recent');
  return (
    <Page title={t(isRecent ? 'recent' : 'favorite')}>
      {isLoggedIn ? (
        <EmptyState>{t('account_games_empty')}</EmptyState>
      ) : (
        <p className="empty-state">
          {t('login_to_see')} <Link to="/login">{t('login')}</Link>
        </p>
      )}
    </Page>
  );
}
