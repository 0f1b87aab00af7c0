import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/api/client';
import { createGameChannel, createRealtimeHub } from '@/api/game-channel';
import type { TBetSlip, TEngineViewProps, TPlayFn } from '@/api/game-engine-types';
import type { TFairness, TRound } from '@/api/game-session-types';
import { useSession } from '@/api/session';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { getHistory, playRound } from '@/features/seamless/api/rgs';
import { engineOf } from '@/features/seamless/engines/registry';
import type { TEndReason } from '@/features/seamless/use-game-session';
import { currentLanguage, DOCUMENT_LANG } from '@/i18n/i18n';
import { formatMoney, parseMinor } from '@/lib/money';
import {
  afterRound,
  beforeRound,
  START,
  stopForError,
  type TAutoplayLimits,
  type TAutoplayProgress,
  type TStopReason,
} from './autoplay';
import { AutoplayPanel } from './autoplay-panel';
import { initialLevel, sortedLevels } from './bet-levels';
import { BetSelector } from './bet-selector';
import { errorText } from './error-text';
import { FairnessPanel } from './fairness-panel';
import { HistoryPanel } from './history-panel';
import { BackIcon, SoundOffIcon, SoundOnIcon } from './shell-icons';
import { useGameSound } from './sound';
import { type TStoredGame, updateStoredGame } from './stored-game';
import './shell.css';

type TNotice = { tone: 'error' | 'info'; text: string };
type TAutoplayRun = { limits: TAutoplayLimits; progress: TAutoplayProgress };

/** Newest first, one entry per round (a multi-step round is updated in place), at most 10. */
export function upsertRound(list: TRound[] | null, round: TRound): TRound[] {
  const rest = (list ?? []).filter((r) => r.roundId !== round.roundId);
  return [round, ...rest].slice(0, 10);
}

const noSummary = () => '';
/** Between two autoplay rounds, once the last one is shown. */
const AUTOPLAY_PAUSE_MS = 400;

/** Where "Lobby" goes: the page the game was launched from when it is one of this site's, else home. */
export function lobbyPath(backUrl: string | null): string {
  return backUrl?.startsWith('/') && !backUrl.startsWith('//') ? backUrl : '/';
}
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The house game page around an engine view: title, balance (from each round, and from the real-time
 * channel between rounds), stake, Play, autoplay, sound, the last rounds and the fairness tools.
 */
