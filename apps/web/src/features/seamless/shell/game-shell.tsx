import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBetSlip, TEngineViewProps } from '@/api/game-engine-types';
import type { TFairness, TRound } from '@/api/game-session-types';
import { EmptyState } from '@/components/ui/empty-state';
import { engineOf, engineViewOf } from '@/features/seamless/engines/registry';
import type { TEndReason } from '@/features/seamless/use-game-session';
import { currentLanguage, DOCUMENT_LANG } from '@/i18n/i18n';
import { formatMoney } from '@/lib/money';
import { useLatest } from '@/lib/use-latest';
import { initialLevel, sortedLevels } from './bet-levels';
import { GameControls } from './game-controls';
import { GameHead } from './game-head';
import { GameSide } from './game-side';
import { useGameSound } from './sound';
import { type TStoredGame, updateStoredGame } from './stored-game';
import { useAutoplay } from './use-autoplay';
import { useGameBalance } from './use-game-balance';
import { type TMoney, type TNotice, usePlay } from './use-play';
import { useRoundHistory } from './use-round-history';
import './shell.css';

/** The engine's table, loaded on demand. */
function GameStage({ engine, viewProps }: { engine: string; viewProps: TEngineViewProps }) {
  const { t } = useTranslation('games');
  const View = engineViewOf(engine);
  return (
    <StageFrame engine={engine}>
      {View ? <View {...viewProps} /> : <EmptyState>{t('engine_unavailable')}</EmptyState>}
    </StageFrame>
  );
}

function StageFrame({ engine, children }: { engine: string; children: ReactNode }) {
  const { t } = useTranslation('games');
  return (
    <section className="game-stage" aria-label={t('table')} data-engine={engine}>
      {children}
    </section>
  );
}

/**
 * Shown instead of the whole game body while the engine's view loads: the body appears at once with
 * the table at its full height, so the controls and the side panels never jump down a phone's screen.
 */
function GameBodyLoading({ engine }: { engine: string }) {
  const { t } = useTranslation('games');
  return (
    <StageFrame engine={engine}>
      <div className="game-stage__loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{t('loading')}</span>
      </div>
    </StageFrame>
  );
}

function GameNotice({ notice }: { notice: TNotice }) {
  return (
    <p
      className={`game-notice game-notice--${notice.tone}`}
      role={notice.tone === 'error' ? 'alert' : 'status'}
      data-testid="game-notice"
    >
      {notice.text}
    </p>
  );
}

/** Money in the merchant's symbol and the UI language. */
function useMoney(currencySymbol: string): TMoney {
  const locale = DOCUMENT_LANG[currentLanguage()];
  return useCallback(
    (amount: string, options?: { signed?: boolean }) => formatMoney(amount, currencySymbol, locale, options),
    [currencySymbol, locale],
  );
}

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
  const session = game.session;
  const { sessionId, backUrl } = session;
  const engine = session.game.engine;
  const entry = engineOf(engine);
  const levels = useMemo(() => sortedLevels(session.game.betLevels), [session.game.betLevels]);
  const money = useMoney(currencySymbol);
  const onEndedRef = useLatest(onEnded);
  const onExpired = useCallback(() => onEndedRef.current('expired', backUrl), [onEndedRef, backUrl]);

  const [bet, setBet] = useState(() => initialLevel(levels, game.bet) ?? '0.00');
  const [fairness, setFairness] = useState<TFairness>(session.fairness);
  const [slip, setSlip] = useState<TBetSlip | null>(entry?.initialSlip ?? null);
  const { sound, isOn: isSoundOn, toggle: toggleSound } = useGameSound();
  const betRef = useLatest(bet);
  const slipRef = useLatest(slip);
  const busyRef = useRef(false);

  const rounds = useRoundHistory(sessionId, game.openRoundId, onExpired);
  const { round } = rounds;
  const wallet = useGameBalance(session, busyRef);
  const advanceNonce = useCallback(
    (played: TRound) => setFairness((f) => ({ ...f, nonce: Math.max(f.nonce, played.nonce) })),
    [],
  );
  const { play, busy, notice, setNotice, reportError, lastErrorRef } = usePlay({
    sessionId,
    entry,
    busyRef,
    betRef,
    sound,
    money,
    applyBalance: wallet.applyBalance,
    showRound: rounds.setRound,
    recordRound: rounds.recordRound,
    onBetPlayed: advanceNonce,
    onExpired,
  });
  const autoplay = useAutoplay({
    play,
    slipRef,
    betRef,
    balanceRef: wallet.balanceRef,
    lastErrorRef,
    setNotice,
  });

  // The tab's stored game follows the balance, the seeds, the open round and the stake.
  const { balance } = wallet;
  useEffect(() => {
    updateStoredGame(sessionId, (stored) => ({
      session: { ...stored.session, balance, fairness },
      openRoundId: round?.state === 'debited' ? round.roundId : null,
      bet,
    }));
  }, [sessionId, balance, fairness, round, bet]);

  const isOpen = round?.state === 'debited';
  const autoplaying = autoplay.run !== null;
  const viewProps: TEngineViewProps = {
    session,
    bet,
    round,
    busy,
    autoplaying,
    play,
    setSlip,
    sound,
    realtime: wallet.realtime,
    money,
    roundUpdated: rounds.roundUpdated,
  };

  return (
    <div className="game" data-testid="house-game" data-engine={engine}>
      <GameHead
        session={session}
        balance={balance}
        money={money}
        isSoundOn={isSoundOn}
        onToggleSound={toggleSound}
      />
      <Suspense fallback={<GameBodyLoading engine={engine} />}>
        <div className="game-body">
          <div className="game-main">
            <GameStage engine={engine} viewProps={viewProps} />
            {notice && <GameNotice notice={notice} />}
            {entry && (
              <GameControls
                entry={entry}
                levels={levels}
                bet={bet}
                onBet={(level) => {
                  sound.play('click');
                  setBet(level);
                }}
                slip={slip}
                busy={busy}
                isOpen={isOpen}
                play={play}
                autoplay={autoplay}
                money={money}
              />
            )}
          </div>
          <GameSide
            sessionId={sessionId}
            engine={engine}
            entry={entry}
            history={rounds.history}
            historyFailed={rounds.historyFailed}
            fairness={fairness}
            canRotate={!busy && !isOpen && !autoplaying}
            realtime={wallet.realtime}
            money={money}
            onRotated={setFairness}
            onError={reportError}
          />
        </div>
      </Suspense>
    </div>
  );
}
