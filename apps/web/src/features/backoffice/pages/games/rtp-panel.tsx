import type { DashboardRange } from '@crupier/contract/ops-dashboard';
import type { TGameRtp } from '@crupier/contract/ops-games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOps } from '@/features/backoffice/api/use-ops';
import { Money } from '@/features/backoffice/components/money';
import { OpsErrorAlert } from '@/features/backoffice/components/ops-error-alert';
import { RangeFilter } from '@/features/backoffice/components/range-filter';
import { TableNoteRow } from '@/features/backoffice/components/table-note-row';

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
        <RangeFilter value={range} onChange={setRange} />
      </div>
      <OpsErrorAlert of={rows} />
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
            {rows.data?.length === 0 && <TableNoteRow colSpan={6}>{t('table_empty')}</TableNoteRow>}
          </tbody>
        </table>
      </div>
    </div>
  );
}
