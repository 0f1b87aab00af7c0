import type { TOverviewFigures } from '@crupier/contract/agents';
import { formatMinor } from '@crupier/contract/money';
import type { Merchant } from '@/modules/merchants/service';
import { localDayStart } from './periods';
import type { TeamFigures } from './repository';

export const DAY = 86_400_000;

/** Team betting and account records count at most this many rows for paging (50 pages of 20). */
export const COUNT_CAP = 1_000;

export const toIso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

export function rangeOf(
  merchant: Merchant,
  q: { startDate?: string | undefined; endDate?: string | undefined },
) {
  return {
    from: q.startDate ? localDayStart(q.startDate, merchant.gmtOffset) : undefined,
    to: q.endDate ? localDayStart(q.endDate, merchant.gmtOffset, 1) : undefined,
  };
}

export function figures(row: TeamFigures): TOverviewFigures {
  return {
    members: row.members,
    active: row.active,
    newMembers: row.new_members,
    deposits: formatMinor(BigInt(row.deposits)),
    withdrawals: formatMinor(BigInt(row.withdrawals)),
    turnover: formatMinor(BigInt(row.turnover)),
    profit: formatMinor(BigInt(row.wins) - BigInt(row.turnover)),
    rounds: row.rounds,
  };
}
