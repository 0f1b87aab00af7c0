import { DASHBOARD_RANGES, type DashboardRange } from '@crupier/contract/ops-dashboard';
import type { TGameRtp } from '@crupier/contract/ops-games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOps } from '../../api/use-ops';
import { opsErrorText } from '../../components/error-text';
import { Money } from '../../components/money';

/** RTP and hold per house game, from its settled real-money rounds of the period. */
export function RtpPanel() {
  const { t, i18n } = useTranslation('backoffice');
  const [range, setRange] = useState<DashboardRange>('30d');
  const rows = useOps<TGameRtp[]>('/ops/games/rtp', { range });
  const pct = (value: string | null) =>
    value === null
      ? '—'
      : `${new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2 }).format(Number(value))} %`;
  return (
    <div className="bo-table" data-testid="rtp-panel">
      <div className="bo-table__bar">
        <label className="bo-filter">
          <span>{t('dash_range')}</span>
          <select value={range} onChange={(event) => setRange(event.target.value as DashboardRange)}>
            {DASHBOARD_RANGES.map((code) => (
              <option key={code} value={code}>
                {t(`dash_range_${code}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {rows.isError && (
        <p className="bo-error" role="alert">
          {opsErrorText(rows.error, t)}
        </p>
      )}
      <div className="bo-table__scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('games_game')}</th>
              <th scope="col">{t('games_rounds')}</th>
              <th scope="col">{t('dash_bets')}</th>
              <th scope="col">{t('dash_wins')}</th>
              <th scope="col">{t('games_rtp')}</th>
              <th scope="col">{t('games_hold')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.data?.map((row) => (
              <tr key={row.id}>
                <td>
                  {row.name} <span className="bo-muted">({row.vendor})</span>
                </td>
                <td>{row.rounds}</td>
                <td>
                  <Money value={row.bets} />
                </td>
                <td>
                  <Money value={row.wins} />
                </td>
                <td>{pct(row.rtp)}</td>
                <td>{pct(row.hold)}</td>
              </tr>
            ))}
            {rows.data?.length === 0 && (
              <tr>
                <td colSpan={6} className="bo-table__empty">
                  {t('table_empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
