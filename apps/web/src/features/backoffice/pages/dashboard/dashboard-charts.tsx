import type { TDashboardDay, TDashboardPlayRow } from '@crupier/contract/ops-dashboard';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** Chart points are numbers: decimal strings of major units are exact enough to draw. */
const num = (value: string) => Number(value);

type TChartsProps = {
  days: TDashboardDay[];
  byVendor: TDashboardPlayRow[];
  byGameType: TDashboardPlayRow[];
  format: (value: string) => string;
};

/**
 * The dashboard's charts (recharts, loaded only with this module): money per day, and bets and GGR
 * per vendor and per game type.
 */
export function DashboardCharts({ days, byVendor, byGameType, format }: TChartsProps) {
  const { t } = useTranslation('backoffice');
  const daily = days.map((d) => ({
    day: d.day.slice(5),
    deposits: num(d.deposits),
    withdrawals: num(d.withdrawals),
    ggr: num(d.ggr),
  }));
  const tooltip = (value: unknown) => format(String(value));
  const bars = (rows: TDashboardPlayRow[]) =>
    rows.map((r) => ({ name: r.name, bets: num(r.bets), ggr: num(r.ggr) }));

  return (
    <div className="bo-charts">
      <figure className="bo-card bo-chart" data-testid="chart-days">
        <figcaption>{t('dash_chart_days')}</figcaption>
        <ResponsiveContainer width="100%" height={240}>
          <LineChart data={daily}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" />
            <YAxis width={70} />
            <Tooltip formatter={tooltip} />
            <Legend />
            <Line type="monotone" dataKey="deposits" name={t('dash_deposits')} stroke="#2f855a" dot={false} />
            <Line
              type="monotone"
              dataKey="withdrawals"
              name={t('dash_withdrawals')}
              stroke="#c53030"
              dot={false}
            />
            <Line type="monotone" dataKey="ggr" name={t('dash_ggr')} stroke="#2b6cb0" dot={false} />
          </LineChart>
        </ResponsiveContainer>
      </figure>
      {[
        { title: t('dash_by_vendor'), rows: byVendor, id: 'vendor' },
        { title: t('dash_by_game_type'), rows: byGameType, id: 'game-type' },
      ].map((chart) => (
        <figure key={chart.id} className="bo-card bo-chart" data-testid={`chart-${chart.id}`}>
          <figcaption>{chart.title}</figcaption>
          <ResponsiveContainer width="100%" height={240}>
            <BarChart data={bars(chart.rows)}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="name" />
              <YAxis width={70} />
              <Tooltip formatter={tooltip} />
              <Legend />
              <Bar dataKey="bets" name={t('dash_bets')} fill="#805ad5" />
              <Bar dataKey="ggr" name={t('dash_ggr')} fill="#2b6cb0" />
            </BarChart>
          </ResponsiveContainer>
        </figure>
      ))}
    </div>
  );
}
