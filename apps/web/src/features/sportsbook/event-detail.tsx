import type { TSbEvent } from './api';
import { marketTitle } from './book-model';
import { EventHeader } from './event-header';
import { OddsButton, type TOddsContext } from './odds-button';
import { useSbText } from './text';

/** One event with all its markets. */
export function EventDetail({
  detail,
  odds,
  onBack,
}: {
  detail: TSbEvent | null;
  odds: TOddsContext;
  onBack: () => void;
}) {
  const { t } = useSbText();
  return (
    <section className="sb-detail" data-testid="sb-event-page">
      <button type="button" className="sb-link" onClick={onBack}>
        ‹ {t('back')}
      </button>
      {detail ? (
        <>
          <EventHeader event={detail} t={t} />
          {detail.markets.map((m) => (
            <div className="sb-market" key={m.marketId} data-testid="sb-market" data-type={m.type}>
              <h3>
                {marketTitle(t, m)}
                {m.status !== 'open' && <span className="sb-badge">{t('suspended')}</span>}
              </h3>
              <div className="sb-market__outcomes">
                {m.outcomes.map((o) => (
                  <OddsButton key={o.outcomeId} event={detail} market={m} outcome={o} context={odds} />
                ))}
              </div>
            </div>
          ))}
        </>
      ) : (
        <p>{t('loading')}</p>
      )}
    </section>
  );
}
