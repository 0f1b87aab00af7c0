import { z } from 'zod';
import { text } from './text';

/**
 * The back office's dashboard (issue 17 "Dashboard"): a merchant's money and players over today, the
 * last 7 or the last 30 days, all from the ledger's posted transfers in the merchant's currency (play
 * money of trial accounts never counts). Amounts are decimal strings in major units ("1250.00").
 *
 * - deposits: deposits credited to players; withdrawals: withdrawals paid out (posted).
 * - bets (turnover): stakes debited from players by game vendors (the house games included), less the
 *   stakes the vendors rolled back; wins: what vendors credited to players.
 * - GGR = bets − wins.
 * - bonuses: money the operator gave players outside play: balance adjustments (net of those that
 *   took money back) and credits from promotion accounts.
 * - NGR = GGR − bonuses.
 * - activePlayers: players who placed at least one bet; newPlayers: member accounts registered.
 * Days start at midnight in the merchant's time zone (its GMT offset); "today" is since the last one,
 * "7d" and "30d" include today.
 */

export const DASHBOARD_RANGES = ['today', '7d', '30d'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

export const ZDashboardQuery = z.object({
  range: z.enum(DASHBOARD_RANGES).default('today'),
  /** A merchant id: admins may pick any merchant, other staff only their own (else 404). */
  merchant: text(10)
    .regex(/^\d{1,10}$/)
    .optional(),
});
export type TDashboardQuery = z.infer<typeof ZDashboardQuery>;

const money = z.string();

export const ZDashboardTotals = z.object({
  deposits: money,
  withdrawals: money,
  bets: money,
  wins: money,
  ggr: money,
  bonuses: money,
  ngr: money,
  activePlayers: z.number().int(),
  newPlayers: z.number().int(),
});
export type TDashboardTotals = z.infer<typeof ZDashboardTotals>;

/** Play figures of one vendor or one game type (deposits and bonuses belong to no game). */
export const ZDashboardPlayRow = z.object({
  key: z.string(),
  name: z.string(),
  bets: money,
  wins: money,
  ggr: money,
  activePlayers: z.number().int(),
});
export type TDashboardPlayRow = z.infer<typeof ZDashboardPlayRow>;

export const ZDashboardDay = z.object({
  /** YYYY-MM-DD in the merchant's time zone. */
  day: z.string(),
  deposits: money,
  withdrawals: money,
  bets: money,
  wins: money,
  ggr: money,
});
export type TDashboardDay = z.infer<typeof ZDashboardDay>;

export const ZOpsMerchant = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  currency: z.string(),
});
export type TOpsMerchant = z.infer<typeof ZOpsMerchant>;

export const ZDashboard = z.object({
  merchant: ZOpsMerchant,
  range: z.enum(DASHBOARD_RANGES),
  from: z.string(),
  to: z.string(),
  totals: ZDashboardTotals,
  byVendor: z.array(ZDashboardPlayRow),
  byGameType: z.array(ZDashboardPlayRow),
  days: z.array(ZDashboardDay),
});
export type TDashboard = z.infer<typeof ZDashboard>;
