import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSystemStatus } from '@/api/get-app-start';
import { groupResources } from '@/api/resources';
import { useSession } from '@/api/session';
import { SupportButton } from '@/components/support-button';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { useScrollLock } from '@/components/ui/scroll-lock';
import { useLogout } from '@/features/auth/use-logout';
import { useNearViewport } from '@/features/lobby/viewport';
import { pageOrigin } from '@/lib/page-origin';
import { usePageSettled } from '@/lib/page-settled';
import { LanguageSelect } from './language-select';
import { SocialLinks } from './social-links';

const QrCode = lazy(() => import('@/components/ui/qr/qr-code').then((m) => ({ default: m.QrCode })));
// Member centre: the unread-message badge of the menu's messages entry (spec §2).
const MenuUnreadBadge = lazy(() =>
  import('@/features/member/centre/unread-badge').then((m) => ({ default: m.UnreadBadge })),
);

function AppDownload({ label, url }: { label: string; url: string }) {
  // The QR encoder is no part of the first load: the codes are drawn once the page has settled and
  // the menu is on screen (a phone's closed drawer draws nothing).
  const ref = useRef<HTMLAnchorElement>(null);
  const isSettled = usePageSettled();
  const isShown = useNearViewport(ref);
  // A phone's camera needs the whole address; the merchant may configure a path of this site.
  const origin = pageOrigin();
  const absolute = new URL(url, origin).href;
  const isOwnPage = absolute.startsWith(`${origin}/`);
  return (
    <a
      ref={ref}
      className="app-download"
      href={absolute}
      {...(isOwnPage ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {isSettled && isShown ? (
        <Suspense fallback={<span className="qr-placeholder" />}>
          <QrCode value={absolute} size={88} />
        </Suspense>
      ) : (
        <span className="qr-placeholder" />
      )}
      <span>{label}</span>
    </a>
  );
}

/**
 * Side menu (spec §2). On wide screens a column beside the page; on narrow ones a drawer opened
 * from the header, which locks page scrolling while open.
 */
export function SideMenu({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const logout = useLogout();
  const { ios, android, social } = useMemo(
    () => groupResources(status.info.resources),
    [status.info.resources],
  );
  useScrollLock(isOpen);

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, onClose]);

  const links = [
    { to: '/member?page=depositv2', label: t('deposit') },
    { to: '/member?page=withdraw', label: t('withdrawal') },
    { to: '/promotions', label: t('promotions') },
    ...(status.info.whitelabel.REFERRAL3
      ? [{ to: '/member?page=referral', label: t('invite_friends') }]
      : []),
    { to: '/member?page=rewardCenter', label: t('reward_center') },
    ...(isLoggedIn ? [{ to: '/member?page=messageV2', label: t('member_messageV2'), badge: true }] : []),
    // Loyalty (issue 15): the points mall and the VIP page, for signed-in members.
    ...(isLoggedIn
      ? [
          { to: '/pointMall', label: t('point_mall') },
          { to: '/member?page=vip', label: t('member_vip') },
        ]
      : []),
  ];

  return (
    <>
      {isOpen && (
        <button type="button" className="drawer-cover" aria-label={t('close_menu')} onClick={onClose} />
      )}
      <aside
        id="side-menu"
        className="side-menu"
        data-open={isOpen}
        data-testid="side-menu"
        aria-label={t('menu')}
      >
        <div className="side-menu__head">
          <span>{t('menu')}</span>
          <button type="button" className="icon-btn" aria-label={t('close_menu')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('main_navigation')}>
          <ul className="side-menu__links">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={onClose}>
                  {link.label}
                  {'badge' in link && (
                    <Suspense fallback={null}>
                      <MenuUnreadBadge testId="menu-unread" />
                    </Suspense>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {(ios || android) && (
          <section className="side-menu__section">
            <h2>{t('app_download')}</h2>
            <div className="app-downloads">
              {ios && <AppDownload label={t('download_ios')} url={ios.url} />}
              {android && <AppDownload label={t('download_android')} url={android.url} />}
            </div>
            <p className="hint">{t('scan_to_download')}</p>
          </section>
        )}
        {social.length > 0 && (
          <section className="side-menu__section">
            <h2>{t('follow_us')}</h2>
            <SocialLinks links={social} />
          </section>
        )}
        <div className="side-menu__section side-menu__actions">
          <SupportButton entries={status.info.customerService} variant="secondary" />
          {isLoggedIn && (
            <Button variant="ghost" onClick={logout}>
              {t('logout')}
            </Button>
          )}
          <LanguageSelect />
        </div>
      </aside>
    </>
  );
}
