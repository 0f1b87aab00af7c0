import { formatMinor } from '@crupier/contract/money';
import type {
  DashboardRange,
  TDashboard,
  TDashboardPlayRow,
  TDashboardQuery,
} from '@crupier/contract/ops-dashboard';
import type { Db } from '@/db/client';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import { createDashboardRepository, type DashboardScope, type PlayFlows } from './dashboard-repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const RANGE_DAYS: Record<DashboardRange, number> = { today: 1, '7d': 7, '30d': 30 };

/** `+05:30` → 330, `-06:00` → -360; anything else is UTC. */
export function offsetMinutes(gmtOffset: string): number {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(gmtOffset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The start of a range: midnight of the merchant's day, `days - 1` days before today's. */
export function rangeStart(now: Date, gmtOffset: string, days: number): Date {
  const offset = offsetMinutes(gmtOffset) * 60_000;
  const localMidnight = Math.floor((now.getTime() + offset) / DAY_MS) * DAY_MS;
  return new Date(localMidnight - offset - (days - 1) * DAY_MS);
}

const big = (text: string | null | undefined) => BigInt(text ?? '0');

function playRow(row: PlayFlows, key: string, name: string): TDashboardPlayRow {
  const bets = big(row.bets) - big(row.rollbacks);
  const wins = big(row.wins);
  return {
    key,
    name,
    bets: formatMinor(bets),
    wins: formatMinor(wins),
    ggr: formatMinor(bets - wins),
    activePlayers: row.players,
  };
}

/**
 * The dashboard's figures (definitions in the contract, ops-dashboard.ts), summed in bigint minor
 * units from the ledger and answered as decimal strings.
 */
export function createDashboard(db: Db) {
  const repo = createDashboardRepository(db);

  return {
    /** Every merchant, for an admin's switcher. */
    async merchants() {
      return (await repo.merchants()).map((m) => ({
        id: String(m.id),
        code: m.code,
        name: m.name,
        currency: m.currency,
      }));
    },

    /** The merchant a staff member asked for: their own, or any for an admin; another is 404. */
    async merchantFor(own: Merchant, isAdmin: boolean, requested: string | undefined) {
      if (requested === undefined || Number(requested) === own.id) return own;
      const id = Number(requested);
      const other = isAdmin && id <= 2_147_483_647 ? await repo.merchant(id) : undefined;
      if (!other) throw new AppError('not_found', 404);
      return other;
    },

    async figures(merchant: Merchant, query: TDashboardQuery, now = new Date()): Promise<TDashboard> {
      const scope: DashboardScope = {
        merchantId: merchant.id,
        currency: merchant.currency,
        from: rangeStart(now, merchant.gmtOffset, RANGE_DAYS[query.range]),
        to: new Date(now.getTime() + 1),
        gmtOffset: merchant.gmtOffset,
      };
      const [days, play, newPlayers] = await Promise.all([
        repo.dayFlows(scope),
        repo.playFlows(scope),
        repo.newPlayers(scope),
      ]);
      const sum = { deposits: 0n, withdrawals: 0n, bets: 0n, wins: 0n, bonuses: 0n };
      const dayRows = days.map((d) => {
        const bets = big(d.bets) - big(d.rollbacks);
        const wins = big(d.wins);
        sum.deposits += big(d.deposits);
        sum.withdrawals += big(d.withdrawals);
        sum.bets += bets;
        sum.wins += wins;
        sum.bonuses += big(d.bonuses) - big(d.clawbacks);
        return {
          day: d.day,
          deposits: formatMinor(big(d.deposits)),
          withdrawals: formatMinor(big(d.withdrawals)),
          bets: formatMinor(bets),
          wins: formatMinor(wins),
          ggr: formatMinor(bets - wins),
        };
      });
      const ggr = sum.bets - sum.wins;
      const total = play.find((r) => Number(r.level) === 3);
      return {
        merchant: {
          id: String(merchant.id),
          code: merchant.code,
          name: merchant.name,
          currency: merchant.currency,
        },
        range: query.range,
        from: scope.from.toISOString(),
        to: now.toISOString(),
        totals: {
          deposits: formatMinor(sum.deposits),
          withdrawals: formatMinor(sum.withdrawals),
          bets: formatMinor(sum.bets),
          wins: formatMinor(sum.wins),
          ggr: formatMinor(ggr),
          bonuses: formatMinor(sum.bonuses),
          ngr: formatMinor(ggr - sum.bonuses),
          activePlayers: total?.players ?? 0,
          newPlayers,
        },
        byVendor: play
          .filter((r) => Number(r.level) === 1)
          .map((r) => playRow(r, r.vendor_code ?? '', r.vendor_name ?? r.vendor_code ?? ''))
          .sort((a, b) => a.key.localeCompare(b.key)),
        byGameType: play
          .filter((r) => Number(r.level) === 2)
          .map((r) => playRow(r, r.game_type ?? 'OTHER', r.game_type ?? 'OTHER'))
          .sort((a, b) => a.key.localeCompare(b.key)),
        days: dayRows,
      };
    },
  };
}

export type Dashboard = ReturnType<typeof createDashboard>;
