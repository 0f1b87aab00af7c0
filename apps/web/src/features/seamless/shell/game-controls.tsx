import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBetSlip, TEngineEntry, TPlayFn } from '@/api/game-engine-types';
import { Button } from '@/components/ui/button';
import type { TAutoplayLimits } from './autoplay';
import { AutoplayPanel } from './autoplay-panel';
import { BetSelector } from './bet-selector';
import type { TAutoplayRun } from './use-autoplay';
import type { TMoney } from './use-play';

type TAutoplayControl = {
  run: TAutoplayRun | null;
  start(limits: TAutoplayLimits): Promise<void>;
  stop(): void;
};

/** Below the table: the stake, autoplay and Play with the total it bets. */
export function GameControls({
  entry,
  levels,
  bet,
  onBet,
  slip,
  busy,
  isOpen,
  play,
  autoplay,
  money,
}: {
  entry: TEngineEntry;
  levels: string[];
  bet: string;
  onBet: (level: string) => void;
  slip: TBetSlip | null;
  busy: boolean;
  /** A multi-step round is open. */
  isOpen: boolean;
  play: TPlayFn;
  autoplay: TAutoplayControl;
  money: TMoney;
}) {
  const { t } = useTranslation('games');
  const [isAutoplayOpen, setAutoplayOpen] = useState(false);
  const { run } = autoplay;
  const autoplaying = run !== null;
  const canPlay = Boolean(slip && !busy && !isOpen && !autoplaying);
  return (
    <section className="game-controls" aria-label={t('controls')}>
      <BetSelector
        levels={levels}
        value={bet}
        onChange={onBet}
        kind={entry.stake}
        disabled={autoplaying || (isOpen && entry.stake === 'bet')}
        money={money}
      />
      <div className="game-controls__actions">
        {entry.autoplay &&
          (run ? (
            <div className="autoplay-status" data-testid="autoplay-status">
              <span aria-live="polite">
                {t('autoplay_progress', { played: run.progress.played, total: run.limits.rounds })}
              </span>
              <Button variant="secondary" onClick={autoplay.stop}>
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
          {t('total_bet')}: <strong>{money(slip?.bet ?? bet)}</strong>
        </p>
      )}
      {entry.autoplay && isAutoplayOpen && !autoplaying && (
        <AutoplayPanel
          id="autoplay-panel"
          canStart={Boolean(slip) && !busy && !isOpen}
          onStart={(limits) => {
            setAutoplayOpen(false);
            void autoplay.start(limits);
          }}
          onClose={() => setAutoplayOpen(false)}
        />
      )}
    </section>
  );
}
