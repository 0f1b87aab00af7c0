import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAnnouncements, useBets, useProfit, useRevenue, useTransactions } from '@/features/agent/api';
import { useLocale } from '@/lib/merchant-context';
import { DateRange, dateTime, Loaded, Money, Pager, Table, useAgentT } from './common';

type TFilters = { member?: string; vendor?: string; gameType?: string; startDate?: string; endDate?: string };

function Filters({ fields, onApply }: { fields: (keyof TFilters)[]; onApply: (f: TFilters) => void }) {
  const t = useAgentT();
  const [value, setValue] = useState<TFilters>({});
  const label: Record<string, string> = {
    member: t('member'),
    vendor: t('vendor'),
    gameType: t('game_type'),
  };
  return (
    <form
      className="agent-filters agent-filter-row"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(value);
      }}
    >
      {fields
        .filter((f) => f in label)
        .map((f) => (
          <label key={f} className="agent-filter">
            <span>{label[f]}</span>
            <input
              name={f}
              value={value[f] ?? ''}
              onChange={(e) => setValue({ ...value, [f]: e.target.value || undefined })}
            />
          </label>
        ))}
      <DateRange value={value} onChange={(range) => setValue({ ...value, ...range })} />
      <Button type="submit" size="sm">
        {t('filter')}
      </Button>
    </form>
  );
}

/** personalHistoryCopy: team betting by member, vendor, game type and date. */
export function TeamBetting() {
  const t = useAgentT();
  const locale = useLocale();
  const [filters, setFilters] = useState<TFilters>({});
  const [pageNo, setPageNo] = useState(1);
  const { i18n } = useTranslation();
  const query = useBets({ ...filters, pageNo, pageSize: 20, lang: i18n.language });
  return (
    <>
      <Filters
        fields={['member', 'vendor', 'gameType']}
        onApply={(f) => {
          setFilters(f);
          setPageNo(1);
        }}
      />
      {query.isError && <p role="alert">{query.error.message}</p>}
      <Loaded query={query}>
        {(page) => (
          <>
            <p className="agent-totals" data-testid="bets-totals">
              {t('turnover')}: <Money value={page.turnover} /> · {t('win')}: <Money value={page.wins} /> ·{' '}
              {t('profit')}: <Money value={page.profit} signed />
            </p>
            <Table
              testId="bets-table"
              rows={page.list}
              rowKey={(r) => r.roundId}
              columns={[
                { key: 'at', label: t('date'), render: (r) => dateTime(r.at, locale) },
                { key: 'member', label: t('member'), render: (r) => r.member },
                { key: 'game', label: t('game'), render: (r) => r.gameName },
                { key: 'vendor', label: t('vendor'), render: (r) => r.vendor },
                { key: 'type', label: t('game_type'), render: (r) => r.gameType },
                { key: 'bet', label: t('bet'), render: (r) => <Money value={r.bet} />, numeric: true },
                { key: 'win', label: t('win'), render: (r) => <Money value={r.win} />, numeric: true },
                {
                  key: 'profit',
                  label: t('profit'),
                  render: (r) => <Money value={r.profit} signed />,
                  numeric: true,
                },
              ]}
            />
            <Pager page={page} onPage={setPageNo} />
          </>
        )}
      </Loaded>
    </>
  );
}

/** palStatementsAgentCopy: P&L per downline member. */
export function MemberProfit() {
  const t = useAgentT();
  const [filters, setFilters] = useState<TFilters>({});
  const [pageNo, setPageNo] = useState(1);
  const query = useProfit({ ...filters, pageNo, pageSize: 20 });
  return (
    <>
      <Filters
        fields={['member']}
        onApply={(f) => {
          setFilters(f);
          setPageNo(1);
        }}
      />
      {query.isError && <p role="alert">{query.error.message}</p>}
      <Loaded query={query}>
        {(page) => (
          <>
            <Table
              testId="profit-table"
              rows={page.list}
              rowKey={(r) => r.member}
              columns={[
                { key: 'member', label: t('member'), render: (r) => r.member },
                { key: 'rounds', label: t('rounds'), render: (r) => r.rounds, numeric: true },
                {
                  key: 'turnover',
                  label: t('turnover'),
                  render: (r) => <Money value={r.turnover} />,
                  numeric: true,
                },
                { key: 'wins', label: t('win'), render: (r) => <Money value={r.wins} />, numeric: true },
                {
                  key: 'profit',
                  label: t('profit'),
                  render: (r) => <Money value={r.profit} signed />,
                  numeric: true,
                },
                {
                  key: 'dep',
                  label: t('deposits'),
                  render: (r) => <Money value={r.deposits} />,
                  numeric: true,
                },
                {
                  key: 'wd',
                  label: t('withdrawals'),
                  render: (r) => <Money value={r.withdrawals} />,
                  numeric: true,
                },
              ]}
            />
            <Pager page={page} onPage={setPageNo} />
          </>
        )}
      </Loaded>
    </>
  );
}

