import { formatOdds, type TOddsFormat, type TSbEvent } from './api';
import { outcomeLabel, type TMarket, type TOutcome } from './book-model';
import { useSbText } from './text';

export type TOnPick = (event: TSbEvent, market: TMarket, outcome: TOutcome) => void;
/** What an odds button needs besides its outcome: the picks, the odds format and the press. */
export type TOddsContext = { picked: Set<string>; format: TOddsFormat; onPick: TOnPick };

export function OddsButton({
  event,
  market,
  outcome,
  context,
}: {
  event: TSbEvent;
  market: TMarket;
  outcome: TOutcome;
  context: TOddsContext;
}) {
  const { t } = useSbText();
  return (
    <button
      type="button"
      className={`sb-odds${context.picked.has(outcome.outcomeId) ? ' sb-odds--on' : ''}`}
      disabled={market.status !== 'open'}
      data-testid="sb-odds"
      data-outcome-id={outcome.outcomeId}
      data-odds={outcome.odds}
      onClick={() => context.onPick(event, market, outcome)}
    >
      <span className="sb-odds__label">{outcomeLabel(t, outcome.name, event, market)}</span>
      <strong className="sb-odds__price">
        {market.status === 'open' ? formatOdds(outcome.odds, context.format) : '—'}
      </strong>
    </button>
  );
}
