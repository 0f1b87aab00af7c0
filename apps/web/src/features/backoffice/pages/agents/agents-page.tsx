import type { TContract } from '@crupier/contract/agents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOps, useOpsWrite } from '@/features/backoffice/api/use-ops';

type TOpsAgents = {
  agents: {
    id: string;
    username: string;
    type: number;
    uplineId: string | null;
    level: number;
    members: number;
    status: string;
  }[];
  contracts: TContract[];
  features: Record<'dividend' | 'daily' | 'hourly' | 'realtime', boolean>;
};

const KIND_DEFAULTS = {
  daily: { basis: 'turnover', period: 'daily' },
  hourly: { basis: 'turnover', period: 'hourly' },
  realtime: { basis: 'turnover', period: 'realtime' },
  dividend: { basis: 'netloss', period: 'monthly' },
} as const;

/** Back office "Agents" (issue 16): the agent tree, every contract, grants to top agents, feature flags. */
export function AgentsPage() {
  const { t } = useTranslation('backoffice');
  const query = useOps<TOpsAgents>('/ops/agents');
  const write = useOpsWrite();
  const [grant, setGrant] = useState({
    agentId: '',
    kind: 'daily' as keyof typeof KIND_DEFAULTS,
    rate: '',
    reason: '',
  });
  const data = query.data;
  if (!data) return <p aria-busy="true">…</p>;
  const byId = new Map(data.agents.map((a) => [a.id, a]));
  const tops = data.agents.filter((a) => !a.uplineId || !byId.has(a.uplineId));
  return (
    <div className="bo-page" data-testid="ops-agents">
      <section className="bo-card">
        <h2>{t('agents_tree')}</h2>
        <table className="bo-table">
          <thead>
            <tr>
              <th>{t('agents_agent')}</th>
              <th>{t('agents_level')}</th>
              <th>{t('agents_members')}</th>
              <th>{t('agents_status')}</th>
            </tr>
          </thead>
          <tbody>
            {data.agents.map((a) => (
              <tr key={a.id}>
                <td style={{ paddingLeft: `${a.level * 16 + 8}px` }}>{a.username}</td>
                <td>{a.level}</td>
                <td>{a.members}</td>
                <td>{a.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="bo-card">
        <h2>{t('agents_grant')}</h2>
        <form
          className="bo-form"
          onSubmit={(e) => {
            e.preventDefault();
            write.mutate({
              path: '/ops/agents/contracts',
              body: {
                agentId: grant.agentId,
                kind: grant.kind,
                ...KIND_DEFAULTS[grant.kind],
                tiers: [{ min: '0.00', rateBp: Math.round(Number(grant.rate) * 100) }],
                reason: grant.reason,
              },
            });
          }}
        >
          <label>
            {t('agents_agent')}
            <select
              required
              value={grant.agentId}
              onChange={(e) => setGrant({ ...grant, agentId: e.target.value })}
            >
              <option value="" />
              {tops.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.username}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('agents_kind')}
            <select
              value={grant.kind}
              onChange={(e) => setGrant({ ...grant, kind: e.target.value as typeof grant.kind })}
            >
              {Object.keys(KIND_DEFAULTS).map((k) => (
                <option key={k}>{k}</option>
              ))}
            </select>
          </label>
          <label>
            {t('agents_rate')}
            <input
              required
              inputMode="decimal"
              value={grant.rate}
              onChange={(e) => setGrant({ ...grant, rate: e.target.value })}
            />
          </label>
          <label>
            {t('agents_reason')}
            <input
              required
              value={grant.reason}
              onChange={(e) => setGrant({ ...grant, reason: e.target.value })}
            />
          </label>
          <button type="submit" className="btn btn--primary btn--sm" disabled={write.isPending}>
            {t('agents_submit')}
          </button>
          {write.isError && <p role="alert">{write.error.message}</p>}
        </form>
      </section>
      <section className="bo-card">
        <h2>{t('agents_contracts')}</h2>
        <table className="bo-table">
          <thead>
            <tr>
              <th>{t('agents_agent')}</th>
              <th>{t('agents_kind')}</th>
              <th>{t('agents_basis')}</th>
              <th>{t('agents_period')}</th>
              <th>{t('agents_rate')}</th>
              <th>{t('agents_grantor')}</th>
              <th>{t('agents_status')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data.contracts.map((c) => (
              <tr key={c.id}>
                <td>{c.agent}</td>
                <td>{c.kind}</td>
                <td>{c.basis}</td>
                <td>{c.period}</td>
                <td>
                  {c.tiers.map((tier) => `≥${tier.min}: ${(tier.rateBp / 100).toFixed(2)}%`).join(', ')}
                </td>
                <td>{c.grantor ?? t('agents_house')}</td>
                <td>{c.status}</td>
                <td>
                  {c.status === 'active' && (
                    <button
                      type="button"
                      className="btn btn--secondary btn--sm"
                      onClick={() => {
                        const reason = window.prompt(t('agents_reason'));
                        if (reason)
                          write.mutate({ path: `/ops/agents/contracts/${c.id}/terminate`, body: { reason } });
                      }}
                    >
                      {t('agents_terminate')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="bo-card">
        <h2>{t('agents_features')}</h2>
        <form
          className="bo-form"
          onSubmit={(e) => {
            e.preventDefault();
            const form = new FormData(e.currentTarget);
            write.mutate({
              path: '/ops/agents/features',
              method: 'PUT',
              body: {
                dividend: form.has('dividend'),
                daily: form.has('daily'),
                hourly: form.has('hourly'),
                realtime: form.has('realtime'),
                reason: String(form.get('reason') ?? ''),
              },
            });
          }}
        >
          {(['dividend', 'daily', 'hourly', 'realtime'] as const).map((k) => (
            <label key={k}>
              <input type="checkbox" name={k} defaultChecked={data.features[k]} /> {k}
            </label>
          ))}
          <label>
            {t('agents_reason')}
            <input name="reason" required />
          </label>
          <button type="submit" className="btn btn--primary btn--sm">
            {t('agents_save')}
          </button>
        </form>
      </section>
    </div>
  );
}