/** agentRevenueReport: my income by source. */
export function RevenueReport() {
  const t = useAgentT();
  const locale = useLocale();
  const [filters, setFilters] = useState<TFilters>({});
  const query = useRevenue({ startDate: filters.startDate, endDate: filters.endDate });
  return (
    <>
      <Filters fields={[]} onApply={setFilters} />
      <Loaded query={query}>
        {(r) => (
          <>
            <dl className="agent-card agent-revenue" data-testid="revenue-totals">
              {(['daily', 'hourly', 'realtime', 'dividend'] as const).map((k) => (
                <div key={k}>
                  <dt>{t(`source_${k}`)}</dt>
                  <dd>
                    <Money value={r.totals[k]} />
                  </dd>
                </div>
              ))}
              <div>
                <dt>{t('total_income')}</dt>
                <dd>
                  <Money value={r.total} />
                </dd>
              </div>
            </dl>
            <Table
              rows={r.list}
              rowKey={(l) => `${l.source}:${l.periodId}`}
              columns={[
                { key: 'src', label: t('kind'), render: (l) => t(`source_${l.source}`) },
                {
                  key: 'period',
                  label: t('period'),
                  render: (l) => l.periodId.split(':').slice(1).join(':'),
                },
                { key: 'end', label: t('date'), render: (l) => dateTime(l.periodEnd, locale) },
                {
                  key: 'amount',
                  label: t('amount'),
                  render: (l) => <Money value={l.amount} />,
                  numeric: true,
                },
              ]}
            />
          </>
        )}
      </Loaded>
    </>
  );
}

/** agentDownlineTransactionDetailsCopy: the downline's account records. */
export function DownlineTransactions() {
  const t = useAgentT();
  const locale = useLocale();
  const [filters, setFilters] = useState<TFilters>({});
  const [pageNo, setPageNo] = useState(1);
  const query = useTransactions({ ...filters, pageNo, pageSize: 20 });
  return (
    <>
      <Filters
        fields={['member']}
        onApply={(f) => {
          setFilters(f);
          setPageNo(1);
        }}
      />
      {query.isError && <p role="alert">{query.error.message}</p>}
      <Loaded query={query}>
        {(page) => (
          <>
            <Table
              rows={page.list}
              rowKey={(r) => r.id}
              columns={[
                { key: 'at', label: t('date'), render: (r) => dateTime(r.at, locale) },
                { key: 'member', label: t('member'), render: (r) => r.member },
                { key: 'kind', label: t('kind'), render: (r) => r.kind },
                {
                  key: 'amount',
                  label: t('amount'),
                  render: (r) => <Money value={r.amount} signed />,
                  numeric: true,
                },
                {
                  key: 'after',
                  label: t('balance_after'),
                  render: (r) => <Money value={r.balanceAfter} />,
                  numeric: true,
                },
              ]}
            />
            <Pager page={page} onPage={setPageNo} />
          </>
        )}
      </Loaded>
    </>
  );
}

/** agentAnnouncement: notices for agents. */
export function AgentAnnouncements() {
  const { i18n } = useTranslation();
  const locale = useLocale();
  const query = useAnnouncements(i18n.language);
  const t = useAgentT();
  return (
    <Loaded query={query}>
      {(list) =>
        list.length === 0 ? (
          <p className="agent-empty">{t('empty')}</p>
        ) : (
          <ul className="agent-notes">
            {list.map((n) => (
              <li key={n.id} className="agent-card">
                <h3>{n.title}</h3>
                {n.at && <time>{dateTime(n.at, locale)}</time>}
                <p>{n.content}</p>
              </li>
            ))}
          </ul>
        )
      }
    </Loaded>
  );
}
