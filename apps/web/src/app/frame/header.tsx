import type { TCustomerService } from '@crupier/contract/system';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '@/api/session';
import { withAuthTexts } from '@/app/sections';
import { Button } from '@/components/ui/button';
import { LogoMark, MenuIcon } from '@/components/ui/icons';
import { NoticeBell } from '@/features/lobby/components/notice-bell';
import { useCustomerService } from '@/lib/use-customer-service';
import { ThemeToggle } from './theme-toggle';

// Balance, cash buttons and the avatar menu load once somebody is logged in.
// Member centre: the messages entry with the unread badge (CSP_unreadCount), for signed-in pages only.
const HeaderMessages = lazy(() => import('@/features/member/centre/unread-badge'));
const HeaderAccount = lazy(() =>
  withAuthTexts(import('@/features/auth/components/header-account')).then((m) => ({
    default: m.HeaderAccount,
  })),
);

function AccountPlaceholder() {
  const { t } = useTranslation();
  return <span className="header-account-placeholder skeleton" role="status" aria-label={t('loading')} />;
}

type THeaderProps = {
  merchantName: string;
  customerService: readonly TCustomerService[];
  /** Opens the side menu drawer on narrow screens; absent on pages without a side menu. */
  onOpenMenu?: () => void;
  isMenuOpen: boolean;
};

export function Header({ merchantName, customerService, onOpenMenu, isMenuOpen }: THeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasToken = useSession((s) => Boolean(s.token));
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const support = useCustomerService(customerService);

  return (
    <header className="header" data-testid="header">
      {onOpenMenu && (
        <button
          type="button"
          className="icon-btn header__menu-btn"
          aria-label={t('open_menu')}
          aria-controls="side-menu"
          aria-expanded={isMenuOpen}
          onClick={onOpenMenu}
        >
          <MenuIcon />
        </button>
      )}
      <Link to="/" className="header__brand" aria-label={merchantName}>
        <LogoMark className="header__logo" />
        <span className="header__name">{merchantName}</span>
      </Link>
      <div className="header__actions">
        <NoticeBell />
        <ThemeToggle />
        {isLoggedIn && (
          <Suspense fallback={null}>
            <HeaderMessages />
          </Suspense>
        )}
        {isLoggedIn ? (
          <Suspense fallback={<AccountPlaceholder />}>
            <HeaderAccount onCustomerService={support.isAvailable ? support.open : undefined} />
          </Suspense>
        ) : hasToken ? (
          <AccountPlaceholder />
        ) : (
          <>
            <Button size="sm" variant="secondary" onClick={() => navigate('/login')}>
              {t('login')}
            </Button>
            <Button size="sm" onClick={() => navigate('/register')}>
              {t('register')}
            </Button>
          </>
        )}
      </div>
    </header>
  );
}
