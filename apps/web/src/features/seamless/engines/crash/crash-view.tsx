import { flightMs } from '@crupier/contract/crash-curve';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/client';
import type { TEngineViewProps, TRound } from '@/api/game-engine-types';
import { getRound } from '@/features/seamless/api/rgs';
import { currentLanguage, DOCUMENT_LANG } from '@/i18n/i18n';
import { localizeDecimals } from '@/lib/decimals';
import './crash.css';
import {
  applyCrashEvent,
  applyRound,
  bettingLeftMs,
  cashoutAmount,
  crashOutcome,
  curvePath,
  EMPTY_TABLE,
  formatMultiplier,
  getCrashState,
  parseCrashEvent,
  parseMultiplier,
  pointTone,
  readAutoCashout,
  serverNow,
  shownMultiplier,
  type TCrashMyBet,
  type TCrashTable,
} from './crash';

const WIDTH = 400;
const HEIGHT = 200;

/** My bet of a round, from a play's answer (the RGS round of the bet). */
function myBetOf(round: TRound): TCrashMyBet | null {
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
  const locale = DOCUMENT_LANG[currentLanguage()];
  /** A multiplier ("2.45", or 245 hundredths) in the UI language's number format: "2,45" in Spanish. */
  const shown = (value: number | string) =>
    localizeDecimals(typeof value === 'number' ? formatMultiplier(value) : value, locale);
  const x = (value: number | string) => `×${shown(value)}`;
  const base = useId();
  const { sessionId } = session;
  const [table, setTable] = useState<TCrashTable>(EMPTY_TABLE);
  const [myBet, setMyBet] = useState<TCrashMyBet | null>(null);
  const [autoText, setAutoText] = useState('');
  const [now, setNow] = useState(() => Date.now());
  const soundRef = useRef(sound);
  soundRef.current = sound;
  const roundUpdatedRef = useRef(roundUpdated);
  roundUpdatedRef.current = roundUpdated;

  // Crash has its own Bet and Cash out buttons: the shell's Play stays hidden.
  useEffect(() => setSlip(null), [setSlip]);

  // The round as the server has it now, then every change from the channel.
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

  const current = table.round;
  const phase = current?.phase ?? null;

  // The clock: every frame in flight, ten times a second while betting.
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

  const mineNow = myBet && current && myBet.crashRoundId === current.roundId ? myBet : null;
  const myPlayer = mineNow ? current?.players.find((p) => p.id === mineNow.roundId) : undefined;
  const isCashed = Boolean(mineNow?.cashout ?? (myPlayer?.state === 'cashed' ? myPlayer.cashout : null));
  const isPlaying = Boolean(mineNow && phase === 'flying' && !isCashed && mineNow.state === 'debited');

  // When my bet ends (the server paid its auto cash-out, or the round is over), the shell's copy of it
  // is brought up to date (history, balance, sounds); once more at the crash, for its crash point.
  const isOver = phase === 'crashed' || phase === 'void';
  const isAutoCashed = Boolean(mineNow?.state === 'debited' && myPlayer?.state === 'cashed');
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
  }, [mineNow, isOver, isAutoCashed, phase, sessionId]);

  const auto = readAutoCashout(autoText);
  const left = bettingLeftMs(table, now);
  // The countdown bar runs from the betting time left when this round was first seen.
  const totalRef = useRef<{ roundId: string; ms: number } | null>(null);
  if (current && phase === 'betting' && totalRef.current?.roundId !== current.roundId) {
    totalRef.current = { roundId: current.roundId, ms: Math.max(1, left) };
  }
  const bettingTotal = Math.max(left, totalRef.current?.ms ?? 1);
  const canBet = phase === 'betting' && left > 0 && !mineNow && !busy && auto !== 'invalid';
  const multiplier = shownMultiplier(table, now);
  const cashoutNow = mineNow ? cashoutAmount(mineNow.bet, multiplier) : null;

  const placeBet = useCallback(() => {
    void play('bet', auto !== null && auto !== 'invalid' ? { autoCashout: formatMultiplier(auto) } : {});
  }, [play, auto]);

  // The curve: the flight so far, or all of it once crashed.
  const growth = current?.growthPerMs ?? 0.00006;
  const elapsed =
    phase === 'flying' && current?.startedAt
      ? Math.max(0, serverNow(table, now) - Date.parse(current.startedAt))
      : phase === 'crashed' && current?.crashPoint
        ? flightMs(parseMultiplier(current.crashPoint) ?? 100, growth)
        : 0;
  const curve = curvePath(elapsed, growth, WIDTH, HEIGHT);

  let status: string;
  if (!current) status = t('crash_waiting');
  else if (phase === 'betting')
    status =
      left > 0
        ? t('crash_betting', { seconds: localizeDecimals((left / 1000).toFixed(1), locale) })
        : t('crash_starting');
  else if (phase === 'void') status = t('crash_void');
  else if (phase === 'crashed') status = t('crash_crashed', { multiplier: shown(current.crashPoint ?? 100) });
  else status = t('crash_flying');

  let mine: string | null = null;
  if (mineNow) {
    const cashout = mineNow.cashout ?? myPlayer?.cashout ?? null;
    const win = mineNow.cashout ? mineNow.win : (myPlayer?.win ?? mineNow.win);
    if (cashout) mine = t('crash_cashed', { amount: money(win), multiplier: shown(cashout) });
    else if (phase === 'crashed') mine = t('crash_lost');
    else
      mine = mineNow.autoCashout
        ? t('crash_bet_placed_auto', { amount: money(mineNow.bet), multiplier: shown(mineNow.autoCashout) })
        : t('crash_bet_placed', { amount: money(mineNow.bet) });
  }

  return (
    <div className="crash" data-phase={phase ?? 'none'}>
      <ol className="crash__history" aria-label={t('crash_last_points')} data-testid="crash-history">
        {table.history.map((entry) => (
          <li key={entry.roundId} className={`crash__point crash__point--${pointTone(entry.crashPoint)}`}>
            {x(entry.crashPoint)}
          </li>
        ))}
      </ol>

      <div className="crash__screen">
        <div className="crash__plot">
          <svg
            className="crash__curve"
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={t('crash_curve')}
          >
            <line className="crash__axis" x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} />
            <line className="crash__axis" x1="0" y1="0" x2="0" y2={HEIGHT} />
            {elapsed > 0 && <path className="crash__line" d={curve.d} />}
          </svg>
          {/* A round dot whatever the box's proportions (the curve itself is stretched to the box). */}
          {elapsed > 0 && (
            <span
              className="crash__tip"
              aria-hidden="true"
              style={{ left: `${(curve.tipX / WIDTH) * 100}%`, top: `${(curve.tipY / HEIGHT) * 100}%` }}
            />
          )}
        </div>
        <div className="crash__readout">
          <span className="crash__multiplier" data-testid="crash-multiplier">
            {phase === 'betting' || !current ? x(100) : x(multiplier)}
          </span>
          <span className="crash__status" aria-live="polite" data-testid="crash-status">
            {status}
          </span>
          {phase === 'betting' && (
            <span className="crash__countdown" aria-hidden="true">
              <span className="crash__countdown-bar" style={{ width: `${(left / bettingTotal) * 100}%` }} />
            </span>
          )}
        </div>
      </div>

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

      <section className="crash__players" aria-label={t('crash_players')}>
        <h2 className="crash__title">
          {t('crash_players')}
          {current && <span className="crash__round">{t('crash_round_n', { n: current.roundNo })}</span>}
        </h2>
        {current && current.players.length > 0 ? (
          <table className="crash__table" data-testid="crash-players">
            <thead>
              <tr>
                <th scope="col">{t('crash_player')}</th>
                <th scope="col">{t('bet')}</th>
                <th scope="col">{t('multiplier')}</th>
                <th scope="col">{t('win')}</th>
              </tr>
            </thead>
            <tbody>
              {current.players.map((p) => (
                <tr key={p.id} data-state={p.state} data-mine={p.id === mineNow?.roundId || undefined}>
                  <td>{p.player}</td>
                  <td>{money(p.bet)}</td>
                  <td>{p.cashout ? x(p.cashout) : '–'}</td>
                  <td>{p.win ? money(p.win) : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="crash__empty">{t('crash_players_empty')}</p>
        )}
        {current && (
          <p className="crash__hash">
            <span>{t('crash_hash')}: </span>
            <code className="seed" title={current.hash}>
              {current.hash}
            </code>
          </p>
        )}
      </section>
    </div>
  );
}
