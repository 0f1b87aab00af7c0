import type { TFunction } from 'i18next';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEngineViewProps } from '@/api/game-engine-types';
import { localizeDecimals } from '@/lib/decimals';
import './crash.css';
import {
  bettingLeftMs,
  cashoutAmount,
  formatMultiplier,
  readAutoCashout,
  shownMultiplier,
  type TCrashMyBet,
  type TCrashPlayer,
  type TCrashRound,
} from './crash';
import { CrashPlayers, CrashScreen, useMultiplierText } from './crash-screen';
import { useCrashClock, useCrashTable, useMyBetSync } from './use-crash-round';

type TShown = (value: number | string) => string;

/** The round's status line: waiting, betting (seconds left), flying, crashed at ×m or void. */
function statusText(
  t: TFunction<'games'>,
  current: TCrashRound | null,
  left: number,
  shown: TShown,
  locale: string,
) {
  const phase = current?.phase ?? null;
  if (!current) return t('crash_waiting');
  if (phase === 'betting')
    return left > 0
      ? t('crash_betting', { seconds: localizeDecimals((left / 1000).toFixed(1), locale) })
      : t('crash_starting');
  if (phase === 'void') return t('crash_void');
  if (phase === 'crashed') return t('crash_crashed', { multiplier: shown(current.crashPoint ?? 100) });
  return t('crash_flying');
}

/** My bet in this round: placed (with its auto cash-out), cashed out at ×m, or lost. */
function mineText(
  t: TFunction<'games'>,
  mineNow: TCrashMyBet | null,
  myPlayer: TCrashPlayer | undefined,
  phase: TCrashRound['phase'] | null,
  shown: TShown,
  money: (amount: string) => string,
): string | null {
  if (!mineNow) return null;
  const cashout = mineNow.cashout ?? myPlayer?.cashout ?? null;
  const win = mineNow.cashout ? mineNow.win : (myPlayer?.win ?? mineNow.win);
  if (cashout) return t('crash_cashed', { amount: money(win), multiplier: shown(cashout) });
  if (phase === 'crashed') return t('crash_lost');
  return mineNow.autoCashout
    ? t('crash_bet_placed_auto', { amount: money(mineNow.bet), multiplier: shown(mineNow.autoCashout) })
    : t('crash_bet_placed', { amount: money(mineNow.bet) });
}

/** The betting time left when this round was first seen: where the countdown bar starts. */
function useBettingTotal(current: TCrashRound | null, left: number): number {
  const totalRef = useRef<{ roundId: string; ms: number } | null>(null);
  if (current && current.phase === 'betting' && totalRef.current?.roundId !== current.roundId) {
    totalRef.current = { roundId: current.roundId, ms: Math.max(1, left) };
  }
  return Math.max(left, totalRef.current?.ms ?? 1);
}

/**
 * Crash: one round for every player of the game. Bet (with an optional auto cash-out) while the round
 * takes bets, watch the multiplier climb, cash out before it crashes. The round, the other players and
 * the last crash points come from the real-time channel; the curve is drawn on this device's clock from
 * the flight's start.
 */
export default function CrashView({
  session,
  bet,
  round,
  busy,
  play,
  setSlip,
  sound,
  realtime,
  money,
  roundUpdated,
}: TEngineViewProps) {
  const { t } = useTranslation('games');
  const { locale, shown } = useMultiplierText();
  const base = useId();
  const { sessionId } = session;
  const { table, myBet, setMyBet } = useCrashTable(sessionId, realtime, round);
  const [autoText, setAutoText] = useState('');

  // Crash has its own Bet and Cash out buttons: the shell's Play stays hidden.
  useEffect(() => setSlip(null), [setSlip]);

  const current = table.round;
  const phase = current?.phase ?? null;
  const now = useCrashClock(phase);

  const mineNow = myBet && current && myBet.crashRoundId === current.roundId ? myBet : null;
  const myPlayer = mineNow ? current?.players.find((p) => p.id === mineNow.roundId) : undefined;
  const isCashed = Boolean(mineNow?.cashout ?? (myPlayer?.state === 'cashed' ? myPlayer.cashout : null));
  const isPlaying = Boolean(mineNow && phase === 'flying' && !isCashed && mineNow.state === 'debited');
  const isAutoCashed = Boolean(mineNow?.state === 'debited' && myPlayer?.state === 'cashed');
  useMyBetSync({ sessionId, mineNow, phase, isAutoCashed, setMyBet, sound, roundUpdated });

  const auto = readAutoCashout(autoText);
  const left = bettingLeftMs(table, now);
  const bettingTotal = useBettingTotal(current, left);
  const canBet = phase === 'betting' && left > 0 && !mineNow && !busy && auto !== 'invalid';
  const multiplier = shownMultiplier(table, now);
  const cashoutNow = mineNow ? cashoutAmount(mineNow.bet, multiplier) : null;

  const placeBet = useCallback(() => {
    void play('bet', auto !== null && auto !== 'invalid' ? { autoCashout: formatMultiplier(auto) } : {});
  }, [play, auto]);

  const mine = mineText(t, mineNow, myPlayer, phase, shown, money);

  return (
    <div className="crash" data-phase={phase ?? 'none'}>
      <CrashScreen
        table={table}
        now={now}
        multiplier={multiplier}
        status={statusText(t, current, left, shown, locale)}
        countdown={left / bettingTotal}
      />

      {mine && (
        <p className="crash__mine" aria-live="polite" data-testid="crash-mine">
          {mine}
        </p>
      )}

      <div className="crash__controls">
        <div className="game-field">
          <label htmlFor={`${base}-auto`}>{t('crash_auto_cashout')}</label>
          <input
            id={`${base}-auto`}
            className="game-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder={shown(200)}
            value={autoText}
            disabled={Boolean(mineNow) && phase !== 'crashed'}
            aria-invalid={auto === 'invalid'}
            aria-describedby={`${base}-auto-hint`}
            data-testid="crash-auto"
            onChange={(event) => setAutoText(event.target.value)}
          />
          <span className="crash__hint" id={`${base}-auto-hint`}>
            {auto === 'invalid' ? t('crash_auto_invalid') : t('crash_auto_hint')}
          </span>
        </div>
        {isPlaying ? (
          <button
            type="button"
            className="btn btn--primary crash__action crash__action--cashout"
            data-testid="crash-cashout"
            disabled={busy}
            onClick={() => void play('cashout')}
          >
            {t('crash_cash_out_amount', { amount: money(cashoutNow ?? mineNow?.bet ?? '0.00') })}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn--primary crash__action"
            data-testid="crash-bet"
            disabled={!canBet}
            onClick={placeBet}
          >
            {t('crash_place_bet', { amount: money(bet) })}
          </button>
        )}
      </div>

      <CrashPlayers current={current} myRoundId={mineNow?.roundId} money={money} />
    </div>
  );
}