export function GameShell({
  game,
  currencySymbol,
  onEnded,
}: {
  game: TStoredGame;
  currencySymbol: string;
  onEnded: (reason: TEndReason, backUrl: string | null) => void;
}) {
  const { t } = useTranslation('games');
  const { t: tMain } = useTranslation();
  const session = game.session;
  const { sessionId } = session;
  const entry = engineOf(session.game.engine);
  const levels = useMemo(() => sortedLevels(session.game.betLevels), [session.game.betLevels]);
  const locale = DOCUMENT_LANG[currentLanguage()];
  const money = useCallback(
    (amount: string, options?: { signed?: boolean }) => formatMoney(amount, currencySymbol, locale, options),
    [currencySymbol, locale],
  );

  const [bet, setBet] = useState(() => initialLevel(levels, game.bet) ?? '0.00');
  const [balance, setBalance] = useState(session.balance);
  const [fairness, setFairness] = useState<TFairness>(session.fairness);
  const [round, setRound] = useState<TRound | null>(null);
  const [history, setHistory] = useState<TRound[] | null>(null);
  const [historyFailed, setHistoryFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<TNotice | null>(null);
  const [slip, setSlipState] = useState<TBetSlip | null>(null);
  const [run, setRun] = useState<TAutoplayRun | null>(null);
  const [isAutoplayOpen, setAutoplayOpen] = useState(false);
  const [tab, setTab] = useState<'history' | 'fairness'>('history');
  const [verifyId, setVerifyId] = useState<string | null>(null);
  const { sound, isOn: isSoundOn, toggle: toggleSound } = useGameSound();

  // What async work (autoplay, the play function handed to views) reads without re-creating itself.
  const betRef = useRef(bet);
  betRef.current = bet;
  const balanceRef = useRef(balance);
  const slipRef = useRef(slip);
  slipRef.current = slip;
  const busyRef = useRef(false);
  const lastErrorRef = useRef<string | null>(null);
  const autoplayRef = useRef<{ stop: boolean } | null>(null);
  const soundRef = useRef(sound);
  soundRef.current = sound;
  const onEndedRef = useRef(onEnded);
  onEndedRef.current = onEnded;
  const tRef = useRef(t);
  tRef.current = t;
  const moneyRef = useRef(money);
  moneyRef.current = money;

  const isOpen = round?.state === 'debited';
  const backUrl = session.backUrl;

  const revealMs = useCallback(
    (r: TRound) => (entry ? (typeof entry.revealMs === 'number' ? entry.revealMs : entry.revealMs(r)) : 0),
    [entry],
  );

  // Leaving the page stops autoplay.
  useEffect(
    () => () => {
      if (autoplayRef.current) autoplayRef.current.stop = true;
    },
    [],
  );

  // The tab's stored game follows the balance, the seeds, the open round and the stake.
  useEffect(() => {
    updateStoredGame(sessionId, (stored) => ({
      session: { ...stored.session, balance, fairness },
      openRoundId: round?.state === 'debited' ? round.roundId : null,
      bet,
    }));
  }, [sessionId, balance, fairness, round, bet]);

  const applyBalance = useCallback((next: string) => {
    balanceRef.current = next;
    setBalance(next);
  }, []);

  const reportError = useCallback(
    (error: unknown) => {
      const code = error instanceof ApiError ? error.code : 'unknown';
      lastErrorRef.current = code;
      if (code === 'session_expired') {
        onEndedRef.current('expired', backUrl);
        return;
      }
      soundRef.current.play('error');
      setNotice({ tone: 'error', text: errorText(tRef.current, error, moneyRef.current) });
    },
    [backUrl],
  );

  // The last rounds, and the open round this session left when the page was reloaded.
  useEffect(() => {
    let isLive = true;
    getHistory(sessionId).then(
      (list) => {
        if (!isLive) return;
        setHistory((played) => (played ? played.reduceRight((all, r) => upsertRound(all, r), list) : list));
        const open = game.openRoundId
          ? list.find((r) => r.roundId === game.openRoundId && r.state === 'debited')
          : null;
        if (open) setRound((current) => current ?? open);
      },
      (error: unknown) => {
        if (!isLive) return;
        if (error instanceof ApiError && error.code === 'session_expired')
          onEndedRef.current('expired', backUrl);
        else setHistoryFailed(true);
      },
    );
    return () => {
      isLive = false;
    };
  }, [sessionId, game.openRoundId, backUrl]);

  // Real time: the page's channel; between rounds a pushed balance of this account is shown at once.
  const playerToken = useSession((s) => (s.isLoggedIn ? s.token : null));
  const token = session.trial ? null : playerToken;
  const hub = useMemo(() => createRealtimeHub(), []);
  useEffect(() => hub.attach(createGameChannel({ token, sessionId })), [hub, token, sessionId]);
  useEffect(
    () =>
      hub.realtime.subscribe((message) => {
        if (message.type !== 'balance' || busyRef.current) return;
        const available = message.available;
        if (typeof available === 'string' && message.currency === session.currency) applyBalance(available);
      }),
    [hub, session.currency, applyBalance],
  );

  const play = useCallback<TPlayFn>(
    async (action, params = {}, stake) => {
      if (busyRef.current) return null;
      busyRef.current = true;
      setBusy(true);
      setNotice(null);
      lastErrorRef.current = null;
      const amount = action === 'bet' ? (stake ?? betRef.current) : undefined;
      if (action === 'bet') soundRef.current.play('bet');
      try {
        const result = await playRound({
          sessionId,
          action,
          params,
          ...(amount === undefined ? {} : { bet: amount }),
        });
        const played = result.round;
        // The view animates the round at once; its outcome (balance, history, sound) shows once revealed.
        setRound(played);
        const delay = revealMs(played);
        if (delay > 0) await wait(delay);
        applyBalance(result.balance);
        setHistory((list) => upsertRound(list, played));
        if (action === 'bet') setFairness((f) => ({ ...f, nonce: Math.max(f.nonce, played.nonce) }));
        if (played.state !== 'debited') {
          const win = parseMinor(played.win);
          const staked = parseMinor(played.bet);
          soundRef.current.play(
            win === 0n ? 'lose' : win >= staked * 10n ? 'bigWin' : win > staked ? 'win' : 'tick',
          );
        }
        return played;
      } catch (error) {
        reportError(error);
        return null;
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [sessionId, applyBalance, revealMs, reportError],
  );

  const setSlip = useCallback((next: TBetSlip | null) => setSlipState(next), []);

  // A round settled without a play (crash: at the shared round's crash): only rounds already shown.
  const roundUpdated = useCallback((updated: TRound) => {
    setRound((current) => (current?.roundId === updated.roundId ? updated : current));
    setHistory((list) =>
      list?.some((r) => r.roundId === updated.roundId) ? upsertRound(list, updated) : list,
    );
  }, []);

  const startAutoplay = useCallback(
    async (limits: TAutoplayLimits) => {
      if (autoplayRef.current) return;
      const control = { stop: false };
      autoplayRef.current = control;
      setAutoplayOpen(false);
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
    [play],
  );

  const stopAutoplay = useCallback(() => {
    if (autoplayRef.current) autoplayRef.current.stop = true;
  }, []);

  const onVerify = useCallback((roundId: string) => {
    setVerifyId(roundId);
    setTab('fairness');
  }, []);

  const autoplaying = run !== null;
  const View = entry?.view;
  const EngineFairness = entry?.fairness;
  const viewProps: TEngineViewProps = {
    session,
    bet,
    round,
    busy,
    autoplaying,
    play,
    setSlip,
    sound,
    realtime: hub.realtime,
    money,
    roundUpdated,
  };
  const canPlay = Boolean(entry && slip && !busy && !isOpen && !autoplaying);
  const slipTotal = slip?.bet ?? bet;

  return (
    <div className="game" data-testid="house-game" data-engine={session.game.engine}>
      {session.trial && (
        <p className="game-trial" data-testid="trial-banner">
          <strong>{t('trial_title')}</strong> {t('trial_text')}{' '}
          <Link to="/register" className="game-trial__register" data-testid="trial-register">
            {t('trial_register')}
          </Link>
        </p>
      )}
      <header className="game-head">
        <div className="game-head__title">
          <h1 className="game-head__name">
            <span className="visually-hidden">{`${tMain('seamless_title')}:`}</span> {session.game.name}
          </h1>
          <p className="game-head__studio">{session.game.studio}</p>
        </div>
        <div className="game-head__tools">
          <p className="game-balance" data-testid="game-balance">
            <span className="game-balance__label">{t(session.trial ? 'play_balance' : 'balance')}</span>
            <strong className="game-balance__amount" aria-live="polite">
              {money(balance)}
            </strong>
          </p>
          <button
            type="button"
            className="icon-btn"
            aria-pressed={isSoundOn}
            aria-label={t('sound')}
            title={t(isSoundOn ? 'sound_on' : 'sound_off')}
            data-testid="sound-toggle"
            onClick={toggleSound}
          >
            {isSoundOn ? <SoundOnIcon /> : <SoundOffIcon />}
          </button>
          <Link className="btn btn--secondary btn--sm game-head__back" to={lobbyPath(backUrl)}>
            <BackIcon />
            {t('back_to_lobby')}
          </Link>
        </div>
      </header>

      <div className="game-body">
        <div className="game-main">
          <section className="game-stage" aria-label={t('table')} data-engine={session.game.engine}>
            {View ? (
              <Suspense
                fallback={
                  <div className="game-stage__loading" role="status">
                    <span className="spinner" aria-hidden="true" />
                    <span className="visually-hidden">{t('loading')}</span>
                  </div>
                }
              >
                <View {...viewProps} />
              </Suspense>
            ) : (
              <EmptyState>{t('engine_unavailable')}</EmptyState>
            )}
          </section>

          {notice && (
            <p
              className={`game-notice game-notice--${notice.tone}`}
              role={notice.tone === 'error' ? 'alert' : 'status'}
              data-testid="game-notice"
            >
              {notice.text}
            </p>
          )}

          {entry && (
            <section className="game-controls" aria-label={t('controls')}>
              <BetSelector
                levels={levels}
                value={bet}
                onChange={(level) => {
                  sound.play('click');
                  setBet(level);
                }}
                kind={entry.stake}
                disabled={autoplaying || (isOpen && entry.stake === 'bet')}
                money={money}
              />
              <div className="game-controls__actions">
                {entry.autoplay &&
                  (autoplaying && run ? (
                    <div className="autoplay-status" data-testid="autoplay-status">
                      <span aria-live="polite">
                        {t('autoplay_progress', { played: run.progress.played, total: run.limits.rounds })}
                      </span>
                      <Button variant="secondary" onClick={stopAutoplay}>
                        {t('autoplay_stop')}
                      </Button>
                    </div>
                  ) : (
                    <Button
                      variant="secondary"
                      aria-expanded={isAutoplayOpen}
                      aria-controls="autoplay-panel"
                      disabled={busy || isOpen}
                      onClick={() => setAutoplayOpen((open) => !open)}
                    >
                      {t('autoplay')}
                    </Button>
                  ))}
                {entry.playButton && (
                  <Button
                    className="game-play"
                    data-testid="play-button"
                    disabled={!canPlay}
                    aria-describedby="game-play-total"
                    onClick={() => {
                      if (slip) void play('bet', slip.params, slip.bet);
                    }}
                  >
                    {busy && !isOpen ? <span className="btn-spinner" aria-hidden="true" /> : null}
                    {t(entry.playLabel)}
                  </Button>
                )}
              </div>
              {entry.playButton && (
                <p className="game-controls__total" id="game-play-total">
                  {t('total_bet')}: <strong>{money(slipTotal)}</strong>
                </p>
              )}
              {entry.autoplay && isAutoplayOpen && !autoplaying && (
                <AutoplayPanel
                  id="autoplay-panel"
                  canStart={Boolean(slip) && !busy && !isOpen}
                  onStart={(limits) => void startAutoplay(limits)}
                  onClose={() => setAutoplayOpen(false)}
                />
              )}
            </section>
          )}
        </div>

        <aside className="game-side" aria-label={t('game_info')}>
          <div className="game-tabs" role="tablist" aria-label={t('game_info')}>
            {(['history', 'fairness'] as const).map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`game-tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`game-panel-${name}`}
                className="game-tabs__tab"
                onClick={() => setTab(name)}
              >
                {t(name === 'history' ? 'history' : 'fairness')}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id="game-panel-history"
            aria-labelledby="game-tab-history"
            className="game-tabs__panel"
            hidden={tab !== 'history'}
          >
            <HistoryPanel
              rounds={history}
              failed={historyFailed}
              summary={entry?.summary ?? noSummary}
              money={money}
              onVerify={onVerify}
              numbered={session.game.engine === 'crash'}
            />
          </div>
          {/* Kept mounted while hidden: the revealed seeds and the last check stay. */}
          <div
            role="tabpanel"
            id="game-panel-fairness"
            aria-labelledby="game-tab-fairness"
            className="game-tabs__panel"
            hidden={tab !== 'fairness'}
          >
            <FairnessPanel
              sessionId={sessionId}
              fairness={fairness}
              rounds={history ?? []}
              verifier={entry?.verify}
              summary={entry?.summary ?? noSummary}
              canRotate={!busy && !isOpen && !autoplaying}
              chain={
                EngineFairness ? (
                  <Suspense fallback={null}>
                    <EngineFairness sessionId={sessionId} realtime={hub.realtime} />
                  </Suspense>
                ) : undefined
              }
              verifyId={verifyId}
              onVerifyId={setVerifyId}
              onRotated={setFairness}
              onError={reportError}
            />
          </div>
        </aside>
      </div>
    </div>
  );
}
