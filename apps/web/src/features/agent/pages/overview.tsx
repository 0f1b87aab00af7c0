import type { TOverviewFigures } from '@crupier/contract/agents';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useOverview } from '@/features/agent/api';
import { Loaded, Money, useAgentT } from './common';

const PERIODS = ['today', 'days7', 'days30'] as const;

/** agentTeamOverview: the team's figures for today, 7 and 30 days, and a 30-day chart. */
export function TeamOverview() {
  const t = useAgentT();
  const query = useOverview();
  return (
    <Loaded query={query}>
      {(o) => (
        <div className="agent-overview">
          <p className="agent-muted">{t('direct', { members: o.directMembers, agents: o.directAgents })}</p>
          <div className="agent-periods">
            {PERIODS.map((p) => (
              <Figures key={p} title={t(p)} figures={o.periods[p]} testId={`overview-${p}`} />
            ))}
          </div>
          <figure className="agent-card agent-chart" data-testid="overview-chart">
            <figcaption>{t('chart_turnover')}</figcaption>
            <ResponsiveContainer width="100%" height={240}>
              <ComposedChart
                data={o.series.map((s) => ({
                  day: s.day.slice(5),
                  turnover: Number(s.turnover),
                  profit: Number(s.profit),
                }))}
              >
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="day" minTickGap={16} />
                <YAxis width={60} />
                <Tooltip />
                <Legend />
                <Bar dataKey="turnover" name={t('turnover')} fill="#2b6cb0" />
                <Line type="monotone" dataKey="profit" name={t('profit')} stroke="#c53030" dot={false} />
              </ComposedChart>
            </ResponsiveContainer>
          </figure>
        </div>
      )}
    </Loaded>
  );
}

function Figures({ title, figures, testId }: { title: string; figures: TOverviewFigures; testId: string }) {
  const t = useAgentT();
  const rows: [string, React.ReactNode][] = [
    ['members', figures.members],
    ['active', figures.active],
    ['new_members', figures.newMembers],
    ['deposits', <Money key="d" value={figures.deposits} />],
    ['withdrawals', <Money key="w" value={figures.withdrawals} />],
    ['turnover', <Money key="t" value={figures.turnover} />],
    ['profit', <Money key="p" value={figures.profit} signed />],
  ];
  return (
    <section className="agent-card agent-figures" data-testid={testId}>
      <h3>{title}</h3>
      <dl>
        {rows.map(([key, value]) => (
          <div key={key} data-figure={key}>
            <dt>{t(key as 'members')}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
