import type { TSbEvent } from './api';
import { type TSbText, useSbText } from './text';

export function EventHeader({ event, t, compact }: { event: TSbEvent; t: TSbText; compact?: boolean }) {
  const { language } = useSbText();
  const start = new Date(event.startsAt);
  return (
    <div className={`sb-head${compact ? ' sb-head--compact' : ''}`}>
      <span className="sb-head__meta">
        {event.status === 'live' ? (
          <span className="sb-live" data-testid="sb-clock">
            ● {event.clock}
          </span>
        ) : event.status === 'ended' ? (
          t('ended')
        ) : (
          new Intl.DateTimeFormat(language, { weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(
            start,
          )
        )}{' '}
        · {event.leagueName}
      </span>
      <span className="sb-head__teams">
        <span>{event.home}</span>
        {event.score ? (
          <strong className="sb-score" data-testid="sb-score">
            {event.score.home} – {event.score.away}
          </strong>
        ) : (
          <span className="sb-vs">–</span>
        )}
        <span>{event.away}</span>
      </span>
      {event.score?.detail && <span className="sb-head__detail">{event.score.detail}</span>}
    </div>
  );
}
