import { z } from 'zod';
import { ZMoney } from './money';
import { ZPage, ZPageQuery } from './paging';
import { optionalText, text, ZInstant } from './text';
import { ZIsoDate } from './wallet';

/**
 * The agent centre (issue 16, api-contract "Agent centre"): an agent's team figures, its downline,
 * team betting, per-member P&L, income, downline account records, and the four contract kinds
 * (dividend, daily, hourly and real-time salary) with their payout records. Everything is scoped to
 * the caller's downline; anything outside it is 404.
 */

/** The agent-centre menu pages, spelled as the spec spells them (`/agentHome?page=<name>`). */
export const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type TAgentPage = (typeof AGENT_PAGES)[number];

export const CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type TContractKind = (typeof CONTRACT_KINDS)[number];
export const ZContractKind = z.enum(CONTRACT_KINDS);

/** The page gated by each contract kind's feature flag. */
export const CONTRACT_PAGE: Record<TContractKind, TAgentPage> = {
  dividend: 'agentDividendRecordCopy2',
  daily: 'agentDailyWages2',
  hourly: 'agentHourSalary',
  realtime: 'agentRealtimeSalary',
};

/** The spec's contract actions (`POST /wps/relay/<ACTION>`), by kind. */
export const CONTRACT_ACTIONS: Record<TContractKind, string> = {
  dividend: 'MCS2_processDividendReq',
  daily: 'MCS2_processDailySalContract',
  hourly: 'MCS2_processContractHourSalary',
  realtime: 'MCSFE_processRealTimeSalaryContract',
};

export const CONTRACT_BASES = ['turnover', 'netloss'] as const;
export const ZContractBasis = z.enum(CONTRACT_BASES);
/** Settlement periods (spec §9): real time is every 5 minutes. */
export const CONTRACT_PERIODS = ['realtime', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly'] as const;
export const ZContractPeriod = z.enum(CONTRACT_PERIODS);
export type TContractPeriod = (typeof CONTRACT_PERIODS)[number];
/** The period each kind settles on; a dividend picks one of the salary periods (spec §9). */
export const KIND_PERIODS: Record<TContractKind, readonly TContractPeriod[]> = {
  realtime: ['realtime'],
  hourly: ['hourly'],
  daily: ['daily'],
  dividend: ['daily', 'weekly', 'semimonthly', 'monthly'],
};

/** A tier: from this team volume (turnover or net loss) in the period, this rate in basis points. */
export const ZContractTier = z.object({ min: ZMoney, rateBp: z.number().int().min(0).max(10_000) }).strict();
export const ZContractTiers = z
  .array(ZContractTier)
  .min(1)
  .max(20)
  .refine((tiers) => tiers[0]?.min === '0.00' || Number(tiers[0]?.min) === 0, 'the first tier starts at 0')
  .refine(
    (tiers) => tiers.every((tier, i) => i === 0 || Number(tier.min) > Number(tiers[i - 1]!.min)),
    'tiers go up by volume',
  );

export const CONTRACT_STATUSES = ['offered', 'active', 'rejected', 'terminated', 'withdrawn'] as const;

export const ZContract = z.object({
  id: z.string(),
  kind: ZContractKind,
  agentId: z.string(),
  agent: z.string(),
  grantor: z.string().nullable(),
  basis: ZContractBasis,
  period: ZContractPeriod,
  tiers: z.array(ZContractTier),
  maxRateBp: z.number().int(),
  status: z.enum(CONTRACT_STATUSES),
  terminationRequested: z.boolean(),
  reason: z.string().nullable(),
  createdAt: ZInstant,
  decidedAt: ZInstant.nullable(),
  endedAt: ZInstant.nullable(),
});
export type TContract = z.infer<typeof ZContract>;

export const ZContractOffer = z
  .object({
    agentId: text(20).regex(/^\d{1,19}$/, 'an account id'),
    kind: ZContractKind,
    basis: ZContractBasis,
    period: ZContractPeriod,
    tiers: ZContractTiers,
  })
  .strict();
export type TContractOffer = z.infer<typeof ZContractOffer>;

export const ZContractsView = z.object({
  /** The caller's own contracts (active, offered to it, past). */
  mine: z.array(ZContract),
  /** Contracts the caller granted to its direct downline agents. */
  granted: z.array(ZContract),
});

/** What a contract action decides: accept or reject a new contract or a termination request. */
export const ZContractDecision = z
  .object({ contractId: text(20).regex(/^\d{1,19}$/), accept: z.boolean() })
  .strict();

/** A request waiting for the caller in the contract popup, or null. */
export const ZContractRequest = z
  .object({ requestType: z.enum(['new', 'terminate']), contract: ZContract })
  .nullable();

export const ZAgentFeatures = z.object({
  dividend: z.boolean(),
  daily: z.boolean(),
  hourly: z.boolean(),
  realtime: z.boolean(),
});
export type TAgentFeatures = z.infer<typeof ZAgentFeatures>;

/** `GET /wps/member/info/funds/consolidated` (spec §3 consolidated info). */
export const ZConsolidated = z.object({
  dailysalreqtype: ZContractRequest,
  divtypereq: ZContractRequest,
  contracthoursalreq: ZContractRequest,
  realtimesalreqtype: ZContractRequest,
  enableSalary: z.boolean(),
  enableContract: z.boolean(),
  features: ZAgentFeatures,
});
export type TConsolidated = z.infer<typeof ZConsolidated>;

export const ZOverviewFigures = z.object({
  members: z.number().int(),
  active: z.number().int(),
  newMembers: z.number().int(),
  deposits: z.string(),
  withdrawals: z.string(),
  turnover: z.string(),
  /** The members' result: wins minus stakes (negative when the team lost). */
  profit: z.string(),
  rounds: z.number().int(),
});
export type TOverviewFigures = z.infer<typeof ZOverviewFigures>;

export const ZAgentOverview = z.object({
  nickname: z.string(),
  gmtOffset: z.string(),
  features: ZAgentFeatures,
  directMembers: z.number().int(),
  directAgents: z.number().int(),
  periods: z.object({ today: ZOverviewFigures, days7: ZOverviewFigures, days30: ZOverviewFigures }),
  /** Last 30 days, one point per merchant-local day, oldest first. */
  series: z.array(
    z.object({ day: z.string(), turnover: z.string(), profit: z.string(), rounds: z.number() }),
  ),
});
export type TAgentOverview = z.infer<typeof ZAgentOverview>;

export const ZDownlineQuery = ZPageQuery.extend({
  /** The account whose direct downline is listed (tree view; `self`: the caller); absent: the whole downline. */
  parentId: text(20)
    .regex(/^(\d{1,19}|self)$/)
    .optional(),
  search: optionalText(64),
  type: z.enum(['member', 'agent']).optional(),
  status: z.enum(['active', 'locked']).optional(),
});
export const ZDownlineMember = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  level: z.number().int(),
  upline: z.string().nullable(),
  status: z.string(),
  children: z.number().int(),
  balance: z.string(),
  lastLoginAt: ZInstant.nullable(),
  createdAt: ZInstant,
  canLock: z.boolean(),
});
export type TDownlineMember = z.infer<typeof ZDownlineMember>;
export const ZDownlinePage = ZPage(ZDownlineMember);

