import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/api/client';
import type { TRealtime, TRound, TSound } from '@/api/game-engine-types';
import { getRound } from '@/features/seamless/api/rgs';
import { useLatest } from '@/lib/use-latest';
import {
  applyCrashEvent,
  applyRound,
  crashOutcome,
  EMPTY_TABLE,
  getCrashState,
  parseCrashEvent,
  type TCrashMyBet,
  type TCrashRound,
  type TCrashTable,
} from './crash';

/** My bet of a round, from a play's answer (the RGS round of the bet). */
export function myBetOf(round: TRound): TCrashMyBet | null {
  const o = crashOutcome(round);
  if (!o) return null;
  return {
    roundId: round.roundId,
    crashRoundId: o.crashRoundId,
    bet: round.bet,
    autoCashout: o.autoCashout ?? null,
    cashout: o.cashout ?? null,
    win: round.win,
    state: round.state,
  };
}

/** The shared round as the server has it now, then every change from the channel; and my bet in it. */
export function useCrashTable(sessionId: string, realtime: TRealtime, round: TRound | null) {
  const [table, setTable] = useState<TCrashTable>(EMPTY_TABLE);
  const [myBet, setMyBet] = useState<TCrashMyBet | null>(null);

  useEffect(() => {
    let isLive = true;
    getCrashState(sessionId).then(
      (state) => {
        if (!isLive) return;
        setTable((current) => applyRound(current, state.round, state.history, Date.now()));
        if (state.myBet) setMyBet((current) => current ?? state.myBet);
      },
      () => undefined,
    );
    const stop = realtime.subscribe((message) => {
      const event = parseCrashEvent(message);
      if (event) setTable((current) => applyCrashEvent(current, event, Date.now()));
    });
    return () => {
      isLive = false;
      stop();
    };
  }, [sessionId, realtime]);

  // A play's answer is my bet (placed, or cashed out).
  useEffect(() => {
    const mine = round ? myBetOf(round) : null;
    if (mine) setMyBet(mine);
  }, [round]);

  return { table, myBet, setMyBet };
}

/** The clock: every frame in flight, ten times a second while betting. */
export function useCrashClock(phase: TCrashRound['phase'] | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (phase === 'flying') {
      // Every frame where the page is painted; 30 times a second where there is no animation frame.
      if (typeof requestAnimationFrame !== 'function') {
        const timer = setInterval(() => setNow(Date.now()), 33);
        return () => clearInterval(timer);
      }
      let frame = requestAnimationFrame(function tick() {
        setNow(Date.now());
        frame = requestAnimationFrame(tick);
      });
      return () => cancelAnimationFrame(frame);
    }
    setNow(Date.now());
    if (phase !== 'betting') return;
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, [phase]);
  return now;
}

/**
 * When my bet ends (the server paid its auto cash-out, or the round is over), the shell's copy of it
 * is brought up to date (history, balance, sounds); once more at the crash, for its crash point.
 */
export function useMyBetSync(options: {
  sessionId: string;
  mineNow: TCrashMyBet | null;
  phase: TCrashRound['phase'] | null;
  isAutoCashed: boolean;
  setMyBet: (bet: TCrashMyBet | null) => void;
  sound: TSound;
  roundUpdated: ((round: TRound) => void) | undefined;
}) {
  const { sessionId, mineNow, phase, isAutoCashed, setMyBet } = options;
  const isOver = phase === 'crashed' || phase === 'void';
  const soundRef = useLatest(options.sound);
  const roundUpdatedRef = useLatest(options.roundUpdated);
  const syncedRef = useRef<string | null>(null);
  const soundedRef = useRef<string | null>(null);
  useEffect(() => {
    if (!mineNow || (!isOver && !isAutoCashed)) return;
    const key = `${mineNow.roundId}:${isOver ? 'over' : 'cashed'}`;
    if (syncedRef.current === key) return;
    syncedRef.current = key;
    if (mineNow.state === 'debited' && phase !== 'void' && soundedRef.current !== mineNow.roundId) {
      soundedRef.current = mineNow.roundId;
      soundRef.current.play(isAutoCashed ? 'win' : 'lose');
    }
    getRound(sessionId, mineNow.roundId).then(
      (detail) => {
        setMyBet(myBetOf(detail));
        roundUpdatedRef.current?.(detail);
      },
      (error: unknown) => {
        if (!(error instanceof ApiError)) syncedRef.current = null;
      },
    );
  }, [mineNow, isOver, isAutoCashed, phase, sessionId, setMyBet, soundRef, roundUpdatedRef]);
}
