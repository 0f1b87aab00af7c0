import type { TProfitReport } from '@crupier/contract/member-centre';
import { formatMinor } from '@crupier/contract/money';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { games, houseRounds, vendors } from '@/db/schema';
import type { Merchant } from '@/modules/merchants/service';
import { merchantDayStart } from '@/modules/wallet/transaction-history';

const DAY_MS = 86_400_000;

/** `+08:00` → 480. */
export function offsetMinutes(gmtOffset: string): number {
  const m = /^([+-])(\d{2}):?(\d{2})$/.exec(gmtOffset);
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' ? -minutes : minutes;
}

/** The merchant's calendar day of an instant, `yyyy-MM-dd`. */
export function merchantDay(at: Date, gmtOffset: string) {
  return new Date(at.getTime() + offsetMinutes(gmtOffset) * 60_000).toISOString().slice(0, 10);
}

export type ProfitQuery = {
  startDate?: string | undefined;
  endDate?: string | undefined;
  vendor?: string | undefined;
  gameType?: string | undefined;
};

/**
 * personalProfit: the member's rounds (the same rows and filters as the betting record:
 * settled and debited rounds by the round's time in the merchant's days) added up by day and by
 * game type and vendor. Without dates: the last 7 days (spec §9 shortcut).
 */
export function createProfit(db: Db) {
  function range(merchant: Merchant, query: ProfitQuery, now: Date) {
    const endDate = query.endDate ?? merchantDay(now, merchant.gmtOffset);
    const startDate =
      query.startDate ?? merchantDay(new Date(new Date(`${endDate}T12:00:00Z`).getTime() - 6 * DAY_MS), 'Z');
    return { startDate, endDate };
  }

  return {
    range,
    async report(
      merchant: Merchant,
      accountId: bigint,
      query: ProfitQuery,
      now: Date,
    ): Promise<TProfitReport> {
      const { startDate, endDate } = range(merchant, query, now);
      const from = merchantDayStart(startDate, merchant.gmtOffset);
      const to = merchantDayStart(endDate, merchant.gmtOffset, 1);
      const shift = offsetMinutes(merchant.gmtOffset);
      const where = and(
        eq(houseRounds.accountId, accountId),
        inArray(houseRounds.state, ['settled', 'debited']),
        sql`${houseRounds.createdAt} >= ${from}::timestamptz`,
        sql`${houseRounds.createdAt} < ${to}::timestamptz`,
        query.vendor ? eq(vendors.code, query.vendor) : undefined,
        query.gameType ? eq(games.gameType, query.gameType) : undefined,
      );
      const day = sql<string>`to_char((${houseRounds.createdAt} AT TIME ZONE 'UTC') + make_interval(mins => ${sql.raw(String(Math.trunc(shift)))}), 'YYYY-MM-DD')`;
      const sums = {
        bet: sql<string>`coalesce(sum(${houseRounds.bet}), 0)::text`,
        win: sql<string>`coalesce(sum(${houseRounds.win}), 0)::text`,
        rounds: sql<number>`count(*)::int`,
      };
      const base = () =>
        db
          .select({ day, ...sums })
          .from(houseRounds)
          .innerJoin(games, eq(games.id, houseRounds.gameId))
          .innerJoin(vendors, eq(vendors.id, games.vendorId))
          .where(where);
      const [days, byGame] = await Promise.all([
        base().groupBy(day).orderBy(day),
        db
          .select({
            gameType: games.gameType,
            vendor: vendors.code,
            vendorName: sql<string>`coalesce(${vendors.displayName}, ${vendors.name})`,
            ...sums,
          })
          .from(houseRounds)
          .innerJoin(games, eq(games.id, houseRounds.gameId))
          .innerJoin(vendors, eq(vendors.id, games.vendorId))
          .where(where)
          .groupBy(games.gameType, vendors.code, vendors.displayName, vendors.name)
          .orderBy(games.gameType, vendors.code),
      ]);
      const row = (r: { bet: string; win: string; rounds: number }) => ({
        bet: formatMinor(BigInt(r.bet)),
        win: formatMinor(BigInt(r.win)),
        profit: formatMinor(BigInt(r.win) - BigInt(r.bet)),
        rounds: r.rounds,
      });
      let bet = 0n;
      let win = 0n;
      let rounds = 0;
      for (const d of days) {
        bet += BigInt(d.bet);
        win += BigInt(d.win);
        rounds += d.rounds;
      }
      return {
        days: days.map((d) => ({ day: d.day, ...row(d) })),
        byGame: byGame.map((g) => ({
          gameType: g.gameType,
          vendor: g.vendor,
          vendorName: g.vendorName,
          ...row(g),
        })),
        totals: {
          turnover: formatMinor(bet),
          wins: formatMinor(win),
          profit: formatMinor(win - bet),
          rounds,
        },
      };
    },

    /** The vendors and game types the member has played: the betting record's filter options. */
    async filters(accountId: bigint) {
      const rows = await db
        .selectDistinct({
          code: vendors.code,
          name: sql<string>`coalesce(${vendors.displayName}, ${vendors.name})`,
          gameType: games.gameType,
        })
        .from(houseRounds)
        .innerJoin(games, eq(games.id, houseRounds.gameId))
        .innerJoin(vendors, eq(vendors.id, games.vendorId))
        .where(eq(houseRounds.accountId, accountId));
      const vendorMap = new Map(rows.map((r) => [r.code, r.name]));
      return {
        vendors: [...vendorMap]
          .map(([code, name]) => ({ code, name }))
          .sort((a, b) => a.code.localeCompare(b.code)),
        gameTypes: [...new Set(rows.map((r) => r.gameType))].sort(),
      };
    },
  };
}

export type Profit = ReturnType<typeof createProfit>;
