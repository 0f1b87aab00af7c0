import { Link, Outlet } from 'react-router';
import { LogoMark } from '../components/ui/icons';
import { useSystemStatus } from '../features/system/api/get-app-start';
import { LanguageSelect } from './frame/language-select';
import { ThemeToggle } from './frame/theme-toggle';

/** The agent pages' own layout (spec §2): no header, side menu or footer. */
export function AgentLayout() {
  const status = useSystemStatus();
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
        </div>
      </div>
      <main id="main" className="agent-layout__main" data-testid="main">
        <Outlet />
      </main>
    </div>
  );
}
