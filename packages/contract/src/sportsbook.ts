import { z } from 'zod';
import { ZMoney } from './money';
import { ZPage, ZPageQuery } from './paging';
import { text } from './text';

/**
 * The house sportsbook (docs/sportsbook.md, api-contract "House sportsbook"): simulated fixtures for
 * football, basketball, tennis, e-sports and cockfighting, priced from the simulator's own model.
 * Odds are decimal strings with 2 decimals (the return of 1 unit staked, stake included).
 */

export const SB_SPORTS = ['football', 'basketball', 'tennis', 'esports', 'cockfight'] as const;
export type SbSport = (typeof SB_SPORTS)[number];
export const SB_EVENT_STATUSES = ['prematch', 'live', 'ended'] as const;
export type SbEventStatus = (typeof SB_EVENT_STATUSES)[number] | 'void';
export const SB_MARKET_TYPES = [
  '1x2',
  'double_chance',
  'total',
  'handicap',
  'btts',
  'correct_score',
  'moneyline',
  'map_winner',
  'bout',
] as const;
export type SbMarketType = (typeof SB_MARKET_TYPES)[number];
export const SB_BET_KINDS = ['single', 'combo', 'system'] as const;
export const SB_ACCEPT_ODDS = ['none', 'higher', 'any'] as const;
export type SbAcceptOdds = (typeof SB_ACCEPT_ODDS)[number];
/** Most legs of a combo or system bet. */
export const SB_MAX_LEGS = 12;
/** The margin a merchant's book uses when it configured none (5 %). */
export const SB_DEFAULT_MARGIN = 0.05;

/** Leg results: win, half win, push (stake back), half loss, loss, void (stake back). */
export const SB_LEG_RESULTS = ['win', 'half_win', 'push', 'half_loss', 'loss', 'void'] as const;
export type SbLegResult = (typeof SB_LEG_RESULTS)[number];

const ZOdds = z.string().regex(/^\d{1,4}\.\d{2}$/, 'odds are decimal strings with 2 decimals');
const ZId = text(80).min(1);

export const ZSbSessionRequest = z.object({ launchToken: text(200).min(1) });
export const ZSbLimits = z.object({ minStake: ZMoney, maxStake: ZMoney, maxPayout: ZMoney });
export const ZSbSession = z.object({
  sessionId: z.string(),
  balance: ZMoney,
  currency: z.string(),
  limits: ZSbLimits,
  /** The sport the launched game opens on (its lobby category). */
  sport: z.enum(SB_SPORTS),
  backUrl: z.string().nullable(),
  language: z.string().nullable(),
});
export type TSbSession = z.infer<typeof ZSbSession>;

export const ZSbOutcome = z.object({ outcomeId: z.string(), name: z.string(), odds: ZOdds });
export type TSbOutcome = z.infer<typeof ZSbOutcome>;
export const ZSbMarket = z.object({
  marketId: z.string(),
  type: z.enum(SB_MARKET_TYPES),
  line: z.string().nullable(),
  status: z.enum(['open', 'suspended', 'settled']),
  outcomes: z.array(ZSbOutcome),
});
export type TSbMarket = z.infer<typeof ZSbMarket>;
export const ZSbScore = z.object({
  home: z.number().int(),
  away: z.number().int(),
  detail: z.string().nullable(),
});
export const ZSbEvent = z.object({
  eventId: z.string(),
  sport: z.enum(SB_SPORTS),
  league: z.string(),
  leagueName: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  status: z.enum(['prematch', 'live', 'ended', 'void']),
  score: ZSbScore.nullable(),
  clock: z.string().nullable(),
  markets: z.array(ZSbMarket),
});
export type TSbEvent = z.infer<typeof ZSbEvent>;

export const ZSbEventsQuery = ZPageQuery.extend({
  sessionId: ZId.optional(),
  sport: z.enum(SB_SPORTS).optional(),
  status: z.enum(SB_EVENT_STATUSES).optional(),
  league: text(40).optional(),
  eventId: ZId.optional(),
  language: text(5).min(2).optional(),
});
export const ZSbLeague = z.object({ league: z.string(), sport: z.enum(SB_SPORTS), name: z.string() });
export const ZSbEvents = ZPage(ZSbEvent).extend({ leagues: z.array(ZSbLeague) });
export type TSbEvents = z.infer<typeof ZSbEvents>;

export const ZSbSelection = z.object({ outcomeId: ZId, odds: ZOdds });
export const ZSbBetRequest = z.object({
  sessionId: ZId,
  kind: z.enum(SB_BET_KINDS),
  /** System bets: `k/n`, e.g. "2/3" (every k-fold of the n selections, one unit stake each). */
  system: z
    .string()
    .regex(/^\d{1,2}\/\d{1,2}$/)
    .optional(),
  /** Total stake of the ticket (a system bet's unit stake is the stake divided by its lines). */
  stake: ZMoney,
  selections: z.array(ZSbSelection).min(1).max(SB_MAX_LEGS),
  acceptOdds: z.enum(SB_ACCEPT_ODDS).default('none'),
});
export type TSbBetRequest = z.input<typeof ZSbBetRequest>;

