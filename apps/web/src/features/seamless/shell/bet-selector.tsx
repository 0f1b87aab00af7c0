import { useTranslation } from 'react-i18next';
import { currentLanguage, DOCUMENT_LANG } from '@/i18n/i18n';
import { localizeDecimals } from '@/lib/decimals';
import { canStep, stepLevel } from './bet-levels';

/** "0.10" → "0,10" (Spanish), "5.00" → "5": a chip's face, without the currency. */
export function chipFace(level: string, locale = DOCUMENT_LANG[currentLanguage()]): string {
  return localizeDecimals(level.endsWith('.00') ? level.slice(0, -3) : level, locale);
}

/** The stake: a stepper through the game's bet levels and the levels as chips. */
export function BetSelector({
  levels,
  value,
  onChange,
  kind,
  disabled,
  money,
}: {
  levels: string[];
  value: string;
  onChange: (level: string) => void;
  kind: 'bet' | 'chip';
  disabled: boolean;
  money: (amount: string) => string;
}) {
  const { t } = useTranslation('games');
  return (
    <fieldset className="bet-selector" data-testid="bet-selector" disabled={disabled}>
      <legend className="bet-selector__legend">{t(kind === 'chip' ? 'chip_value' : 'bet')}</legend>
      <div className="bet-selector__stepper">
        <button
          type="button"
          className="icon-btn"
          aria-label={t('bet_down')}
          disabled={!canStep(levels, value, -1)}
          onClick={() => onChange(stepLevel(levels, value, -1))}
        >
          −
        </button>
        <output className="bet-selector__value" data-testid="selected-bet" aria-live="polite">
          {money(value)}
        </output>
        <button
          type="button"
          className="icon-btn"
          aria-label={t('bet_up')}
          disabled={!canStep(levels, value, 1)}
          onClick={() => onChange(stepLevel(levels, value, 1))}
        >
          +
        </button>
      </div>
      <div className="bet-selector__chips">
        {levels.map((level) => (
          <button
            key={level}
            type="button"
            className="game-chip"
            aria-pressed={level === value}
            aria-label={money(level)}
            onClick={() => onChange(level)}
          >
            {chipFace(level)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
