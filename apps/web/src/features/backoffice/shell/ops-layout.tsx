import type { TStaffSession } from '@crupier/contract/backoffice';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { Button } from '@/components/ui/button';
import { opsFetch } from '@/features/backoffice/api/ops-client';
import { clearStaffToken } from '@/features/backoffice/api/staff-session';
import { OPS_KEY, useStaffMe } from '@/features/backoffice/api/use-ops';
import { opsErrorText } from '@/features/backoffice/components/error-text';
import { useOpsMerchant } from '@/features/backoffice/components/merchant';
import { OPS_PAGES } from '@/features/backoffice/pages';
import { visiblePages } from './visible-pages';

/** Ends this staff session on the server (best effort), then forgets the token. */
async function signOut(): Promise<void> {
  try {
    const sessions = await opsFetch<TStaffSession[]>('/ops/session/sessions');
    const current = sessions.find((session) => session.current);
    if (current)
      await opsFetch(`/ops/session/sessions/${encodeURIComponent(current.id)}`, { method: 'DELETE' });
  } finally {
    clearStaffToken();
  }
}

/** Header (merchant, staff member, sign-out), side menu of the pages the roles allow, and the page. */
export function OpsLayout() {
  const { t } = useTranslation('backoffice');
  const { merchantName } = useOpsMerchant();
  const client = useQueryClient();
  const me = useStaffMe();
  const [menuOpen, setMenuOpen] = useState(false);

  if (me.isPending) return <p className="bo-loading">{t('loading')}</p>;
  if (me.isError) {
    return (
      <p className="bo-error bo-loading" role="alert">
        {opsErrorText(me.error, t)}
      </p>
    );
  }
  const pages = visiblePages(OPS_PAGES, me.data.roles);

  return (
    <div className={`bo-layout${menuOpen ? ' bo-layout--menu' : ''}`}>
      <header className="bo-header">
        <button
          type="button"
          className="bo-header__menu"
          aria-expanded={menuOpen}
          aria-controls="bo-nav"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {t('menu')}
        </button>
        <span className="bo-header__brand">
          {merchantName} · {t('title')}
        </span>
        <span className="bo-header__who" title={t('roles', { roles: me.data.roles.join(', ') })}>
          {t('signed_in_as', { username: me.data.username })}
        </span>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            void signOut().then(() => client.removeQueries({ queryKey: [OPS_KEY] }));
          }}
        >
          {t('sign_out')}
        </Button>
      </header>
      <nav id="bo-nav" className="bo-nav" aria-label={t('nav_label')}>
        <ul>
          {pages.map((page) => (
            <li key={page.path}>
              {/* Choosing a page closes the phone menu. */}
              <NavLink to={`/backoffice/${page.path}`} onClick={() => setMenuOpen(false)}>
                {t(page.titleKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="bo-main">
        <Suspense fallback={<p className="bo-loading">{t('loading')}</p>}>
          <Routes>
            <Route
              index
              element={
                pages[0] ? <Navigate to={`/backoffice/${pages[0].path}`} replace /> : <p>{t('no_pages')}</p>
              }
            />
            {pages.map((page) => (
              <Route key={page.path} path={`${page.path}/*`} element={<page.component />} />
            ))}
            <Route path="*" element={<p>{t('not_found')}</p>} />
          </Routes>
        </Suspense>
      </main>
    </div>
  );
}
