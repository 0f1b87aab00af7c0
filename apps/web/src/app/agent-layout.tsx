import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useSession } from '../api/session';
import { Button } from '../components/ui/button';
import { LogoMark } from '../components/ui/icons';
import { useLogout } from '../features/auth/use-logout';
import { useSystemStatus } from '../features/system/api/get-app-start';
import { LanguageSelect } from './frame/language-select';
import { ThemeToggle } from './frame/theme-toggle';

/** The agent pages' own layout (spec §2): no header, side menu or footer. */
export function AgentLayout() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const logout = useLogout();
  return (
    <div className="agent-layout">
      <div className="agent-layout__bar">
        <Link to="/agent" className="header__brand">
          <LogoMark className="header__logo" />
          <span className="header__name">{status.info.merchantName}</span>
        </Link>
        <div className="agent-layout__tools">
          <LanguageSelect />
          <ThemeToggle />
          {isLoggedIn && (
            <Button variant="secondary" size="sm" onClick={logout}>
              {t('logout')}
            </Button>
          )}
        </div>
      </div>
      <main id="main" className="agent-layout__main" data-testid="main">
        <Outlet />
      </main>
    </div>
  );
}
