import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/client';
import { opsFetch } from '@/features/backoffice/api/ops-client';

type TOpsEvent = {
  eventId: string;
  sport: string;
  league: string;
  home: string;
  away: string;
  startsAt: string;
  status: string;
  suspended: boolean;
  suspendedMarkets: string[];
  result: { home: number; away: number } | null;
  resultVersion: number;
  openBets: number;
  stakes: string;
  maxLiability: string;
};
type TExposure = {
  outcomeId: string;
  market: string;
  name: string;
  bets: number;
  stakes: string;
  liability: string;
};

/** The page's texts (Spanish and English, as the rest of the back office). */
const TEXT = {
  es: {
    title: 'Apuestas deportivas',
    sport: 'Deporte',
    status: 'Estado',
    all: 'Todos',
    event: 'Evento',
    starts: 'Inicio',
    bets: 'Apuestas',
    stakes: 'Importes',
    liability: 'Riesgo máx.',
    result: 'Resultado',
    suspend: 'Suspender',
    reopen: 'Reabrir',
    void: 'Anular',
    correct: 'Corregir resultado',
    exposure: 'Exposición',
    reason: 'Motivo',
    home: 'Local',
    away: 'Visitante',
    save: 'Guardar',
    done: 'Hecho',
    none: 'Sin eventos.',
    outcome: 'Selección',
    suspended: 'suspendido',
  },
  en: {
    title: 'Sportsbook',
    sport: 'Sport',
    status: 'Status',
    all: 'All',
    event: 'Event',
    starts: 'Starts',
    bets: 'Bets',
    stakes: 'Stakes',
    liability: 'Max liability',
    result: 'Result',
    suspend: 'Suspend',
    reopen: 'Reopen',
    void: 'Void',
    correct: 'Correct result',
    exposure: 'Exposure',
    reason: 'Reason',
    home: 'Home',
    away: 'Away',
    save: 'Save',
    done: 'Done',
    none: 'No events.',
    outcome: 'Selection',
    suspended: 'suspended',
  },
};

/**
 * The operator's sportsbook (role risk): events with open bets, stakes and worst liability; exposure
 * per outcome; suspend or reopen an event, void it, or correct its result (the bets resettle and only
 * the differences move). Every action asks for a reason (audited).
 */
