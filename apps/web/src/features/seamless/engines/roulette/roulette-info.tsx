import { pocketColor } from '@crupier/contract/house/roulette';
import { useTranslation } from 'react-i18next';
import type { TRound } from '@/api/game-engine-types';
import { formatMinor, parseMinor } from '@/lib/money';
import { type TRouletteOutcome, type TStack, totalStake } from './table';

/** Beside the wheel: the result, the last pockets, the stake on the table, undo and clear. */
export function RouletteInfo({
  shown,
  outcome,
  spinning,
  recent,
  stacks,
  locked,
  canUndo,
  onUndo,
  onClear,
  money,
}: {
  shown: TRound | null;
  outcome: TRouletteOutcome | null;
  spinning: boolean;
  recent: number[];
  stacks: TStack[];
  locked: boolean;
  canUndo: boolean;
  onUndo: () => void;
  onClear: () => void;
  money: (amount: string) => string;
}) {
  const { t } = useTranslation('games');
  return (
    <div className="roulette__info" aria-live="polite" data-testid="roulette-result">
      {spinning ? (
        <p className="roulette__status">{t('roulette_spinning')}</p>
      ) : outcome ? (
        <p className="roulette__status">
          <span className={`pocket-badge pocket-badge--${outcome.color}`}>{outcome.pocket}</span>{' '}
          {t(`roulette_color_${outcome.color}`)}
          {' · '}
          {parseMinor(shown?.win ?? '0') > 0n
            ? t('won_amount', { amount: money(shown?.win ?? '0') })
            : t('no_win')}
        </p>
      ) : (
        <p className="roulette__status">{t('roulette_prompt')}</p>
      )}
      {recent.length > 1 && (
        <ol className="roulette__recent" aria-label={t('roulette_recent')}>
          {recent.map((pocket, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same pocket may come twice
            <li key={i} className={`pocket-badge pocket-badge--${pocketColor(pocket)}`}>
              {pocket}
            </li>
          ))}
        </ol>
      )}
      <p className="roulette__total">
        {t('total_bet')}:{' '}
        <strong data-testid="roulette-total">{money(formatMinor(totalStake(stacks)))}</strong>
        <span className="roulette__count">{t('roulette_spots', { count: stacks.length })}</span>
      </p>
      <div className="roulette__tools">
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          disabled={locked || !canUndo}
          onClick={onUndo}
        >
          {t('undo')}
        </button>
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          disabled={locked || stacks.length === 0}
          onClick={onClear}
        >
          {t('clear_bets')}
        </button>
      </div>
    </div>
  );
}
