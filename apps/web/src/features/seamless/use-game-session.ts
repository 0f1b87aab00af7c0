import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '@/api/client';
import type { TGameSession } from '@/api/game-session-types';
import { authenticate } from './api/rgs';
import { clearStoredGame, readStoredGame, type TStoredGame, writeStoredGame } from './shell/stored-game';

export type TEndReason = 'expired' | 'invalid_launch' | 'failed';

export type TGameState =
  /** No launch token and no game open in this tab. */
  | { status: 'none' }
  | { status: 'loading' }
  /** `resumed`: continued from this tab's stored session after a reload. */
  | { status: 'ready'; game: TStoredGame; resumed: boolean }
  | { status: 'ended'; reason: TEndReason; backUrl: string | null; code?: string };

/**
 * A launch token is good for one authentication; React may run an effect twice (StrictMode), so the
 * call is shared per token.
 */
const pending = new Map<string, Promise<TGameSession>>();

function authenticateOnce(token: string): Promise<TGameSession> {
  let call = pending.get(token);
  if (!call) {
    call = authenticate(token);
    pending.set(token, call);
    // Forget it once settled (a later page with the same spent token gets the server's refusal).
    call.then(
      () => setTimeout(() => pending.delete(token), 5_000),
      () => setTimeout(() => pending.delete(token), 5_000),
    );
  }
  return call;
}

function initialState(launch: string | null): TGameState {
  if (launch) return { status: 'loading' };
  const stored = readStoredGame();
  return stored ? { status: 'ready', game: stored, resumed: true } : { status: 'none' };
}

/**
 * The game of /seamless: `?launch=<one-time token>` is traded for a session (POST /rgs/authenticate),
 * kept in sessionStorage, and dropped from the address bar so a reload does not spend it again; a
 * reload continues the stored session. `end` closes it when the server no longer knows it.
 */
export function useGameSession() {
  const location = useLocation();
  const navigate = useNavigate();
  const launch = new URLSearchParams(location.search).get('launch');
  const [state, setState] = useState<TGameState>(() => initialState(launch));

  // The token alone decides; the rest of the location is read when the session arrives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!launch) return;
    let isLive = true;
    setState({ status: 'loading' });
    authenticateOnce(launch).then(
      (session) => {
        if (!isLive) return;
        const game: TStoredGame = { session, openRoundId: null, bet: null };
        writeStoredGame(game);
        setState({ status: 'ready', game, resumed: false });
        const params = new URLSearchParams(location.search);
        params.delete('launch');
        const search = params.toString();
        navigate(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`, { replace: true });
      },
      (error: unknown) => {
        if (!isLive) return;
        const code = error instanceof ApiError ? error.code : 'unknown';
        setState({
          status: 'ended',
          reason: code === 'invalid_launch_token' ? 'invalid_launch' : 'failed',
          backUrl: null,
          code,
        });
      },
    );
    return () => {
      isLive = false;
    };
  }, [launch]);

  const end = useCallback((reason: TEndReason, backUrl: string | null) => {
    clearStoredGame();
    setState({ status: 'ended', reason, backUrl });
  }, []);

  return { state, end };
}
