import { MEMBER_TYPES } from '@crupier/contract/account-types';
import { asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { merchants } from '@/db/schema';

/** The period and books of one dashboard: a merchant, its currency, [from, to) and its GMT offset. */
export type DashboardScope = {
  merchantId: number;
  currency: string;
  from: Date;
  to: Date;
  /** The merchant's GMT offset, `+05:30`, `-06:00`: days are cut at its midnight. */
  gmtOffset: string;
};

/** Sums in minor units, as text (bigint sums do not fit a JS number). */
export type DayFlows = {
  day: string;
  deposits: string;
  withdrawals: string;
  bets: string;
  rollbacks: string;
  wins: string;
  bonuses: string;
  clawbacks: string;
};
export type PlayFlows = {
  vendor_code: string | null;
  vendor_name: string | null;
  game_type: string | null;
  /** GROUPING(vendor_code, game_type): 1 a vendor's row, 2 a game type's row, 3 the total. */
  level: number;
  bets: string;
  rollbacks: string;
  wins: string;
  players: number;
};

/**
 * The dashboard's SQL over the ledger: posted transfers of the merchant whose player side is a
 * player's account in the merchant's currency (trial play money is another currency), timed when
 * they were posted. The kinds are the ledger's: deposit, withdrawal, bet, bet_rollback, win (vendor
 * wallet functions, migrations 0007/0016) and adjustment (wallet service).
 */
export function createDashboardRepository(db: Db) {
  const moment = sql`coalesce(t.settled_at, t.created_at)`;
  const inScope = (s: DashboardScope) => sql`t.merchant_id = ${s.merchantId} AND t.status = 'posted'
    AND ${moment} >= ${s.from.toISOString()}::timestamptz AND ${moment} < ${s.to.toISOString()}::timestamptz`;

  return {
    /** Money flows per day of the merchant's calendar. */
    dayFlows(s: DashboardScope) {
      const toPlayer = sql`c.owner_type = 'player' AND c.currency = ${s.currency}`;
      const fromPlayer = sql`d.owner_type = 'player' AND d.currency = ${s.currency}`;
      const sum = (condition: ReturnType<typeof sql>) =>
        sql`coalesce(sum(t.amount) FILTER (WHERE ${condition}), 0)::text`;
      return queryRows<DayFlows>(
        db,
        sql`SELECT to_char((${moment} AT TIME ZONE 'UTC') + ${s.gmtOffset}::interval, 'YYYY-MM-DD') AS day,
              ${sum(sql`t.kind = 'deposit' AND ${toPlayer}`)} AS deposits,
              ${sum(sql`t.kind = 'withdrawal' AND ${fromPlayer}`)} AS withdrawals,
              ${sum(sql`t.kind = 'bet' AND ${fromPlayer} AND c.owner_type = 'vendor'`)} AS bets,
              ${sum(sql`t.kind = 'bet_rollback' AND ${toPlayer} AND d.owner_type = 'vendor'`)} AS rollbacks,
              ${sum(sql`t.kind = 'win' AND ${toPlayer} AND d.owner_type = 'vendor'`)} AS wins,
              ${sum(sql`(t.kind = 'adjustment' OR d.owner_type = 'promotion') AND ${toPlayer} AND d.owner_type <> 'player'`)} AS bonuses,
              ${sum(sql`t.kind = 'adjustment' AND ${fromPlayer} AND c.owner_type <> 'player'`)} AS clawbacks
            FROM transfers t
            JOIN ledger_accounts d ON d.id = t.debit_account_id
            JOIN ledger_accounts c ON c.id = t.credit_account_id
            WHERE ${inScope(s)}
            GROUP BY 1
            ORDER BY 1`,
      );
    },

    /**
     * Bets, rollbacks and wins per vendor, per game type (the game's, from the vendor call that made
     * the transfer: transfer id `v<vendor>:<transaction>[:rollback]`) and in total, with the number of
     * distinct players who bet.
     */
    playFlows(s: DashboardScope) {
      return queryRows<PlayFlows>(
        db,
        sql`WITH play AS (
              SELECT t.kind, t.amount, p.owner_id AS player, v.code AS vendor_code,
                     coalesce(v.display_name, v.name) AS vendor_name,
                     coalesce(g.game_type, 'OTHER') AS game_type
              FROM transfers t
              JOIN ledger_accounts d ON d.id = t.debit_account_id
              JOIN ledger_accounts c ON c.id = t.credit_account_id
              JOIN ledger_accounts p ON p.id = CASE WHEN t.kind = 'bet' THEN d.id ELSE c.id END
              JOIN ledger_accounts va ON va.id = CASE WHEN t.kind = 'bet' THEN c.id ELSE d.id END
              JOIN vendors v ON v.id = va.owner_id
              LEFT JOIN vendor_transactions vt ON vt.vendor_id = v.id
                AND vt.transaction_id = CASE
                  WHEN t.kind = 'bet_rollback' THEN left(substr(t.id, length('v' || v.id || ':') + 1), -9)
                  ELSE substr(t.id, length('v' || v.id || ':') + 1) END
              LEFT JOIN games g ON g.vendor_id = v.id AND g.game_code = vt.game_code
              WHERE ${inScope(s)} AND t.kind IN ('bet', 'bet_rollback', 'win')
                AND p.owner_type = 'player' AND p.currency = ${s.currency} AND va.owner_type = 'vendor'
            )
            SELECT vendor_code, vendor_name, game_type,
                   GROUPING(vendor_code, game_type) AS level,
                   coalesce(sum(amount) FILTER (WHERE kind = 'bet'), 0)::text AS bets,
                   coalesce(sum(amount) FILTER (WHERE kind = 'bet_rollback'), 0)::text AS rollbacks,
                   coalesce(sum(amount) FILTER (WHERE kind = 'win'), 0)::text AS wins,
                   (count(DISTINCT player) FILTER (WHERE kind = 'bet'))::int AS players
            FROM play
            GROUP BY GROUPING SETS ((vendor_code, vendor_name), (game_type), ())`,
      );
    },

    /** Member accounts (players and agents; not trial or staff accounts) registered in the period. */
    async newPlayers(s: DashboardScope) {
      const rows = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM accounts
            WHERE merchant_id = ${s.merchantId}
              AND type IN (${sql.join(
                MEMBER_TYPES.map((t) => sql`${t}`),
                sql`, `,
              )})
              AND created_at >= ${s.from.toISOString()}::timestamptz
              AND created_at < ${s.to.toISOString()}::timestamptz`,
      );
      return rows[0]?.n ?? 0;
    },

    merchants() {
      return db.select().from(merchants).orderBy(asc(merchants.id));
    },
    async merchant(id: number) {
      const rows = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
      return rows[0];
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
