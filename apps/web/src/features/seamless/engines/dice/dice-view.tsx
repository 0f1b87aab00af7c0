import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEngineViewProps } from '@/api/game-engine-types';
import { CommitInput } from '@/features/seamless/engines/shared/commit-input';
import { currentLanguage, DOCUMENT_LANG } from '@/i18n/i18n';
import { localizeDecimals } from '@/lib/decimals';
import { formatMinor, parseMinor } from '@/lib/money';
import './dice.css';
import {
  DICE_MAX_TARGET,
  DICE_MIN_TARGET,
  type DiceDirection,
  diceMultiplierBp,
} from '@crupier/contract/house/dice';
import {
  clampTarget,
  DICE_DEFAULT_TARGET,
  diceOutcome,
  formatMultiplier,
  hundredths,
  targetForMultiplier,
  winningRange,
} from './dice';

/** A number typed with either decimal mark ("49,5" or "49.5"); NaN when it is not one. */
const decimalInput = (text: string) =>
  /^\s*\d+(?:[.,]\d*)?\s*$/.test(text) ? Number(text.trim().replace(',', '.')) : Number.NaN;

/**
 * Dice: pick under or over and the line (or the multiplier, or read the chance); Play rolls 0.00–99.99.
 * The slider moves the line the roll must stay under (or go over).
 */
export default function DiceView({ bet, round, busy, autoplaying, setSlip, money }: TEngineViewProps) {
  const { t } = useTranslation('games');
  const locale = DOCUMENT_LANG[currentLanguage()];
  const base = useId();
  const [target, setTarget] = useState(DICE_DEFAULT_TARGET);
  const [direction, setDirection] = useState<DiceDirection>('under');
  const locked = busy || autoplaying;

  useEffect(() => setSlip({ params: { target, direction } }), [target, direction, setSlip]);

  const bp = diceMultiplierBp(target);
  const payout = formatMinor((parseMinor(bet) * BigInt(bp)) / 10_000n);
  // The line on the track: under wins left of it, over wins right of it.
  const line = direction === 'under' ? target : 10_000 - target;
  const [from, to] = winningRange(target, direction);
  const outcome = diceOutcome(round);
  const lineMin = direction === 'under' ? DICE_MIN_TARGET : 10_000 - DICE_MAX_TARGET;
  const lineMax = direction === 'under' ? DICE_MAX_TARGET : 10_000 - DICE_MIN_TARGET;
  const setLine = (value: number) => setTarget(clampTarget(direction === 'under' ? value : 10_000 - value));

  return (
    <div className="dice">
      <div
        className={`dice__result${outcome ? (outcome.wins ? ' is-win' : ' is-loss') : ''}`}
        data-testid="dice-result"
        aria-live="polite"
        key={round?.roundId}
      >
        <span className="dice__roll">
          {outcome ? localizeDecimals(hundredths(outcome.roll), locale) : '–'}
        </span>
        <span className="dice__verdict">
          {outcome
            ? outcome.wins
              ? t('dice_won', { amount: money(round?.win ?? '0') })
              : t('dice_lost')
            : t('dice_prompt')}
        </span>
      </div>

      <div className="dice__track" aria-hidden="true">
        <span className="dice__zone" style={{ left: `${from / 100}%`, width: `${(to - from) / 100}%` }} />
        {outcome && (
          <span
            className={`dice__marker${outcome.wins ? ' is-win' : ' is-loss'}`}
            style={{ left: `${outcome.roll / 100}%` }}
          />
        )}
        <span className="dice__ticks">
          {[0, 25, 50, 75, 100].map((n) => (
            <span key={n}>{n}</span>
          ))}
        </span>
      </div>
      <label className="visually-hidden" htmlFor={`${base}-slider`}>
        {t(direction === 'under' ? 'dice_roll_under' : 'dice_roll_over')}
      </label>
      <input
        id={`${base}-slider`}
        className="dice__slider"
        type="range"
        min={lineMin}
        max={lineMax}
        step={1}
        value={line}
        disabled={locked}
        aria-valuetext={localizeDecimals(hundredths(line), locale)}
        onChange={(event) => setLine(Number(event.target.value))}
      />

      <fieldset className="dice__direction game-group">
        <legend className="visually-hidden">{t('dice_direction')}</legend>
        {(['under', 'over'] as const).map((d) => (
          <button
            key={d}
            type="button"
            className="game-chip game-chip--wide"
            aria-pressed={direction === d}
            disabled={locked}
            onClick={() => setDirection(d)}
          >
            {t(d === 'under' ? 'dice_under' : 'dice_over')}
          </button>
        ))}
      </fieldset>

      <div className="dice__fields">
        <div className="game-field">
          <label htmlFor={`${base}-line`}>
            {t(direction === 'under' ? 'dice_roll_under' : 'dice_roll_over')}
          </label>
          <CommitInput
            id={`${base}-line`}
            testId="dice-line"
            value={localizeDecimals(hundredths(line), locale)}
            disabled={locked}
            commit={(text) => {
              const value = decimalInput(text);
              if (Number.isFinite(value)) setLine(Math.round(value * 100));
            }}
          />
        </div>
        <div className="game-field">
          <label htmlFor={`${base}-multiplier`}>{t('multiplier')}</label>
          <CommitInput
            id={`${base}-multiplier`}
            testId="dice-multiplier"
            value={localizeDecimals(formatMultiplier(bp), locale)}
            disabled={locked}
            commit={(text) => {
              const value = decimalInput(text);
              if (Number.isFinite(value) && value > 0) setTarget(targetForMultiplier(value));
            }}
          />
        </div>
        <div className="game-field">
          <span className="game-field__label" id={`${base}-chance`}>
            {t('win_chance')}
          </span>
          <output className="game-field__value" aria-labelledby={`${base}-chance`}>
            {localizeDecimals(hundredths(target), locale)} %
          </output>
        </div>
        <div className="game-field">
          <span className="game-field__label" id={`${base}-payout`}>
            {t('payout_on_win')}
          </span>
          <output className="game-field__value" aria-labelledby={`${base}-payout`} data-testid="dice-payout">
            {money(payout)}
          </output>
        </div>
      </div>
    </div>
  );
}
