import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useSystemStatus } from '@/api/get-app-start';
import { useSession } from '@/api/session';
import { Button } from '@/components/ui/button';
import { LogoMark } from '@/components/ui/icons';
import { useLogout } from '@/features/auth/use-logout';
import { LanguageSelect } from './frame/language-select';
import { ThemeToggle } from './frame/theme-toggle';

/** `+05:30` → minutes. */
function offsetMinutes(gmtOffset: string): number {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(gmtOffset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The merchant's time, refreshed every second (spec §2 agent centre), with its GMT offset. */
function MerchantClock({ gmtOffset }: { gmtOffset: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const local = new Date(now + offsetMinutes(gmtOffset) * 60_000);
  const text = local.toISOString().slice(0, 19).replace('T', ' ');
  return (
    <span className="agent-layout__clock" data-testid="agent-clock">
      <span className="agent-layout__gmt">GMT{gmtOffset}</span> <time>{text}</time>
    </span>
  );
}

/** The agent pages' own layout (spec §2): no header, side menu or footer. */
export function AgentLayout() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const nickname = useSession((s) => s.nickname);
  const logout = useLogout();
  return (
    <div className="agent-layout">
      <div className="agent-layout__bar">
        <Link to="/agent" className="header__brand">
          <LogoMark className="header__logo" />
          <span className="header__name">{status.info.merchantName}</span>
        </Link>
        <div className="agent-layout__tools">
          <MerchantClock gmtOffset={status.info.gmtOffset} />
          {isLoggedIn && nickname && (
            <span className="agent-layout__nickname" data-testid="agent-nickname">
              {nickname}
            </span>
          )}
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
