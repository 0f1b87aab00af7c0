import type { TSbEvent } from './api';
import { EventHeader } from './event-header';
import { OddsButton, type TOddsContext } from './odds-button';
import { SbTab } from './sb-tab';
import { useSbText } from './text';

export type TEventStatus = 'live' | 'prematch';

/** Live or upcoming events of a sport, by league, each with its main market. */
export function EventList({
  status,
  onStatus,
  league,
  onLeague,
  leagues,
  events,
  odds,
  onOpen,
}: {
  status: TEventStatus;
  onStatus: (status: TEventStatus) => void;
  league: string;
  onLeague: (league: string) => void;
  leagues: { league: string; name: string }[];
  events: TSbEvent[] | null;
  odds: TOddsContext;
  onOpen: (eventId: string) => void;
}) {
  const { t } = useSbText();
  return (
    <section>
      <div className="sb-tabs" role="tablist">
        {(['live', 'prematch'] as const).map((s) => (
          <SbTab key={s} isOn={status === s} testId={`sb-tab-${s}`} onSelect={() => onStatus(s)}>
            {t(s)}
          </SbTab>
        ))}
        <select
          className="sb-league"
          aria-label={t('all_leagues')}
          value={league}
          onChange={(e) => onLeague(e.target.value)}
        >
          <option value="">{t('all_leagues')}</option>
          {leagues.map((l) => (
            <option key={l.league} value={l.league}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      {events === null ? (
        <p>{t('loading')}</p>
      ) : events.length === 0 ? (
        <p className="sb-empty">{t('no_events')}</p>
      ) : (
        <ul className="sb-events">
          {events.map((event) => (
            <EventRow key={event.eventId} event={event} odds={odds} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </section>
  );
}

function EventRow({
  event,
  odds,
  onOpen,
}: {
  event: TSbEvent;
  odds: TOddsContext;
  onOpen: (eventId: string) => void;
}) {
  const { t } = useSbText();
  const main = event.markets[0];
  return (
    <li className="sb-event" data-testid="sb-event" data-event-id={event.eventId} data-status={event.status}>
      <button type="button" className="sb-event__head" onClick={() => onOpen(event.eventId)}>
        <EventHeader event={event} t={t} compact />
        {event.markets.length > 1 && (
          <span className="sb-event__more">{t('more_markets', { count: event.markets.length - 1 })}</span>
        )}
      </button>
      {main && (
        <div className="sb-event__odds">
          {main.outcomes.map((o) => (
            <OddsButton key={o.outcomeId} event={event} market={main} outcome={o} context={odds} />
          ))}
        </div>
      )}
    </li>
  );
}
