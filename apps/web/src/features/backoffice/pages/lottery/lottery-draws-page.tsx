import type { TOpsDraw } from '@crupier/contract/lottery';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/client';
import { opsFetch } from '@/features/backoffice/api/ops-client';

const GAMES = ['VN_MB', 'VN_MN', 'SEA_4D', 'EL_PICK3', 'EL_PICK5', 'EL_KENO'];
const STATES = ['open', 'closed', 'settled', 'cancelled'];

/** The page's texts (Spanish and English, as the rest of the back office). */
const TEXT = {
  es: {
    title: 'Sorteos de lotería',
    game: 'Juego',
    state: 'Estado',
    all: 'Todos',
    draw: 'Sorteo',
    drawAt: 'Hora del sorteo',
    numbers: 'Resultado',
    bets: 'Apuestas',
    stakes: 'Importes',
    wins: 'Premios',
    hash: 'Hash / semilla',
    cancel: 'Cancelar sorteo',
    reason: 'Motivo (se audita)',
    confirm: 'Cancelar y reembolsar',
    done: 'Sorteo cancelado: {n} apuestas reembolsadas ({amount}).',
    none: 'Sin sorteos.',
  },
  en: {
    title: 'Lottery draws',
    game: 'Game',
    state: 'State',
    all: 'All',
    draw: 'Draw',
    drawAt: 'Draw time',
    numbers: 'Result',
    bets: 'Bets',
    stakes: 'Stakes',
    wins: 'Wins',
    hash: 'Hash / seed',
    cancel: 'Cancel draw',
    reason: 'Reason (audited)',
    confirm: 'Cancel and refund',
    done: 'Draw cancelled: {n} bets refunded ({amount}).',
    none: 'No draws.',
  },
};

/** A result in one line: the special prize first for the VN sheets, every number otherwise. */
function resultLine(draw: TOpsDraw) {
  if (!draw.numbers) return '—';
  const special = draw.numbers.find((t) => t.tier === 'DB');
  const rest = draw.numbers.filter((t) => t.tier !== 'DB').flatMap((t) => t.values);
  return special ? `${special.values[0]} · ${rest.join(' ')}` : rest.join(' ');
}

/**
 * The merchant's lottery draws (role risk): state, draw time, results with hash and revealed seed,
 * bets, stakes and wins; an open or closed draw can be cancelled with a reason, which refunds every
 * bet's stake through the ledger and is written to the audit log.
 */
export function LotteryDrawsPage() {
  const { i18n } = useTranslation();
  const text = i18n.language.startsWith('es') ? TEXT.es : TEXT.en;
  const [game, setGame] = useState('');
  const [state, setState] = useState('');
  const [draws, setDraws] = useState<TOpsDraw[] | null>(null);
  const [selected, setSelected] = useState<TOpsDraw | null>(null);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version triggers a reload
  useEffect(() => {
    let live = true;
    opsFetch<{ list: TOpsDraw[] }>('/ops/lottery/draws', {
      query: { gameCode: game || undefined, state: state || undefined, pageSize: 50 },
    }).then(
      (page) => live && setDraws(page.list),
      () => live && setDraws([]),
    );
    return () => {
      live = false;
    };
  }, [game, state, version]);

  const cancel = useCallback(async () => {
    if (!selected) return;
    setNote(null);
    try {
      const result = await opsFetch<{ refunds: number; refunded: string }>(
        `/ops/lottery/draws/${encodeURIComponent(selected.drawId)}/cancel`,
        { method: 'POST', body: { reason } },
      );
      setNote(text.done.replace('{n}', String(result.refunds)).replace('{amount}', result.refunded));
      setSelected(null);
      setReason('');
      setVersion((v) => v + 1);
    } catch (error) {
      setNote(error instanceof ApiError ? `${error.code}: ${error.message}` : String(error));
    }
  }, [selected, reason, text.done]);

  return (
    <section className="ops-page" data-testid="ops-lottery">
      <h1>{text.title}</h1>
      <div className="ops-filters" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 12 }}>
        <label>
          {text.game}{' '}
          <select value={game} onChange={(e) => setGame(e.target.value)}>
            <option value="">{text.all}</option>
            {GAMES.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
        </label>
        <label>
          {text.state}{' '}
          <select value={state} onChange={(e) => setState(e.target.value)}>
            <option value="">{text.all}</option>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      </div>
      {note && <p role="status">{note}</p>}
      {draws === null ? null : draws.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table className="ops-table">
            <thead>
              <tr>
                <th>{text.game}</th>
                <th>{text.draw}</th>
                <th>{text.state}</th>
                <th>{text.drawAt}</th>
                <th>{text.numbers}</th>
                <th>{text.bets}</th>
                <th>{text.stakes}</th>
                <th>{text.wins}</th>
                <th>{text.hash}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {draws.map((d) => (
                <tr key={d.drawId} data-testid="ops-lottery-draw" data-state={d.state}>
                  <td>{d.gameCode}</td>
                  <td>{d.drawNo}</td>
                  <td>
                    {d.state}
                    {d.cancelReason ? ` · ${d.cancelReason}` : ''}
                  </td>
                  <td>{new Date(d.drawAt).toLocaleString(i18n.language)}</td>
                  <td style={{ maxWidth: 360, whiteSpace: 'normal', fontVariantNumeric: 'tabular-nums' }}>
                    {resultLine(d)}
                  </td>
                  <td>{d.bets}</td>
                  <td>{d.stakes}</td>
                  <td>{d.wins}</td>
                  <td style={{ fontSize: '0.75em', wordBreak: 'break-all', maxWidth: 220 }}>
                    <code>{d.drawHash.slice(0, 16)}…</code>
                    {d.seed && (
                      <>
                        <br />
                        <code>{d.seed.slice(0, 16)}…</code>
                      </>
                    )}
                  </td>
                  <td>
                    {(d.state === 'open' || d.state === 'closed') && (
                      <button type="button" onClick={() => setSelected(d)}>
                        {text.cancel}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {selected && (
        <div className="ops-card" style={{ marginTop: 12, display: 'grid', gap: 8, maxWidth: 480 }}>
          <strong>
            {text.cancel}: {selected.gameCode} {selected.drawNo}
          </strong>
          <label>
            {text.reason}
            <textarea
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              rows={3}
              style={{ width: '100%' }}
            />
          </label>
          <button type="button" disabled={reason.trim().length < 3} onClick={() => void cancel()}>
            {text.confirm}
          </button>
        </div>
      )}
    </section>
  );
}
