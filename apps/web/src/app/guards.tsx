import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../api/session';

/** Spec §4: with no session token, routes that need login go to /login. */
export function RequireLogin() {
  const hasToken = useSession((s) => Boolean(s.token));
  const location = useLocation();
  if (!hasToken)
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** Spec §4: agent routes send non-agents (sessionStorage isAgent !== 'true') back to /agent. */
export function RequireAgent() {
  const isAgent = useSession((s) => s.isAgent);
  if (!isAgent) return <Navigate to="/agent" replace />;
  return <Outlet />;
}
