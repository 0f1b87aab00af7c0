import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../api/session';
import { Button } from '../../components/ui/button';
import { useDialog } from '../../components/ui/dialog-store';
import { BellIcon, LogoMark, MenuIcon } from '../../components/ui/icons';
import { ThemeToggle } from './theme-toggle';

type THeaderProps = {
  merchantName: string;
  /** Opens the side menu drawer on narrow screens; absent on pages without a side menu. */
  onOpenMenu?: () => void;
  isMenuOpen: boolean;
};

export function Header({ merchantName, onOpenMenu, isMenuOpen }: THeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open } = useDialog();
  const isLoggedIn = useSession((s) => Boolean(s.token));

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
      <Link to="/" className="header__brand">
        <LogoMark className="header__logo" />
        <span className="header__name">{merchantName}</span>
      </Link>
      <div className="header__actions">
        <button
          type="button"
          className="icon-btn"
          aria-label={t('notices')}
          onClick={() => open({ icon: 'info', title: t('notices'), text: t('no_notices') })}
        >
          <BellIcon />
        </button>
        <ThemeToggle />
        {isLoggedIn ? (
          <Button size="sm" variant="secondary" onClick={() => navigate('/member')}>
            {t('member_center')}
          </Button>
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
