import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/api/client';
import type { TRound } from '@/api/game-session-types';
import { getHistory } from '@/features/seamless/api/rgs';
import { useLatest } from '@/lib/use-latest';
import { upsertRound } from './rounds';

/**
 * The round on the table and the last rounds: loaded once (with the open round this session left when
 * the page was reloaded), then kept by the plays and by rounds settled without one.
 */
export function useRoundHistory(sessionId: string, openRoundId: string | null, onExpired: () => void) {
  const [round, setRound] = useState<TRound | null>(null);
  const [history, setHistory] = useState<TRound[] | null>(null);
  const [historyFailed, setHistoryFailed] = useState(false);
  const onExpiredRef = useLatest(onExpired);

  useEffect(() => {
    let isLive = true;
    getHistory(sessionId).then(
      (list) => {
        if (!isLive) return;
        setHistory((played) => (played ? played.reduceRight((all, r) => upsertRound(all, r), list) : list));
        const open = openRoundId
          ? list.find((r) => r.roundId === openRoundId && r.state === 'debited')
          : null;
        if (open) setRound((current) => current ?? open);
      },
      (error: unknown) => {
        if (!isLive) return;
        if (error instanceof ApiError && error.code === 'session_expired') onExpiredRef.current();
        else setHistoryFailed(true);
      },
    );
    return () => {
      isLive = false;
    };
  }, [sessionId, openRoundId, onExpiredRef]);

  /** A played round, once its outcome is shown. */
  const recordRound = useCallback((played: TRound) => setHistory((list) => upsertRound(list, played)), []);

  // A round settled without a play (crash: at the shared round's crash): only rounds already shown.
  const roundUpdated = useCallback((updated: TRound) => {
    setRound((current) => (current?.roundId === updated.roundId ? updated : current));
    setHistory((list) =>
      list?.some((r) => r.roundId === updated.roundId) ? upsertRound(list, updated) : list,
    );
  }, []);

  return { round, setRound, history, historyFailed, recordRound, roundUpdated };
}
