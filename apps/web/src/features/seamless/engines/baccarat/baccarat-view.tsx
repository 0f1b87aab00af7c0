import { useTranslation } from 'react-i18next';
import type { TEngineViewProps } from '@/api/game-engine-types';
import { PlayingCard } from '@/features/seamless/engines/shared/playing-card';
import { sideParams, type TSideStakes, useSideStakes } from '@/features/seamless/engines/shared/side-stakes';
import { useRevealedRound } from '@/features/seamless/engines/shared/use-reveal';
import { chipFace } from '@/features/seamless/shell/bet-selector';
import { formatMinor, parseMinor } from '@/lib/money';
import '@/features/seamless/engines/shared/cards.css';
import {
  BACCARAT_PAYS,
  BACCARAT_SIDES,
  baccaratOutcome,
  DEAL_MS,
  sideWins,
  type TBaccaratSide,
} from './baccarat';

/** The play params: one entry per side with chips, its share the stake in minor units. */
export const baccaratParams = (stakes: TSideStakes<TBaccaratSide>) => sideParams(BACCARAT_SIDES, stakes);

/**
 * Punto banco: chips of the selected value on player, banker, tie and the pairs; Play deals from a
 * fresh 8-deck shoe. The chips stay for the next coup until cleared.
 */
export default function BaccaratView({
  bet: chip,
  round,
  busy,
  autoplaying,
  setSlip,
  sound,
  money,
}: TEngineViewProps) {
  const { t } = useTranslation('games');
  const { shown, spinning } = useRevealedRound(round, DEAL_MS);
  const locked = busy || autoplaying || spinning;
  const { stakes, total, place, clear } = useSideStakes(
    BACCARAT_SIDES,
    { bet: chip, setSlip, sound },
    locked,
  );
  const outcome = baccaratOutcome(shown);

  const hand = (who: 'player' | 'banker') => {
    const cards = outcome?.[who] ?? [];
    const total = who === 'player' ? outcome?.playerTotal : outcome?.bankerTotal;
    const isWinner = outcome?.winner === who;
    return (
      <section
        className={`baccarat__hand baccarat__hand--${who}${isWinner ? ' is-winner' : ''}`}
        aria-label={t(`baccarat_${who}`)}
        data-testid={`baccarat-${who}`}
      >
        <h3 className="baccarat__hand-title">
          {t(`baccarat_${who}`)}
          {outcome && <span className="baccarat__total">{total}</span>}
        </h3>
        <div className="baccarat__cards">
          {spinning ? (
            <>
              <PlayingCard card={null} />
              <PlayingCard card={null} />
            </>
          ) : cards.length > 0 ? (
            cards.map((card, i) => (
              <PlayingCard
                // biome-ignore lint/suspicious/noArrayIndexKey: cards are positional
                key={`${shown?.roundId}-${i}`}
                card={card}
                index={i * 2 + (who === 'banker' ? 1 : 0)}
              />
            ))
          ) : (
            <span className="baccarat__empty" />
          )}
        </div>
      </section>
    );
  };

  return (
    <div className="baccarat">
      <p className="baccarat__status" aria-live="polite" data-testid="baccarat-result">
        {spinning
          ? t('dealing')
          : outcome
            ? `${t(`baccarat_wins_${outcome.winner}`)} · ${
                parseMinor(shown?.win ?? '0') > 0n
                  ? t('won_amount', { amount: money(shown?.win ?? '0') })
                  : t('no_win')
              }`
            : t('baccarat_prompt')}
      </p>
      <div className="baccarat__hands">
        {hand('player')}
        {hand('banker')}
      </div>
      <fieldset className="baccarat__spots game-group">
        <legend className="visually-hidden">{t('baccarat_bets')}</legend>
        {BACCARAT_SIDES.map((side) => {
          const stake = stakes[side];
          const won = outcome && !spinning ? sideWins(side, outcome) : false;
          return (
            <button
              key={side}
              type="button"
              className={`bc-spot bc-spot--${side}${won ? ' is-won' : ''}`}
              data-testid={`baccarat-spot-${side}`}
              disabled={locked}
              aria-label={
                stake
                  ? t('roulette_spot_with', {
                      spot: t(`baccarat_${side}`),
                      amount: money(formatMinor(stake)),
                    })
                  : t(`baccarat_${side}`)
              }
              onClick={() => place(side)}
            >
              <span className="bc-spot__name">{t(`baccarat_${side}`)}</span>
              <span className="bc-spot__pays">{BACCARAT_PAYS[side]}</span>
              {stake ? (
                <span className="table-chip" aria-hidden="true">
                  {chipFace(formatMinor(stake))}
                </span>
              ) : null}
            </button>
          );
        })}
      </fieldset>
      <div className="baccarat__tools">
        <p className="roulette__total">
          {t('total_bet')}: <strong data-testid="baccarat-total">{money(formatMinor(total))}</strong>
        </p>
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          disabled={locked || total === 0n}
          onClick={clear}
        >
          {t('clear_bets')}
        </button>
      </div>
    </div>
  );
}
