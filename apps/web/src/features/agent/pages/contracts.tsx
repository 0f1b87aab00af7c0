import {
  KIND_PERIODS,
  type TContract,
  type TContractKind,
  type TContractPeriod,
} from '@crupier/contract/agents';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  useContracts,
  useDividends,
  useDownline,
  useOffer,
  useSalaries,
  useTerminate,
} from '@/features/agent/api';
import { useLocale } from '@/lib/merchant-context';
import { dateTime, Loaded, Money, Pager, Table, useAgentT } from './common';

const pct = (bp: number) => `${(bp / 100).toFixed(2)}%`;

export function ContractSummary({ contract }: { contract: TContract }) {
  const t = useAgentT();
  return (
    <div className="agent-contract" data-testid={`contract-${contract.kind}`}>
      <p>
        <strong>{t(`source_${contract.kind}`)}</strong> · {t(`basis_${contract.basis}`)} ·{' '}
        {t(`period_${contract.period}`)}
      </p>
      <ul className="agent-tiers">
        {contract.tiers.map((tier) => (
          <li key={tier.min}>
            ≥ <Money value={tier.min} />: <strong>{pct(tier.rateBp)}</strong>
          </li>
        ))}
      </ul>
      <p className="agent-muted">
        {contract.grantor ? t('granted_by', { name: contract.grantor }) : t('granted_by_house')} ·{' '}
        {t(`contract_status_${contract.status}`)}
        {contract.terminationRequested ? ` · ${t('termination_pending')}` : ''}
      </p>
    </div>
  );
}

/** One contract kind's page: my contract, offers to my downline agents, and the payout lines. */
export function ContractPage({ kind }: { kind: TContractKind }) {
  const t = useAgentT();
  const contracts = useContracts();
  return (
    <div className="agent-contracts">
      <Loaded query={contracts}>
        {(view) => {
          const own = view.mine.find((c) => c.kind === kind && c.status === 'active');
          const granted = view.granted.filter(
            (c) => c.kind === kind && (c.status === 'active' || c.status === 'offered'),
          );
          return (
            <>
              <section className="agent-card">
                <h3>{t('my_contracts')}</h3>
                {own ? <ContractSummary contract={own} /> : <p className="agent-empty">{t('no_contract')}</p>}
              </section>
              {own && <OfferForm own={own} />}
              {granted.length > 0 && (
                <section className="agent-card">
                  <h3>{t('granted_contracts')}</h3>
                  {granted.map((c) => (
                    <GrantedRow key={c.id} contract={c} />
                  ))}
                </section>
              )}
            </>
          );
        }}
      </Loaded>
      <PayoutLines kind={kind} />
    </div>
  );
}

function GrantedRow({ contract }: { contract: TContract }) {
  const t = useAgentT();
  const terminate = useTerminate();
  return (
    <div className="agent-granted">
      <span>
        <strong>{contract.agent}</strong> · {t('max_rate', { rate: pct(contract.maxRateBp) })} ·{' '}
        {t(`contract_status_${contract.status}`)}
        {contract.terminationRequested ? ` · ${t('termination_pending')}` : ''}
      </span>
      {!contract.terminationRequested && (
        <Button
          size="sm"
          variant="secondary"
          disabled={terminate.isPending}
          onClick={() => terminate.mutate(contract.id)}
        >
          {t('terminate')}
        </Button>
      )}
    </div>
  );
}