export const ZCreateDownline = z
  .object({
    username: text(64),
    password: text(64),
    confirmPassword: text(64),
    nickname: optionalText(64),
    type: z.enum(['member', 'agent']),
  })
  .strict();
export type TCreateDownline = z.infer<typeof ZCreateDownline>;

export const ZDownlineStatus = z.object({ status: z.enum(['active', 'locked']) }).strict();

const ZMemberFilter = optionalText(64);
export const ZTeamBetsQuery = ZPageQuery.extend({
  member: ZMemberFilter,
  vendor: optionalText(64),
  gameType: optionalText(32),
  startDate: ZIsoDate.optional(),
  endDate: ZIsoDate.optional(),
});
export const ZTeamBet = z.object({
  roundId: z.string(),
  at: ZInstant,
  member: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  gameName: z.string(),
  state: z.string(),
  bet: z.string(),
  win: z.string(),
  profit: z.string(),
});
export const ZTeamBetsPage = ZPage(ZTeamBet).extend({
  turnover: z.string(),
  wins: z.string(),
  profit: z.string(),
  /** True when `total` stopped counting at the cap (the list goes on). */
  totalCapped: z.boolean(),
});

export const ZRangeQuery = ZPageQuery.extend({
  member: ZMemberFilter,
  startDate: ZIsoDate.optional(),
  endDate: ZIsoDate.optional(),
});
export const ZProfitRow = z.object({
  member: z.string(),
  rounds: z.number().int(),
  turnover: z.string(),
  wins: z.string(),
  profit: z.string(),
  deposits: z.string(),
  withdrawals: z.string(),
});
export const ZProfitPage = ZPage(ZProfitRow);

export const ZRevenueRow = z.object({
  source: ZContractKind,
  periodId: z.string(),
  periodEnd: ZInstant,
  amount: z.string(),
});
export const ZRevenue = z.object({
  totals: z.object({ dividend: z.string(), daily: z.string(), hourly: z.string(), realtime: z.string() }),
  total: z.string(),
  list: z.array(ZRevenueRow),
});

export const ZDownlineTransaction = z.object({
  id: z.string(),
  at: ZInstant,
  member: z.string(),
  kind: z.string(),
  amount: z.string(),
  balanceAfter: z.string(),
});
export const ZDownlineTransactionsPage = ZPage(ZDownlineTransaction);

export const ZPayoutsQuery = ZPageQuery.extend({
  kind: ZContractKind.optional(),
  startDate: ZIsoDate.optional(),
  endDate: ZIsoDate.optional(),
});
export const ZPayout = z.object({
  id: z.string(),
  kind: ZContractKind,
  agent: z.string(),
  periodId: z.string(),
  periodStart: ZInstant,
  periodEnd: ZInstant,
  volume: z.string(),
  rateBp: z.number().int(),
  gross: z.string(),
  deductions: z.array(
    z.object({ agent: z.string(), volume: z.string(), rateBp: z.number(), amount: z.string() }),
  ),
  amount: z.string(),
  status: z.enum(['paid', 'nil', 'carried']),
  createdAt: ZInstant,
});
export type TPayout = z.infer<typeof ZPayout>;
export const ZPayoutsPage = ZPage(ZPayout);

export const ZAgentAnnouncement = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  at: ZInstant.nullable(),
});

/** Back office: the merchant's whole tree of agents, and contracts the house grants to top agents. */
export const ZOpsAgentNode = z.object({
  id: z.string(),
  username: z.string(),
  type: z.number().int(),
  uplineId: z.string().nullable(),
  level: z.number().int(),
  members: z.number().int(),
  status: z.string(),
});
export const ZOpsAgents = z.object({
  agents: z.array(ZOpsAgentNode),
  contracts: z.array(ZContract),
  features: ZAgentFeatures,
});
export const ZOpsContractGrant = ZContractOffer.extend({ reason: text(500) }).strict();
export const ZOpsAgentFeatures = ZAgentFeatures.extend({ reason: text(500) }).strict();
