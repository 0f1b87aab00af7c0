import {
  DRAGON_TIGER_PAYS,
  DRAGON_TIGER_SIDES,
  type DragonTigerSide,
} from '@crupier/contract/house/dragon-tiger';
import { useTranslation } from 'react-i18next';
import type { TEngineViewProps } from '@/api/game-engine-types';
import { PlayingCard } from '@/features/seamless/engines/shared/playing-card';
import { sideParams, type TSideStakes, useSideStakes } from '@/features/seamless/engines/shared/side-stakes';
import { useRevealedRound } from '@/features/seamless/engines/shared/use-reveal';
import { chipFace } from '@/features/seamless/shell/bet-selector';
import { formatMinor, parseMinor } from '@/lib/money';
import '@/features/seamless/engines/shared/cards.css';
import '@/features/seamless/engines/shared/table-games.css';
import { DT_DEAL_MS, dragonTigerOutcome, dtSideWins } from './dragon-tiger';

/** The play params: one entry per side with chips, its share the stake in minor units. */
export const dragonTigerParams = (stakes: TSideStakes<DragonTigerSide>) =>
  sideParams(DRAGON_TIGER_SIDES, stakes);

/** Dragon Tiger: chips of the selected value on dragon, tie, tiger and suited tie; Play deals two cards. */
export default function DragonTigerView({
  bet: chip,
  round,
  busy,
  autoplaying,
  setSlip,
  sound,
  money,
}: TEngineViewProps) {
  const { t } = useTranslation('games');
  const { shown, spinning } = useRevealedRound(round, DT_DEAL_MS);
  const locked = busy || autoplaying || spinning;
  const { stakes, total, place, clear } = useSideStakes(
    DRAGON_TIGER_SIDES,
    { bet: chip, setSlip, sound },
    locked,
  );
  const outcome = dragonTigerOutcome(shown);

  const hand = (who: 'dragon' | 'tiger') => (
    <section
      className={`baccarat__hand dt__hand dt__hand--${who}${outcome?.winner === who && !spinning ? ' is-winner' : ''}`}
      aria-label={t(`dt_${who}`)}
      data-testid={`dt-${who}`}
    >
      <h3 className="baccarat__hand-title">{t(`dt_${who}`)}</h3>
      <div className="baccarat__cards dt__cards">
        {spinning ? (
          <PlayingCard card={null} />
        ) : outcome ? (
          <PlayingCard key={`${shown?.roundId}-${who}`} card={outcome[who]} index={who === 'tiger' ? 1 : 0} />
        ) : (
          <span className="baccarat__empty" />
        )}
      </div>
    </section>
  );

  return (
    <div className="baccarat dt">
      <p className="baccarat__status" aria-live="polite" data-testid="dt-result">
        {spinning
          ? t('dealing')
          : outcome
            ? `${t(`dt_wins_${outcome.winner}`)} · ${
                parseMinor(shown?.win ?? '0') > 0n
                  ? t('won_amount', { amount: money(shown?.win ?? '0') })
                  : t('no_win')
              }`
            : t('dt_prompt')}
      </p>
      <div className="baccarat__hands">
        {hand('dragon')}
        {hand('tiger')}
      </div>
      <fieldset className="dt__spots game-group">
        <legend className="visually-hidden">{t('dt_bets')}</legend>
        {DRAGON_TIGER_SIDES.map((side) => {
          const stake = stakes[side];
          const won = outcome && !spinning ? dtSideWins(side, outcome) : false;
          return (
            <button
              key={side}
              type="button"
              className={`bc-spot dt-spot--${side}${won ? ' is-won' : ''}`}
              data-testid={`dt-spot-${side}`}
              disabled={locked}
              aria-label={
                stake
                  ? t('roulette_spot_with', { spot: t(`dt_${side}`), amount: money(formatMinor(stake)) })
                  : t(`dt_${side}`)
              }
              onClick={() => place(side)}
            >
              <span className="bc-spot__name">{t(`dt_${side}`)}</span>
              <span className="bc-spot__pays">{DRAGON_TIGER_PAYS[side]}</span>
              {stake ? (
                <span className="table-chip" aria-hidden="true">
                  {chipFace(formatMinor(stake))}
                </span>
              ) : null}
            </button>
          );
        })}
      </fieldset>
      <p className="field-hint dt__rule">{t('dt_tie_rule')}</p>
      <div className="baccarat__tools">
        <p className="roulette__total">
          {t('total_bet')}: <strong data-testid="dt-total">{money(formatMinor(total))}</strong>
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
