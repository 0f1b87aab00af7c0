import { type RefObject, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/client';
import type { TEngineEntry, TPlayFn, TSound, TSoundCue } from '@/api/game-engine-types';
import type { TRound } from '@/api/game-session-types';
import { playRound } from '@/features/seamless/api/rgs';
import { parseMinor } from '@/lib/money';
import { useLatest } from '@/lib/use-latest';
import { errorText } from './error-text';

export type TNotice = { tone: 'error' | 'info'; text: string };
export type TMoney = (amount: string, options?: { signed?: boolean }) => string;

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long the view takes to show this round's outcome. */
function revealMs(entry: TEngineEntry | null, round: TRound): number {
  if (!entry) return 0;
  return typeof entry.revealMs === 'number' ? entry.revealMs : entry.revealMs(round);
}

/** The sound of a settled round: nothing won, a big win (10× the stake), a win, or part of it back. */
function outcomeCue(round: TRound): TSoundCue {
  const win = parseMinor(round.win);
  const staked = parseMinor(round.bet);
  return win === 0n ? 'lose' : win >= staked * 10n ? 'bigWin' : win > staked ? 'win' : 'tick';
}

type TPlayOptions = {
  sessionId: string;
  entry: TEngineEntry | null;
  /** A play is in flight: set here, read by the real-time balance (kept between rounds only). */
  busyRef: RefObject<boolean>;
  betRef: RefObject<string>;
  sound: TSound;
  money: TMoney;
  applyBalance(balance: string): void;
  /** The view animates the round at once. */
  showRound(round: TRound): void;
  /** Once the outcome is revealed. */
  recordRound(round: TRound): void;
  /** A bet was played: the seeds' nonce moved on. */
  onBetPlayed(round: TRound): void;
  onExpired(): void;
};

/**
 * The play function handed to views and autoplay (POST /rgs/play, then the outcome once revealed), and
 * what the page says about it: busy, and a notice when the RGS refused.
 */
export function usePlay(options: TPlayOptions) {
  const { t } = useTranslation('games');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<TNotice | null>(null);
  const lastErrorRef = useRef<string | null>(null);
  const latest = useLatest({ ...options, t });
  const { sessionId } = options;

  const reportError = useCallback(
    (error: unknown) => {
      const code = error instanceof ApiError ? error.code : 'unknown';
      lastErrorRef.current = code;
      if (code === 'session_expired') {
        latest.current.onExpired();
        return;
      }
      latest.current.sound.play('error');
      setNotice({ tone: 'error', text: errorText(latest.current.t, error, latest.current.money) });
    },
    [latest],
  );

  const play = useCallback<TPlayFn>(
    async (action, params = {}, stake) => {
      const current = latest.current;
      if (current.busyRef.current) return null;
      current.busyRef.current = true;
      setBusy(true);
      setNotice(null);
      lastErrorRef.current = null;
      const amount = action === 'bet' ? (stake ?? current.betRef.current) : undefined;
      if (action === 'bet') current.sound.play('bet');
      try {
        const result = await playRound({
          sessionId,
          action,
          params,
          ...(amount === undefined ? {} : { bet: amount }),
        });
        const played = result.round;
        // The view animates the round at once; its outcome (balance, history, sound) shows once revealed.
        latest.current.showRound(played);
        const delay = revealMs(latest.current.entry, played);
        if (delay > 0) await wait(delay);
        const after = latest.current;
        after.applyBalance(result.balance);
        after.recordRound(played);
        if (action === 'bet') after.onBetPlayed(played);
        if (played.state !== 'debited') after.sound.play(outcomeCue(played));
        return played;
      } catch (error) {
        reportError(error);
        return null;
      } finally {
        latest.current.busyRef.current = false;
        setBusy(false);
      }
    },
    [sessionId, latest, reportError],
  );

  return { play, busy, notice, setNotice, reportError, lastErrorRef };
}