/** Offer a contract to a direct downline agent: same basis and period as mine, never a higher rate. */
function OfferForm({ own }: { own: TContract }) {
  const t = useAgentT();
  const agents = useDownline({ parentId: 'self', type: 'agent', pageSize: 100 });
  const offer = useOffer();
  const [agentId, setAgentId] = useState('');
  const [period, setPeriod] = useState<TContractPeriod>(own.period);
  const [tiers, setTiers] = useState([{ id: 0, min: '0.00', rate: '' }]);
  const [sent, setSent] = useState(false);
  const periods = KIND_PERIODS[own.kind];
  return (
    <form
      className="agent-card form agent-form"
      data-testid="offer-form"
      onSubmit={(e) => {
        e.preventDefault();
        setSent(false);
        offer.mutate(
          {
            agentId,
            kind: own.kind,
            basis: own.basis,
            period,
            tiers: tiers.map((tier) => ({
              min: tier.min || '0.00',
              rateBp: Math.round(Number(tier.rate) * 100),
            })),
          },
          { onSuccess: () => setSent(true) },
        );
      }}
    >
      <h3>{t('offer_contract')}</h3>
      <label className="field">
        <span>{t('downline_agent')}</span>
        <select name="agentId" required value={agentId} onChange={(e) => setAgentId(e.target.value)}>
          <option value="" />
          {(agents.data?.list ?? []).map((a) => (
            <option key={a.id} value={a.id}>
              {a.username}
            </option>
          ))}
        </select>
      </label>
      {periods.length > 1 && (
        <label className="field">
          <span>{t('period')}</span>
          <select value={period} onChange={(e) => setPeriod(e.target.value as TContractPeriod)}>
            {periods.map((p) => (
              <option key={p} value={p}>
                {t(`period_${p}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <p className="agent-muted">
        {t(`basis_${own.basis}`)} · {t('max_rate', { rate: pct(own.maxRateBp) })}
      </p>
      <fieldset className="agent-tier-editor">
        <legend>{t('tiers')}</legend>
        {tiers.map((tier, i) => (
          <div key={tier.id} className="agent-filter-row">
            <label className="agent-filter">
              <span>{t('tier_from')}</span>
              <input
                inputMode="decimal"
                value={tier.min}
                disabled={i === 0}
                onChange={(e) => setTiers(tiers.map((x, j) => (j === i ? { ...x, min: e.target.value } : x)))}
              />
            </label>
            <label className="agent-filter">
              <span>{t('tier_rate')}</span>
              <input
                name={`rate-${i}`}
                inputMode="decimal"
                required
                value={tier.rate}
                onChange={(e) =>
                  setTiers(tiers.map((x, j) => (j === i ? { ...x, rate: e.target.value } : x)))
                }
              />
            </label>
          </div>
        ))}
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => setTiers([...tiers, { id: tiers.length, min: '', rate: '' }])}
        >
          {t('add_tier')}
        </Button>
      </fieldset>
      {offer.isError && (
        <p role="alert" className="agent-error">
          {t('error', { code: offer.error.message })}
        </p>
      )}
      {sent && (
        <p role="status" className="agent-ok">
          {t('offered')}
        </p>
      )}
      <Button type="submit" disabled={offer.isPending}>
        {t('offer')}
      </Button>
    </form>
  );
}

/** The payout lines (mine and my downline agents') of a kind. */
export function PayoutLines({ kind }: { kind: TContractKind }) {
  const t = useAgentT();
  const locale = useLocale();
  const [pageNo, setPageNo] = useState(1);
  const salaries = useSalaries({ kind, pageNo, pageSize: 20 });
  const dividends = useDividends({ pageNo, pageSize: 20 });
  const query = kind === 'dividend' ? dividends : salaries;
  return (
    <section className="agent-card">
      <Loaded query={query}>
        {(page) => (
          <>
            <Table
              testId="payout-table"
              rows={page.list}
              rowKey={(r) => r.id}
              columns={[
                {
                  key: 'period',
                  label: t('period'),
                  render: (r) => `${dateTime(r.periodStart, locale)} – ${dateTime(r.periodEnd, locale)}`,
                },
                { key: 'agent', label: t('agent'), render: (r) => r.agent },
                {
                  key: 'volume',
                  label: t('volume'),
                  render: (r) => <Money value={r.volume} signed />,
                  numeric: true,
                },
                { key: 'rate', label: t('rate'), render: (r) => pct(r.rateBp), numeric: true },
                { key: 'gross', label: t('gross'), render: (r) => <Money value={r.gross} />, numeric: true },
                {
                  key: 'ded',
                  label: t('deductions'),
                  render: (r) =>
                    r.deductions.length === 0
                      ? '—'
                      : r.deductions.map((d) => `${d.agent} ${pct(d.rateBp)}: ${d.amount}`).join(', '),
                },
                {
                  key: 'amount',
                  label: t('amount'),
                  render: (r) => <Money value={r.amount} />,
                  numeric: true,
                },
                { key: 'status', label: t('status'), render: (r) => t(`line_${r.status}`) },
              ]}
            />
            <Pager page={page} onPage={setPageNo} />
          </>
        )}
      </Loaded>
    </section>
  );
}
