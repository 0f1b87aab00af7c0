import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { QueryState, Section } from '@/components/member/common';
import { useBetFilters, useProfit } from '@/features/member/api/member-centre';
import { DateRangeFields, useDayRange } from '@/features/member/components/date-range-fields';
import { useMoney } from '@/lib/merchant-context';
import '@/styles/member-centre.css';

/** personalProfit: profit and loss by day (chart and table) and by game type and vendor. */
export function PersonalProfitPage() {
  const { t } = useTranslation('membercentre');
  const money = useMoney();
  const days = useDayRange(() => undefined);
  const [vendor, setVendor] = useState('');
  const [gameType, setGameType] = useState('');
  const filters = useBetFilters();
  const report = useProfit({
    startDate: days.range.start,
    endDate: days.range.end,
    ...(vendor ? { vendor } : {}),
    ...(gameType ? { gameType } : {}),
  });
  const chart = (report.data?.days ?? []).map((d) => ({ day: d.day.slice(5), profit: Number(d.profit) }));
  return (
    <div className="mc-page" data-testid="personal-profit">
      <div className="wallet-filters">
        <DateRangeFields idPrefix="pl" days={days} />
        <label className="wallet-field">
          <span className="wallet-field__label">{t('pl_vendor')}</span>
          <select value={vendor} onChange={(e) => setVendor(e.target.value)}>
            <option value="">{t('all_vendors')}</option>
            {filters.data?.vendors.map((v) => (
              <option key={v.code} value={v.code}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
        <label className="wallet-field">
          <span className="wallet-field__label">{t('pl_game_type')}</span>
          <select value={gameType} onChange={(e) => setGameType(e.target.value)}>
            <option value="">{t('all_game_types')}</option>
            {filters.data?.gameTypes.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState query={report}>
        {report.data && (
          <>
            <dl className="mc-totals" data-testid="pl-totals">
              <div>
                <dt>{t('pl_turnover')}</dt>
                <dd>{money(report.data.totals.turnover)}</dd>
              </div>
              <div>
                <dt>{t('pl_wins')}</dt>
                <dd>{money(report.data.totals.wins)}</dd>
              </div>
              <div>
                <dt>{t('pl_profit')}</dt>
                <dd
                  data-testid="pl-profit"
                  className={Number(report.data.totals.profit) < 0 ? 'mc-neg' : 'mc-pos'}
                >
                  {money(report.data.totals.profit, { signed: true })}
                </dd>
              </div>
              <div>
                <dt>{t('pl_rounds')}</dt>
                <dd data-testid="pl-rounds">{report.data.totals.rounds}</dd>
              </div>
            </dl>
            {report.data.days.length === 0 ? (
              <p className="mc-muted">{t('pl_empty')}</p>
            ) : (
              <Section title={t('pl_by_day')} testId="pl-chart">
                <div className="mc-chart" role="img" aria-label={t('pl_by_day')}>
                  <ResponsiveContainer width="100%" height={220}>
                    <BarChart data={chart} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
                      <CartesianGrid strokeDasharray="3 3" vertical={false} />
                      <XAxis dataKey="day" fontSize={12} />
                      <YAxis fontSize={12} width={48} />
                      <Tooltip formatter={(value) => money(Number(value).toFixed(2), { signed: true })} />
                      <Bar dataKey="profit" isAnimationActive={false}>
                        {chart.map((d) => (
                          <Cell key={d.day} fill={d.profit < 0 ? '#c0392b' : '#1e8449'} />
                        ))}
                      </Bar>
                    </BarChart>
                  </ResponsiveContainer>
                </div>
                <div className="mc-table-wrap">
                  <table className="mc-table">
                    <thead>
                      <tr>
                        <th>{t('pl_day')}</th>
                        <th>{t('pl_turnover')}</th>
                        <th>{t('pl_wins')}</th>
                        <th>{t('pl_profit')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {report.data.days.map((d) => (
                        <tr key={d.day}>
                          <td>{d.day}</td>
                          <td>{money(d.bet)}</td>
                          <td>{money(d.win)}</td>
                          <td>{money(d.profit, { signed: true })}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </Section>
            )}
            {report.data.byGame.length > 0 && (
              <Section title={t('pl_by_game')}>
                <div className="mc-table-wrap">
                  <table className="mc-table">
                    <thead>
                      <tr>
                        <th>{t('pl_game_type')}</th>
                        <th>{t('pl_vendor')}</th>
                        <th>{t('pl_rounds')}</th>
                        <th>{t('pl_profit')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {report.data.byGame.map((g) => (
                        <tr key={`${g.gameType}-${g.vendor}`}>
                          <td>{g.gameType}</td>
                          <td>{g.vendorName}</td>
                          <td>{g.rounds}</td>
                          <td>{money(g.profit, { signed: true })}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </Section>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
