import { AGENT_PAGES, CONTRACT_PAGE, type TAgentPage, type TContractKind } from '@crupier/contract/agents';
import type { ComponentType, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useConsolidated } from '@/features/agent/api';
import { ContractPopup } from '@/features/agent/contract-popup';
import { useAgentT } from '@/features/agent/pages/common';
import { ContractPage } from '@/features/agent/pages/contracts';
import { DownlineManagement } from '@/features/agent/pages/downline';
import { TeamOverview } from '@/features/agent/pages/overview';
import { RegisterCenter } from '@/features/agent/pages/register-center';
import {
  AgentAnnouncements,
  DownlineTransactions,
  MemberProfit,
  RevenueReport,
  TeamBetting,
} from '@/features/agent/pages/reports';
import { MerchantProvider, type TMerchant } from '@/lib/merchant-context';
import '@/features/agent/agent.css';

const PAGES: Record<TAgentPage, ComponentType> = {
  agentAnnouncement: AgentAnnouncements,
  agentTeamOverview: TeamOverview,
  registerCenter: RegisterCenter,
  downlineManagmentView: DownlineManagement,
  personalHistoryCopy: TeamBetting,
  palStatementsAgentCopy: MemberProfit,
  agentRevenueReport: RevenueReport,
  agentDownlineTransactionDetailsCopy: DownlineTransactions,
  agentDividendRecordCopy2: () => <ContractPage kind="dividend" />,
  agentDailyWages2: () => <ContractPage kind="daily" />,
  agentHourSalary: () => <ContractPage kind="hourly" />,
  agentRealtimeSalary: () => <ContractPage kind="realtime" />,
};

/** The centre's other entries (spec §2): the member centre's money pages, messages and support. */
const MEMBER_LINKS = [
  ['deposit', '/member?page=depositv2'],
  ['withdraw', '/member?page=withdraw'],
  ['bonus', '/member?page=bonusDetails'],
  ['messages', '/member?page=messageV2'],
] as const;

const isPage = (value: string | null): value is TAgentPage =>
  (AGENT_PAGES as readonly (string | null)[]).includes(value);

/**
 * Agent centre (spec §2), `/agentHome?page=<spec page>`, reached by agents only. The four contract
 * pages show only while their feature is on (consolidated info, spec §6); the contract popup asks for
 * any pending request.
 */
export function AgentHome({ merchant, support }: { merchant: TMerchant; support?: ReactNode }) {
  const t = useAgentT();
  const [params] = useSearchParams();
  const consolidated = useConsolidated();
  const features = consolidated.data?.features;
  const hidden = new Set<TAgentPage>(
    (Object.entries(CONTRACT_PAGE) as [TContractKind, TAgentPage][])
      .filter(([kind]) => !features?.[kind])
      .map(([, page]) => page),
  );
  const visible = AGENT_PAGES.filter((p) => !hidden.has(p));
  const requested = params.get('page');
  const current: TAgentPage = isPage(requested) && !hidden.has(requested) ? requested : 'agentTeamOverview';
  const Current = PAGES[current];
  return (
    <MerchantProvider value={merchant}>
      <h1 className="agent-centre__heading">{t('centre')}</h1>
      <div className="agent-centre">
        <nav aria-label={t('menu')} className="agent-centre__menu">
          <ul>
            {visible.map((page) => (
              <li key={page}>
                <Link
                  to={`?page=${page}`}
                  aria-current={page === current ? 'page' : undefined}
                  data-page={page}
                >
                  {t(`page_${page}`)}
                </Link>
              </li>
            ))}
          </ul>
          <ul className="agent-centre__more">
            {MEMBER_LINKS.map(([key, to]) => (
              <li key={key}>
                <Link to={to}>{t(key)}</Link>
              </li>
            ))}
            {support && <li className="agent-centre__support">{support}</li>}
          </ul>
        </nav>
        <section className="agent-centre__content" aria-labelledby="agent-page-title">
          <h2 id="agent-page-title" className="agent-centre__title">
            {t(`page_${current}`)}
          </h2>
          <Current key={current} />
        </section>
        <ContractPopup />
      </div>
    </MerchantProvider>
  );
}