export const ZSbBetSelection = z.object({
  outcomeId: z.string(),
  eventId: z.string(),
  sport: z.enum(SB_SPORTS),
  event: z.string(),
  market: z.enum(SB_MARKET_TYPES),
  line: z.string().nullable(),
  name: z.string(),
  odds: ZOdds,
  requestedOdds: ZOdds,
  result: z.enum(SB_LEG_RESULTS).nullable(),
});
export const ZSbBet = z.object({
  betId: z.string(),
  kind: z.enum(SB_BET_KINDS),
  system: z.string().nullable(),
  state: z.enum(['open', 'settled', 'cashed_out']),
  result: z.enum(['won', 'lost', 'void', 'partial', 'cashout']).nullable(),
  stake: ZMoney,
  odds: ZOdds,
  potentialWin: ZMoney,
  payout: ZMoney,
  /** The cash-out offered now (open bets whose markets are open), else null. */
  cashout: ZMoney.nullable(),
  selections: z.array(ZSbBetSelection),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TSbBet = z.infer<typeof ZSbBet>;
export const ZSbBetResult = z.object({ bet: ZSbBet, balance: ZMoney });
export const ZSbBetsQuery = ZPageQuery.extend({
  sessionId: ZId,
  state: z.enum(['open', 'settled']).optional(),
  language: text(5).min(2).optional(),
});
export const ZSbBets = ZPage(ZSbBet);
export const ZSbCashoutRequest = z.object({ sessionId: ZId, amount: ZMoney });
export const ZSbBetParams = z.object({ betId: ZId });

/** `POST /dev/sb/finish`: ends an event with this score at once (demo). */
export const ZSbFinishRequest = z.object({
  eventId: ZId,
  home: z.number().int().min(0).max(999),
  away: z.number().int().min(0).max(999),
});

/** Messages of `GET /sb/events/stream`. */
export type TSbStreamMessage =
  | {
      type: 'event';
      eventId: string;
      status: string;
      score: z.infer<typeof ZSbScore> | null;
      clock: string | null;
      markets: TSbMarket[];
    }
  | { type: 'bet'; betId: string; state: string; payout: string }
  | { type: 'balance'; balance: string };

// --- operator -----------------------------------------------------------------------------------

export const ZSbOpsEventsQuery = ZPageQuery.extend({
  sport: z.enum(SB_SPORTS).optional(),
  status: z.enum(['prematch', 'live', 'ended', 'void']).optional(),
});
export const ZSbExposure = z.object({
  outcomeId: z.string(),
  market: z.string(),
  name: z.string(),
  bets: z.number().int(),
  stakes: ZMoney,
  /** What the house pays out net of the stakes it keeps if this outcome wins (negative: a gain). */
  liability: z.string(),
});
export const ZSbOpsEvent = z.object({
  eventId: z.string(),
  sport: z.enum(SB_SPORTS),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  status: z.enum(['prematch', 'live', 'ended', 'void']),
  suspended: z.boolean(),
  suspendedMarkets: z.array(z.string()),
  result: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  resultVersion: z.number().int(),
  openBets: z.number().int(),
  stakes: ZMoney,
  maxLiability: z.string(),
});
export const ZSbOpsEvents = ZPage(ZSbOpsEvent);
export const ZSbOpsEventParams = z.object({ eventId: ZId });
export const ZSbOpsReason = z.object({ reason: text(500).min(1) });
export const ZSbOpsSuspend = ZSbOpsReason.extend({
  /** A market id of the event, or none for the whole event. */
  marketId: ZId.optional(),
  suspended: z.boolean(),
});
export const ZSbOpsResult = ZSbOpsReason.extend({
  home: z.number().int().min(0).max(999),
  away: z.number().int().min(0).max(999),
});
export const ZSbOpsSettleSummary = z.object({
  eventId: z.string(),
  status: z.string(),
  resultVersion: z.number().int(),
  betsSettled: z.number().int(),
});

// --- odds display ----------------------------------------------------------------------------

export type SbOddsFormat = 'decimal' | 'american' | 'fractional';

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Decimal odds ("2.50") shown as decimal, American (+150 / -200) or fractional (3/2). */
export function formatOdds(odds: string, format: SbOddsFormat): string {
  const hundredths = Math.round(Number(odds) * 100);
  if (format === 'decimal') return odds;
  const profit = hundredths - 100;
  if (profit <= 0) return format === 'american' ? '-' : '0/1';
  if (format === 'american') {
    return profit >= 100 ? `+${profit}` : `-${Math.round(10_000 / profit)}`;
  }
  const g = gcd(profit, 100);
  return `${profit / g}/${100 / g}`;
}
