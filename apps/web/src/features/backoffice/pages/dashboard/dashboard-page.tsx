import type {
  DashboardRange,
  TDashboard,
  TDashboardPlayRow,
  TOpsMerchant,
} from '@crupier/contract/ops-dashboard';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOps, useStaffMe } from '@/features/backoffice/api/use-ops';
import { useOpsMerchant } from '@/features/backoffice/components/merchant';
import { RangeFilter } from '@/features/backoffice/components/range-filter';
import { formatMoney } from '@/lib/money';
import './dashboard.css';
import { OpsErrorAlert } from '@/features/backoffice/components/ops-error-alert';
import { TableNoteRow } from '@/features/backoffice/components/table-note-row';

const DashboardCharts = lazy(() =>
  import('./dashboard-charts').then((m) => ({ default: m.DashboardCharts })),
);

const MONEY_CARDS = ['deposits', 'withdrawals', 'bets', 'wins', 'ggr', 'bonuses', 'ngr'] as const;

/**
 * The merchant's figures over today, 7 or 30 days from the ledger: money and player cards, charts per
 * day, vendor and game type, and the same rows as tables. Admins switch merchants.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation('backoffice');
  const me = useStaffMe();
  const own = useOpsMerchant();
  const isAdmin = me.data?.roles.includes('admin') ?? false;
  const merchants = useOps<TOpsMerchant[]>('/ops/merchants', undefined, { enabled: isAdmin });
  const [range, setRange] = useState<DashboardRange>('today');
  const [merchant, setMerchant] = useState<string>('');
  const board = useOps<TDashboard>('/ops/dashboard', { range, merchant: merchant || undefined });
  const data = board.data;
  // The own merchant's symbol; another merchant's figures carry its currency code.
  const symbol = !merchant || !data ? own.currencySymbol : `${data.merchant.currency} `;
  const format = useCallback(
    (value: string) => formatMoney(value, symbol, i18n.language),
    [symbol, i18n.language],
  );

  return (
    <section className="bo-page" aria-labelledby="bo-dashboard-title">
      <h1 id="bo-dashboard-title">{t('dash_title')}</h1>
      <div className="bo-table__bar">
        <div className="bo-table__filters">
          <RangeFilter value={range} onChange={setRange} />
          {isAdmin && merchants.data && (
            <label className="bo-filter">
              <span>{t('dash_merchant')}</span>
              <select value={merchant} onChange={(event) => setMerchant(event.target.value)}>
                <option value="">{own.merchantName || t('dash_own_merchant')}</option>
                {merchants.data.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name} ({m.code}, {m.currency})
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      </div>
      {board.isPending && <p className="bo-loading">{t('loading')}</p>}
      <OpsErrorAlert of={board} />
      {data && (
        <>
          <p className="bo-muted">
            {data.merchant.name} · {new Date(data.from).toLocaleString(i18n.language)} –{' '}
            {new Date(data.to).toLocaleString(i18n.language)}
          </p>
          <div className="bo-figures" data-testid="dashboard-figures">
            {MONEY_CARDS.map((key) => (
              <div key={key} className="bo-card bo-figure" data-figure={key}>
                <span className="bo-figure__label">{t(`dash_${key}`)}</span>
                <strong className={data.totals[key].startsWith('-') ? 'bo-money--minus' : undefined}>
                  {format(data.totals[key])}
                </strong>
              </div>
            ))}
            {(['activePlayers', 'newPlayers'] as const).map((key) => (
              <div key={key} className="bo-card bo-figure" data-figure={key}>
                <span className="bo-figure__label">{t(`dash_${key}`)}</span>
                <strong>{new Intl.NumberFormat(i18n.language).format(data.totals[key])}</strong>
              </div>
            ))}
          </div>
          <p className="bo-muted">{t('dash_definitions')}</p>
          <Suspense fallback={<p className="bo-loading">{t('loading')}</p>}>
            <DashboardCharts
              days={data.days}
              byVendor={data.byVendor}
              byGameType={data.byGameType}
              format={format}
            />
          </Suspense>
          <PlayTable title={t('dash_by_vendor')} rows={data.byVendor} format={format} />
          <PlayTable title={t('dash_by_game_type')} rows={data.byGameType} format={format} />
        </>
      )}
    </section>
  );
}

function PlayTable({
  title,
  rows,
  format,
}: {
  title: string;
  rows: TDashboardPlayRow[];
  format: (value: string) => string;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <div className="bo-table">
      <h2>{title}</h2>
      <div className="bo-table__scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{title}</th>
              <th scope="col">{t('dash_bets')}</th>
              <th scope="col">{t('dash_wins')}</th>
              <th scope="col">{t('dash_ggr')}</th>
              <th scope="col">{t('dash_activePlayers')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td>{row.name}</td>
                <td>{format(row.bets)}</td>
                <td>{format(row.wins)}</td>
                <td>{format(row.ggr)}</td>
                <td>{row.activePlayers}</td>
              </tr>
            ))}
            {rows.length === 0 && <TableNoteRow colSpan={5}>{t('table_empty')}</TableNoteRow>}
          </tbody>
        </table>
      </div>
    </div>
  );
}
