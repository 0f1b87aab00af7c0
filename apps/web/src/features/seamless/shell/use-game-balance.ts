import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createGameChannel, createRealtimeHub } from '@/api/game-channel';
import type { TGameSession } from '@/api/game-session-types';
import { useSession } from '@/api/session';

/**
 * The balance shown on the game page: each round's, and between rounds (`busyRef` false) the one the
 * page's real-time channel pushes for this account. Returns the channel the views listen to as well.
 */
export function useGameBalance(session: TGameSession, busyRef: RefObject<boolean>) {
  const { sessionId, currency } = session;
  const [balance, setBalance] = useState(session.balance);
  const balanceRef = useRef(balance);
  const applyBalance = useCallback((next: string) => {
    balanceRef.current = next;
    setBalance(next);
  }, []);

  const playerToken = useSession((s) => (s.isLoggedIn ? s.token : null));
  const token = session.trial ? null : playerToken;
  const hub = useMemo(() => createRealtimeHub(), []);
  useEffect(() => hub.attach(createGameChannel({ token, sessionId })), [hub, token, sessionId]);
  useEffect(
    () =>
      hub.realtime.subscribe((message) => {
        if (message.type !== 'balance' || busyRef.current) return;
        const available = message.available;
        if (typeof available === 'string' && message.currency === currency) applyBalance(available);
      }),
    [hub, currency, applyBalance, busyRef],
  );

  return { balance, balanceRef, applyBalance, realtime: hub.realtime };
}
