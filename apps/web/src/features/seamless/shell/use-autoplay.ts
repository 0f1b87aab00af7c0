import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBetSlip, TPlayFn } from '@/api/game-engine-types';
import { parseMinor } from '@/lib/money';
import { useLatest } from '@/lib/use-latest';
import {
  afterRound,
  beforeRound,
  START,
  stopForError,
  type TAutoplayLimits,
  type TAutoplayProgress,
  type TStopReason,
} from './autoplay';
import { type TNotice, wait } from './use-play';

export type TAutoplayRun = { limits: TAutoplayLimits; progress: TAutoplayProgress };

/** Between two autoplay rounds, once the last one is shown. */
const AUTOPLAY_PAUSE_MS = 400;

type TAutoplayOptions = {
  play: TPlayFn;
  slipRef: RefObject<TBetSlip | null>;
  betRef: RefObject<string>;
  balanceRef: RefObject<string>;
  lastErrorRef: RefObject<string | null>;
  setNotice(notice: TNotice | null): void;
};

/** Autoplay: the view's slip played again and again until a limit, an error or the player stops it. */
export function useAutoplay({
  play,
  slipRef,
  betRef,
  balanceRef,
  lastErrorRef,
  setNotice,
}: TAutoplayOptions) {
  const { t } = useTranslation('games');
  const tRef = useLatest(t);
  const [run, setRun] = useState<TAutoplayRun | null>(null);
  const autoplayRef = useRef<{ stop: boolean } | null>(null);

  // Leaving the page stops autoplay.
  useEffect(
    () => () => {
      if (autoplayRef.current) autoplayRef.current.stop = true;
    },
    [],
  );

  const start = useCallback(
    async (limits: TAutoplayLimits) => {
      if (autoplayRef.current) return;
      const control = { stop: false };
      autoplayRef.current = control;
      setNotice(null);
      let progress = START;
      setRun({ limits, progress });
      let reason: TStopReason;
      for (;;) {
        const current = slipRef.current;
        if (control.stop) {
          reason = 'user';
          break;
        }
        if (!current) {
          reason = 'error';
          break;
        }
        const stake = parseMinor(current.bet ?? betRef.current);
        const before = beforeRound(limits, progress, parseMinor(balanceRef.current), stake);
        if (before) {
          reason = before;
          break;
        }
        const played = await play('bet', current.params, current.bet);
        if (!played) {
          reason = control.stop ? 'user' : stopForError(lastErrorRef.current);
          break;
        }
        const after = afterRound(limits, progress, played, parseMinor(balanceRef.current));
        progress = after.progress;
        setRun({ limits, progress });
        if (after.stop) {
          reason = after.stop;
          break;
        }
        await wait(AUTOPLAY_PAUSE_MS);
      }
      autoplayRef.current = null;
      setRun(null);
      if (reason !== 'error' && !(reason === 'funds' && lastErrorRef.current)) {
        setNotice({
          tone: 'info',
          text: tRef.current(`autoplay_stopped_${reason}`, { count: progress.played }),
        });
      }
    },
    [play, slipRef, betRef, balanceRef, lastErrorRef, setNotice, tRef],
  );

  const stop = useCallback(() => {
    if (autoplayRef.current) autoplayRef.current.stop = true;
  }, []);

  return { run, start, stop };
}
