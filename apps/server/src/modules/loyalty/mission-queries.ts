import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { missionClaims, missions } from '@/db/schema-loyalty';
import type { MissionRow } from './loyalty-rows';
import { big, iso } from './loyalty-sql';

/** The CTEs `s` and `ranked`: mission points claimed in [from, to) per member, ranked (ties: who got there first). */
function rankedClaims(merchantId: number, from: Date, to: Date) {
  return sql`s AS (
              SELECT account_id, sum(points)::int AS points, max(claimed_at) AS last_at FROM mission_claims
               WHERE merchant_id = ${merchantId} AND claimed_at >= ${iso(from)}::timestamptz AND claimed_at < ${iso(to)}::timestamptz
               GROUP BY account_id),
            ranked AS (SELECT account_id, points, (row_number() OVER (ORDER BY points DESC, last_at ASC, account_id))::int AS rank FROM s)`;
}

/** Missions, their claims and the leaderboard. */
export function missionQueries(db: Db) {
  return {
    missions(merchantId: number): Promise<MissionRow[]> {
      return db
        .select()
        .from(missions)
        .where(and(eq(missions.merchantId, merchantId), eq(missions.active, true)))
        .orderBy(asc(missions.sort), asc(missions.id));
    },

    async mission(merchantId: number, id: number): Promise<MissionRow | undefined> {
      const [row] = await db
        .select()
        .from(missions)
        .where(and(eq(missions.merchantId, merchantId), eq(missions.id, id), eq(missions.active, true)));
      return row;
    },

    /** Settled house rounds of a member between two wall-clock instants: count, slot stakes, best win run. */
    async roundFigures(accountId: bigint, from: Date, to: Date) {
      const rows = await queryRows<{ rounds: number; slot_wager: string; best_streak: number | null }>(
        db,
        sql`WITH r AS (
              SELECT id, engine, bet, (win > bet) AS won, settled_at FROM house_rounds
               WHERE account_id = ${accountId} AND state = 'settled'
                 AND settled_at >= ${iso(from)}::timestamptz AND settled_at < ${iso(to)}::timestamptz),
            runs AS (
              SELECT won, count(*) FILTER (WHERE NOT won) OVER (ORDER BY settled_at, id) AS grp FROM r)
            SELECT (SELECT count(*)::int FROM r) AS rounds,
                   (SELECT COALESCE(sum(bet), 0)::text FROM r WHERE engine = 'slot') AS slot_wager,
                   (SELECT max(n)::int FROM (SELECT count(*) AS n FROM runs WHERE won GROUP BY grp) s) AS best_streak`,
      );
      const row = rows[0];
      return {
        rounds: BigInt(row?.rounds ?? 0),
        slotWager: big(row?.slot_wager),
        winStreak: BigInt(row?.best_streak ?? 0),
      };
    },

    async claims(accountId: bigint, periodStarts: Date[]) {
      if (periodStarts.length === 0) return [];
      return db
        .select()
        .from(missionClaims)
        .where(
          and(
            eq(missionClaims.accountId, accountId),
            sql`${missionClaims.periodStart} IN (${sql.join(
              periodStarts.map((p) => sql`${iso(p)}::timestamptz`),
              sql`, `,
            )})`,
          ),
        );
    },

    /** Records a claim; false when this mission of this period was already claimed. */
    async insertClaim(row: typeof missionClaims.$inferInsert): Promise<boolean> {
      const inserted = await db.insert(missionClaims).values(row).onConflictDoNothing().returning();
      return inserted.length === 1;
    },

    /** Mission points claimed in [from, to) of business time, ranked (ties: who got there first). */
    leaderboard(merchantId: number, from: Date, to: Date, limit: number) {
      return queryRows<{ account_id: string; username: string; points: number; rank: number }>(
        db,
        sql`WITH ${rankedClaims(merchantId, from, to)}
            SELECT r.account_id::text AS account_id, a.username, r.points, r.rank
              FROM ranked r JOIN accounts a ON a.id = r.account_id
             ORDER BY r.rank LIMIT ${limit}`,
      );
    },

    async leaderboardRank(merchantId: number, accountId: bigint, from: Date, to: Date) {
      const rows = await queryRows<{ points: number; rank: number }>(
        db,
        sql`WITH ${rankedClaims(merchantId, from, to)}
            SELECT points, rank FROM ranked WHERE account_id = ${accountId}`,
      );
      return rows[0];
    },
  };
}
