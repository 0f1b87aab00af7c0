import { isTrial } from '@crupier/contract/account-types';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/api/session';
import { useDialog } from '@/components/ui/dialog-store';

/**
 * Spec §4: with no session token, routes that need login go to /login; a new tab first waits for the
 * other tabs of the browser to hand over their session (a moment, see shareSessionWithTabs).
 */
export function RequireLogin() {
  const { t } = useTranslation();
  const hasToken = useSession((s) => Boolean(s.token));
  const isJoining = useSession((s) => s.isJoining);
  const location = useLocation();
  if (!hasToken && isJoining)
    return <div className="skeleton skeleton--block" role="status" aria-label={t('loading')} />;
  if (!hasToken)
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** Spec §5 and §8: a trial account gets 'in_need_true_account' (confirm 'in_increase_submit') and goes home. */
function TrialRefusal() {
  const { t } = useTranslation();
  const { open } = useDialog();
  const isShown = useRef(false);
  useEffect(() => {
    if (isShown.current) return;
    isShown.current = true;
    open({ icon: 'info', title: t('in_popup_prompt'), text: t('in_need_true_account') });
  }, [open, t]);
  return <Navigate to="/" replace />;
}

/**
 * Spec §2: the member centre is shown only when a token exists and the account type is not trial (4).
 * The type is known once the member info has loaded; until then the page waits.
 */
export function RequireRealAccount() {
  const { t } = useTranslation();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const accountType = useSession((s) => s.accountType);
  if (!isLoggedIn)
    return <div className="skeleton skeleton--block" role="status" aria-label={t('loading')} />;
  if (accountType !== null && isTrial(accountType)) return <TrialRefusal />;
  return <Outlet />;
}

/** Spec §4: agent routes send non-agents (sessionStorage isAgent !== 'true') back to /agent. */
export function RequireAgent() {
  const isAgent = useSession((s) => s.isAgent);
  if (!isAgent) return <Navigate to="/agent" replace />;
  return <Outlet />;
}
