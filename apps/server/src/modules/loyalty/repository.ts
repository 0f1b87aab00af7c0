import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import {
  loyaltySettings,
  missionClaims,
  missions,
  pointAccruals,
  pointConversions,
  pointRedemptions,
  pointRewards,
  referralRewards,
  vipLevels,
  vipMembers,
} from '@/db/schema-loyalty';

export type LoyaltySettingsRow = typeof loyaltySettings.$inferSelect;
export type RewardRow = typeof pointRewards.$inferSelect;
export type RedemptionRow = typeof pointRedemptions.$inferSelect;
export type VipLevelRow = typeof vipLevels.$inferSelect;
export type VipMemberRow = typeof vipMembers.$inferSelect;
export type MissionRow = typeof missions.$inferSelect;

/** Stakes and refunds of every product: the one "valid turnover" definition (as the stake guard's). */
const STAKE = sql.raw(`(t.kind = 'bet' OR t.kind LIKE '%\\_bet')`);
const REFUND = sql.raw(`(t.kind = 'bet_rollback' OR t.kind LIKE '%\\_rollback')`);

const big = (v: unknown) => BigInt((v as string | number | bigint | null) ?? 0);
const iso = (d: Date) => d.toISOString();

/** The loyalty module's SQL. */
export function createLoyaltyRepository(db: Db) {
  return {
    db,

    async settings(merchantId: number): Promise<LoyaltySettingsRow | undefined> {
      const [row] = await db.select().from(loyaltySettings).where(eq(loyaltySettings.merchantId, merchantId));
      return row;
    },

    // --- points ---------------------------------------------------------------------------------

    rewards(merchantId: number, kind?: string) {
      const where = [eq(pointRewards.merchantId, merchantId), eq(pointRewards.active, true)];
      if (kind) where.push(eq(pointRewards.kind, kind));
      return db
        .select()
        .from(pointRewards)
        .where(and(...where))
        .orderBy(asc(pointRewards.sort), asc(pointRewards.id));
    },

    async reward(merchantId: number, id: number): Promise<RewardRow | undefined> {
      const [row] = await db
        .select()
        .from(pointRewards)
        .where(
          and(
            eq(pointRewards.merchantId, merchantId),
            eq(pointRewards.id, id),
            eq(pointRewards.active, true),
          ),
        );
      return row;
    },

    /** Takes one from the stock (unlimited stock always succeeds); false when none is left. */
    async takeStock(id: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`UPDATE point_rewards SET stock = stock - 1 WHERE id = ${id} AND stock > 0 RETURNING id`,
      );
      if (rows.length > 0) return true;
      const [row] = await db
        .select({ stock: pointRewards.stock })
        .from(pointRewards)
        .where(eq(pointRewards.id, id));
      return row !== undefined && row.stock === null;
    },

    async giveBackStock(id: number) {
      await db.execute(
        sql`UPDATE point_rewards SET stock = stock + 1 WHERE id = ${id} AND stock IS NOT NULL`,
      );
    },

    async redemptionByKey(accountId: bigint, requestKey: string): Promise<RedemptionRow | undefined> {
      const [row] = await db
        .select()
        .from(pointRedemptions)
        .where(and(eq(pointRedemptions.accountId, accountId), eq(pointRedemptions.requestKey, requestKey)));
      return row;
    },

    async redemption(merchantId: number, id: bigint): Promise<RedemptionRow | undefined> {
      const [row] = await db
        .select()
        .from(pointRedemptions)
        .where(and(eq(pointRedemptions.merchantId, merchantId), eq(pointRedemptions.id, id)));
      return row;
    },

    async insertRedemption(row: typeof pointRedemptions.$inferInsert): Promise<RedemptionRow> {
      const [inserted] = await db.insert(pointRedemptions).values(row).returning();
      return inserted!;
    },

    /** Decides a redemption still in process; undefined when it was already decided. */
    async decideRedemption(
      id: bigint,
      state: 'approved' | 'rejected',
      staffId: bigint,
      reason: string,
      at: Date,
    ): Promise<RedemptionRow | undefined> {
      const [row] = await db
        .update(pointRedemptions)
        .set({ state, decidedBy: staffId, decisionReason: reason, decidedAt: at })
        .where(and(eq(pointRedemptions.id, id), eq(pointRedemptions.state, 'in_process')))
        .returning();
      return row;
    },

    async redemptions(
      filter: { merchantId: number; accountId?: bigint; state?: string },
      limit: number,
      offset: number,
    ) {
      const where = [eq(pointRedemptions.merchantId, filter.merchantId)];
      if (filter.accountId !== undefined) where.push(eq(pointRedemptions.accountId, filter.accountId));
      if (filter.state) where.push(eq(pointRedemptions.state, filter.state));
      const [rows, count] = await Promise.all([
        db
          .select({
            r: pointRedemptions,
            name: pointRewards.name,
            username: sql<string>`(SELECT username FROM accounts a WHERE a.id = ${pointRedemptions.accountId})`,
          })
          .from(pointRedemptions)
          .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
          .where(and(...where))
          .orderBy(desc(pointRedemptions.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(pointRedemptions)
          .where(and(...where)),
      ]);
      return { rows, total: count[0]?.n ?? 0 };
    },

    async conversionByKey(accountId: bigint, requestKey: string) {
      const [row] = await db
        .select()
        .from(pointConversions)
        .where(and(eq(pointConversions.accountId, accountId), eq(pointConversions.requestKey, requestKey)));
      return row;
    },

    async insertConversion(row: typeof pointConversions.$inferInsert) {
      const [inserted] = await db.insert(pointConversions).values(row).returning();
      return inserted!;
    },

    /** Movements of one ledger account, newest first. */
    async entries(accountId: bigint, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        queryRows<{ id: string; at: Date | string; kind: string; amount: string; balance_after: string }>(
          db,
          sql`SELECT e.id::text AS id, e.at, t.kind, e.amount::text AS amount, e.balance_after::text AS balance_after
                FROM ledger_entries e JOIN transfers t ON t.id = e.transfer_id
               WHERE e.account_id = ${accountId}
               ORDER BY e.id DESC LIMIT ${limit} OFFSET ${offset}`,
        ),
        queryRows<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM ledger_entries WHERE account_id = ${accountId}`,
        ),
      ]);
      return { rows, total: Number(count[0]?.n ?? 0) };
    },

    // --- accrual --------------------------------------------------------------------------------

    async watermark(merchantId: number, job: string): Promise<bigint> {
      const rows = await queryRows<{ entry_id: string }>(
        db,
        sql`SELECT entry_id::text AS entry_id FROM loyalty_watermarks WHERE merchant_id = ${merchantId} AND job = ${job}`,
      );
      return rows[0] ? BigInt(rows[0].entry_id) : 0n;
    },

    async setWatermark(merchantId: number, job: string, entryId: bigint) {
      await db.execute(
        sql`INSERT INTO loyalty_watermarks (merchant_id, job, entry_id, at) VALUES (${merchantId}, ${job}, ${entryId}, now())
            ON CONFLICT (merchant_id, job) DO UPDATE SET entry_id = GREATEST(loyalty_watermarks.entry_id, EXCLUDED.entry_id), at = now()`,
      );
    },

    async maxEntryId(): Promise<bigint> {
      const rows = await queryRows<{ id: string | null }>(
        db,
        sql`SELECT max(id)::text AS id FROM ledger_entries`,
      );
      return rows[0]?.id ? BigInt(rows[0].id) : 0n;
    },

    /**
     * Members of the merchant whose main wallet moved after entry `since`, with their all-time net
     * valid turnover (posted stakes minus refunds) and what the accrual has counted so far.
     */
    async turnoverOfActive(merchantId: number, currency: string, since: bigint) {
      const rows = await queryRows<{
        account_id: string;
        turnover: string;
        points_earned: string | null;
      }>(
        db,
        sql`WITH active AS (
              SELECT DISTINCT la.id, la.owner_id
                FROM ledger_entries e JOIN ledger_accounts la ON la.id = e.account_id
                -- Ledger accounts whose owner is no account (written by tools straight to the ledger) earn nothing.
                JOIN accounts ac ON ac.id = la.owner_id
               WHERE e.id > ${since} AND la.merchant_id = ${merchantId} AND la.owner_type = 'player'
                 AND la.kind = 'main' AND la.currency = ${currency})
            SELECT a.owner_id::text AS account_id,
                   (COALESCE((SELECT sum(t.amount) FROM transfers t
                               WHERE t.debit_account_id = a.id AND t.status = 'posted' AND ${STAKE}), 0)
                  - COALESCE((SELECT sum(t.amount) FROM transfers t
                               WHERE t.credit_account_id = a.id AND t.status = 'posted' AND ${REFUND}), 0))::text AS turnover,
                   p.points_earned::text AS points_earned
              FROM active a LEFT JOIN point_accruals p ON p.account_id = a.owner_id`,
      );
      return rows.map((r) => ({
        accountId: BigInt(r.account_id),
        turnover: big(r.turnover),
        pointsEarned: r.points_earned === null ? null : big(r.points_earned),
      }));
    },

    async ensureAccrual(merchantId: number, accountId: bigint) {
      await db.insert(pointAccruals).values({ merchantId, accountId }).onConflictDoNothing();
    },

    /** Moves the accrual from `fromPoints` to the new figures; false when another run got there first. */
    async advanceAccrual(accountId: bigint, fromPoints: bigint, turnover: bigint, pointsEarned: bigint) {
      const rows = await queryRows<{ account_id: string }>(
        db,
        sql`UPDATE point_accruals SET turnover = ${turnover}, points_earned = ${pointsEarned}, updated_at = now()
             WHERE account_id = ${accountId} AND points_earned = ${fromPoints} RETURNING account_id::text`,
      );
      return rows.length === 1;
    },

    async accrual(accountId: bigint) {
      const [row] = await db.select().from(pointAccruals).where(eq(pointAccruals.accountId, accountId));
      return row;
    },

    // --- VIP ------------------------------------------------------------------------------------

    vipLevels(merchantId: number): Promise<VipLevelRow[]> {
      return db
        .select()
        .from(vipLevels)
        .where(eq(vipLevels.merchantId, merchantId))
        .orderBy(asc(vipLevels.level));
    },

    async vipMember(accountId: bigint): Promise<VipMemberRow | undefined> {
      const [row] = await db.select().from(vipMembers).where(eq(vipMembers.accountId, accountId));
      return row;
    },

    async ensureVipMember(merchantId: number, accountId: bigint, month: string) {
      await db
        .insert(vipMembers)
        .values({ merchantId, accountId, level: 0, topLevel: 0, reviewedMonth: month })
        .onConflictDoNothing();
    },

    /** Raises the level (never lowers it here); the previous row when it changed, else undefined. */
    async raiseVip(accountId: bigint, fromLevel: number, toLevel: number, at: Date) {
      const rows = await queryRows<{ top_level: number }>(
        db,
        sql`UPDATE vip_members SET level = ${toLevel}, top_level = GREATEST(top_level, ${toLevel}),
                   reached_at = ${iso(at)}::timestamptz, updated_at = now()
             WHERE account_id = ${accountId} AND level = ${fromLevel} AND ${toLevel} > level
         RETURNING top_level`,
      );
      return rows.length === 1;
    },

    /** The keep review of a month: one level down (or kept), once per month. */
    async reviewVip(accountId: bigint, fromLevel: number, toLevel: number, month: string) {
      const rows = await queryRows<{ level: number }>(
        db,
        sql`UPDATE vip_members SET level = ${toLevel}, reviewed_month = ${month}, updated_at = now(),
                   counts_from = CASE WHEN ${toLevel} < level THEN now() ELSE counts_from END
             WHERE account_id = ${accountId} AND level = ${fromLevel}
               AND (reviewed_month IS NULL OR reviewed_month < ${month}) RETURNING level`,
      );
      return rows.length === 1;
    },

    vipMembersToReview(merchantId: number, month: string) {
      return db
        .select()
        .from(vipMembers)
        .where(
          and(
            eq(vipMembers.merchantId, merchantId),
            sql`${vipMembers.level} > 0`,
            sql`(${vipMembers.reviewedMonth} IS NULL OR ${vipMembers.reviewedMonth} < ${month})`,
          ),
        );
    },

    /** Cumulative deposits credited to the member's wallet (posted `deposit` transfers). */
    async deposits(walletId: bigint, from?: Date | null): Promise<bigint> {
      const since = from ? sql`AND created_at >= ${iso(from)}::timestamptz` : sql``;
      const rows = await queryRows<{ total: string }>(
        db,
        sql`SELECT COALESCE(sum(amount), 0)::text AS total FROM transfers
             WHERE credit_account_id = ${walletId} AND status = 'posted' AND kind = 'deposit' ${since}`,
      );
      return big(rows[0]?.total);
    },

    /** Net valid turnover of one wallet, all time or between two wall-clock instants. */
    async turnover(walletId: bigint, range?: { from: Date; to?: Date }): Promise<bigint> {
      const within = range
        ? sql`AND t.created_at >= ${iso(range.from)}::timestamptz ${range.to ? sql`AND t.created_at < ${iso(range.to)}::timestamptz` : sql``}`
        : sql``;
      const rows = await queryRows<{ total: string }>(
        db,
        sql`SELECT (COALESCE((SELECT sum(t.amount) FROM transfers t
                              WHERE t.debit_account_id = ${walletId} AND t.status = 'posted' AND ${STAKE} ${within}), 0)
                  - COALESCE((SELECT sum(t.amount) FROM transfers t
                              WHERE t.credit_account_id = ${walletId} AND t.status = 'posted' AND ${REFUND} ${within}), 0))::text AS total`,
      );
      return big(rows[0]?.total);
    },

    /** Members with a birthday on `monthDay` (MM-DD) and a VIP level whose birthday bonus is set. */
    birthdays(merchantId: number, monthDay: string) {
      return queryRows<{ account_id: string; level: number; bonus: string }>(
        db,
        sql`SELECT v.account_id::text AS account_id, v.level, l.birthday_bonus::text AS bonus
              FROM vip_members v
              JOIN member_profiles p ON p.account_id = v.account_id
              JOIN vip_levels l ON l.merchant_id = v.merchant_id AND l.level = v.level
             WHERE v.merchant_id = ${merchantId} AND v.level > 0 AND l.birthday_bonus > 0
               AND to_char(p.birthday, 'MM-DD') = ${monthDay}`,
      );
    },

    // --- missions -------------------------------------------------------------------------------

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
        sql`WITH s AS (
              SELECT account_id, sum(points)::int AS points, max(claimed_at) AS last_at FROM mission_claims
               WHERE merchant_id = ${merchantId} AND claimed_at >= ${iso(from)}::timestamptz AND claimed_at < ${iso(to)}::timestamptz
               GROUP BY account_id),
            ranked AS (SELECT account_id, points, (row_number() OVER (ORDER BY points DESC, last_at ASC, account_id))::int AS rank FROM s)
            SELECT r.account_id::text AS account_id, a.username, r.points, r.rank
              FROM ranked r JOIN accounts a ON a.id = r.account_id
             ORDER BY r.rank LIMIT ${limit}`,
      );
    },

    async leaderboardRank(merchantId: number, accountId: bigint, from: Date, to: Date) {
      const rows = await queryRows<{ points: number; rank: number }>(
        db,
        sql`WITH s AS (
              SELECT account_id, sum(points)::int AS points, max(claimed_at) AS last_at FROM mission_claims
               WHERE merchant_id = ${merchantId} AND claimed_at >= ${iso(from)}::timestamptz AND claimed_at < ${iso(to)}::timestamptz
               GROUP BY account_id),
            ranked AS (SELECT account_id, points, (row_number() OVER (ORDER BY points DESC, last_at ASC, account_id))::int AS rank FROM s)
            SELECT points, rank FROM ranked WHERE account_id = ${accountId}`,
      );
      return rows[0];
    },

    // --- referral -------------------------------------------------------------------------------

    invitees(merchantId: number, referrerId: bigint) {
      return queryRows<{
        id: string;
        username: string;
        created_at: Date | string;
        state: string | null;
        reason: string | null;
        amount: string | null;
      }>(
        db,
        sql`SELECT a.id::text AS id, a.username, a.created_at, r.state, r.reason, r.amount::text AS amount
              FROM accounts a LEFT JOIN referral_rewards r ON r.invitee_id = a.id
             WHERE a.merchant_id = ${merchantId} AND a.referred_by = ${referrerId} AND a.type <> 4
             ORDER BY a.id DESC LIMIT 200`,
      );
    },

    /** Invitees not decided yet, with what the abuse checks compare. */
    undecidedInvitees(merchantId: number) {
      return queryRows<{
        id: string;
        referrer_id: string;
        created_at: Date | string;
        shared_ip: boolean;
        shared_device: boolean;
        shared_payout: boolean;
      }>(
        db,
        sql`SELECT a.id::text AS id, a.referred_by::text AS referrer_id, a.created_at,
                   (EXISTS (SELECT 1 FROM sessions si, sessions sr
                             WHERE si.account_id = a.id AND sr.account_id = a.referred_by AND si.ip = sr.ip)
                    OR (a.register_ip IS NOT NULL AND a.register_ip IN (SELECT register_ip FROM accounts WHERE id = a.referred_by)
                                                 OR a.register_ip IN (SELECT ip FROM sessions WHERE account_id = a.referred_by))) AS shared_ip,
                   EXISTS (SELECT 1 FROM sessions si, sessions sr
                            WHERE si.account_id = a.id AND sr.account_id = a.referred_by
                              AND si.user_agent IS NOT NULL AND si.user_agent = sr.user_agent AND si.ip = sr.ip) AS shared_device,
                   EXISTS (SELECT 1 FROM payout_accounts pi, payout_accounts pr
                            WHERE pi.account_id = a.id AND pr.account_id = a.referred_by
                              AND pi.account_number = pr.account_number) AS shared_payout
              FROM accounts a
             WHERE a.merchant_id = ${merchantId} AND a.referred_by IS NOT NULL AND a.type <> 4
               AND NOT EXISTS (SELECT 1 FROM referral_rewards r WHERE r.invitee_id = a.id)`,
      );
    },

    /** Records the decision once; false when it was already recorded. */
    async decideReferral(row: typeof referralRewards.$inferInsert): Promise<boolean> {
      const inserted = await db.insert(referralRewards).values(row).onConflictDoNothing().returning();
      return inserted.length === 1;
    },
  };
}

export type LoyaltyRepository = ReturnType<typeof createLoyaltyRepository>;