export function SportsbookPage() {
  const { i18n } = useTranslation();
  const text = i18n.language.startsWith('es') ? TEXT.es : TEXT.en;
  const [sport, setSport] = useState('');
  const [status, setStatus] = useState('live');
  const [events, setEvents] = useState<TOpsEvent[] | null>(null);
  const [selected, setSelected] = useState<TOpsEvent | null>(null);
  const [exposure, setExposure] = useState<TExposure[] | null>(null);
  const [reason, setReason] = useState('');
  const [score, setScore] = useState({ home: '0', away: '0' });
  const [note, setNote] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version triggers a reload
  useEffect(() => {
    let live = true;
    opsFetch<{ list: TOpsEvent[] }>('/ops/sb/events', {
      query: { sport: sport || undefined, status: status || undefined, pageSize: 50 },
    }).then(
      (page) => live && setEvents(page.list),
      () => live && setEvents([]),
    );
    return () => {
      live = false;
    };
  }, [sport, status, version]);

  useEffect(() => {
    if (!selected) return;
    let live = true;
    setExposure(null);
    opsFetch<TExposure[]>(`/ops/sb/events/${encodeURIComponent(selected.eventId)}/exposure`).then(
      (rows) => live && setExposure(rows),
      () => live && setExposure([]),
    );
    return () => {
      live = false;
    };
  }, [selected]);

  const act = useCallback(
    async (path: string, body: Record<string, unknown>) => {
      if (!selected) return;
      setNote(null);
      try {
        await opsFetch(`/ops/sb/events/${encodeURIComponent(selected.eventId)}/${path}`, {
          method: 'POST',
          body: { ...body, reason },
        });
        setNote(text.done);
        setVersion((v) => v + 1);
      } catch (error) {
        setNote(error instanceof ApiError ? `${error.code}: ${error.message}` : String(error));
      }
    },
    [selected, reason, text.done],
  );

  return (
    <section className="ops-page" data-testid="ops-sportsbook">
      <h1>{text.title}</h1>
      <div className="ops-filters" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 12 }}>
        <label>
          {text.sport}{' '}
          <select value={sport} onChange={(e) => setSport(e.target.value)}>
            <option value="">{text.all}</option>
            {['football', 'basketball', 'tennis', 'esports', 'cockfight'].map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label>
          {text.status}{' '}
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{text.all}</option>
            {['live', 'prematch', 'ended', 'void'].map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      </div>
      {events === null ? null : events.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table className="ops-table">
            <thead>
              <tr>
                <th>{text.event}</th>
                <th>{text.starts}</th>
                <th>{text.status}</th>
                <th>{text.result}</th>
                <th>{text.bets}</th>
                <th>{text.stakes}</th>
                <th>{text.liability}</th>
              </tr>
            </thead>
            <tbody>
              {events.map((e) => (
                <tr
                  key={e.eventId}
                  data-testid="ops-sb-event"
                  onClick={() => setSelected(e)}
                  style={{ cursor: 'pointer', fontWeight: selected?.eventId === e.eventId ? 600 : undefined }}
                >
                  <td>
                    {e.home} – {e.away} <small>({e.sport})</small>
                  </td>
                  <td>{new Date(e.startsAt).toLocaleString(i18n.language)}</td>
                  <td>
                    {e.status}
                    {e.suspended ? ` · ${text.suspended}` : ''}
                  </td>
                  <td>{e.result ? `${e.result.home}–${e.result.away} (v${e.resultVersion})` : '—'}</td>
                  <td>{e.openBets}</td>
                  <td>{e.stakes}</td>
                  <td>{e.maxLiability}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {selected && (
        <div className="ops-card" style={{ marginTop: 16 }} data-testid="ops-sb-detail">
          <h2>
            {selected.home} – {selected.away}
          </h2>
          <label>
            {text.reason}{' '}
            <input value={reason} onChange={(e) => setReason(e.target.value)} data-testid="ops-sb-reason" />
          </label>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', margin: '8px 0' }}>
            <button
              type="button"
              className="btn"
              disabled={!reason}
              onClick={() => void act('suspend', { suspended: !selected.suspended })}
            >
              {selected.suspended ? text.reopen : text.suspend}
            </button>
            <button type="button" className="btn" disabled={!reason} onClick={() => void act('void', {})}>
              {text.void}
            </button>
            <label>
              {text.home}{' '}
              <input
                style={{ width: 56 }}
                inputMode="numeric"
                value={score.home}
                onChange={(e) => setScore({ ...score, home: e.target.value })}
              />
            </label>
            <label>
              {text.away}{' '}
              <input
                style={{ width: 56 }}
                inputMode="numeric"
                value={score.away}
                onChange={(e) => setScore({ ...score, away: e.target.value })}
              />
            </label>
            <button
              type="button"
              className="btn btn--primary"
              disabled={!reason}
              onClick={() => void act('result', { home: Number(score.home), away: Number(score.away) })}
            >
              {text.correct}
            </button>
          </div>
          {note && <p role="status">{note}</p>}
          <h3>{text.exposure}</h3>
          {exposure && exposure.length > 0 ? (
            <table className="ops-table">
              <thead>
                <tr>
                  <th>{text.outcome}</th>
                  <th>{text.bets}</th>
                  <th>{text.stakes}</th>
                  <th>{text.liability}</th>
                </tr>
              </thead>
              <tbody>
                {exposure.map((x) => (
                  <tr key={x.outcomeId}>
                    <td>
                      {x.market} · {x.name}
                    </td>
                    <td>{x.bets}</td>
                    <td>{x.stakes}</td>
                    <td>{x.liability}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>—</p>
          )}
        </div>
      )}
    </section>
  );
}
