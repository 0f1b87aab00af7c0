import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '@/api/client';
import type { TSbSession } from './api';
import { Book } from './book';
import { openOnce, readStored, STORE_KEY } from './launch';
import { useSbText } from './text';
import './sportsbook.css';

/**
 * The house sportsbook client (opened at /seamless?launch=…&client=sportsbook): sports and leagues, live
 * and upcoming lists, an event's markets, the bet slip (single, combo, system), my bets with cash-out,
 * and live odds, scores and clocks over `/sb/events/stream`.
 */
export function SportsbookApp() {
  const { t, ready } = useSbText();
  const location = useLocation();
  const navigate = useNavigate();
  const launch = new URLSearchParams(location.search).get('launch');
  const [session, setSession] = useState<TSbSession | null>(() => (launch ? null : readStored()));
  const [failed, setFailed] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the token alone decides
  useEffect(() => {
    if (!launch) return;
    let live = true;
    openOnce(launch).then(
      (s) => {
        if (!live) return;
        sessionStorage.setItem(STORE_KEY, JSON.stringify(s));
        setSession(s);
        const params = new URLSearchParams(location.search);
        params.delete('launch');
        navigate(`${location.pathname}?${params.toString()}`, { replace: true });
      },
      (error: unknown) => live && setFailed(error instanceof ApiError ? error.code : 'failed'),
    );
    return () => {
      live = false;
    };
  }, [launch]);

  // The texts arrive with the client's namespace (a moment on a first open).
  if (!ready) return <div className="sb" aria-busy="true" />;
  if (session)
    return <Book session={session} onEnded={() => setFailed('session_expired')} ended={failed !== null} />;
  if (failed || (!launch && !session))
    return (
      <div className="sb sb--ended" data-testid="sb-ended">
        <p>{t('session_ended')}</p>
        <Link className="btn btn--primary" to="/">
          {t('back_to_lobby')}
        </Link>
      </div>
    );
  return (
    <div className="sb" role="status">
      {t('loading')}
    </div>
  );
}
