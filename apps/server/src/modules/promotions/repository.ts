import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { GAME_TYPE_SQL, SPORTS_MIN_ODDS, WAGERING_WEIGHTS } from './engine';

const big = (v: string | number | bigint | null | undefined) =>
  v === null || v === undefined ? 0n : BigInt(v);
const GAME_TYPE = sql.raw(GAME_TYPE_SQL);
const WEIGHT = sql.raw(
  `CASE x.gt ${Object.entries(WAGERING_WEIGHTS)
    .map(([type, weight]) => `WHEN '${type}' THEN ${weight}`)
    .join(' ')} ELSE 0 END`,
);
/** A casino debit counts as settled once its house round settled, its round got a credit, or 10 minutes passed. */
const SETTLED = sql.raw(`(
  EXISTS (SELECT 1 FROM house_rounds r WHERE r.id = v.round_id AND r.state = 'settled')
  OR EXISTS (SELECT 1 FROM vendor_transactions c
             WHERE c.vendor_id = v.vendor_id AND c.round_id = v.round_id AND c.op = 'credit' AND c.status = 'done')
  OR v.created_at < now() - interval '10 minutes')`);

export type PromotionRow = {
  id: string;
  merchant_id: number;
  kind: string;
  status: 'active' | 'closed';
  titles: Record<string, string>;
  bodies: Record<string, string>;
  image_url: string | null;
  audience: string;
  vip_levels: number[];
  new_member_days: number | null;
  agent_account_id: string | null;
  starts_at: Date;
  ends_at: Date | null;
  requires_approval: boolean;
  repeat: 'once' | 'daily';
  min_deposit: string | null;
  first_deposit_only: boolean;
  min_turnover: string | null;
  min_loss: string | null;
  formula: 'fixed' | 'deposit_percent' | 'loss_percent' | 'random' | 'prizes';
  amount: string | null;
  min_amount: string | null;
  percent_bp: number | null;
  max_amount: string | null;
  prizes: { amount: string; weight: number }[];
  wagering_multiple: number;
  bonus_days: number;
  sort: number;
  created_at: Date;
  updated_at: Date;
};

export type EntryRow = {
  id: string;
  promotion_id: string;
  account_id: string;
  period_key: string;
  state: 'joined' | 'applying' | 'rejected' | 'issued' | 'claimed' | 'signed';
  remark: string | null;
  reason: string | null;
  amount: string | null;
  destination: string | null;
  bonus_id: string | null;
  created_at: Date;
  decided_at: Date | null;
};

export type BonusRow = {
  id: string;
  merchant_id: number;
  account_id: string;
  promotion_id: string | null;
  titles: Record<string, string>;
  amount: string;
  wagering_required: string;
  wagering_done: string;
  state: 'active' | 'completed' | 'expired' | 'forfeited' | 'lost';
  expires_at: Date;
  settled_amount: string | null;
  created_at: Date;
  closed_at: Date | null;
};

export type PromotionWrite = {
  kind: string;
  titles: Record<string, string>;
  bodies: Record<string, string>;
  imageUrl: string | null;
  audience: string;
  vipLevels: number[];
  newMemberDays: number | null;
  agentAccountId: bigint | null;
  startsAt: Date;
  endsAt: Date | null;
  requiresApproval: boolean;
  repeat: string;
  minDeposit: bigint | null;
  firstDepositOnly: boolean;
  minTurnover: bigint | null;
  minLoss: bigint | null;
  formula: string;
  amount: bigint | null;
  minAmount: bigint | null;
  percentBp: number | null;
  maxAmount: bigint | null;
  prizes: { amount: string; weight: number }[];
  wageringMultiple: number;
  bonusDays: number;
  sort: number;
};

const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));
function promotionRow(r: PromotionRow): PromotionRow {
  return {
    ...r,
    id: String(r.id),
    agent_account_id: r.agent_account_id === null ? null : String(r.agent_account_id),
    starts_at: date(r.starts_at),
    ends_at: r.ends_at === null ? null : date(r.ends_at),
    created_at: date(r.created_at),
    updated_at: date(r.updated_at),
  };
}
function entryRow(r: EntryRow): EntryRow {
  return {
    ...r,
    id: String(r.id),
    promotion_id: String(r.promotion_id),
    account_id: String(r.account_id),
    created_at: date(r.created_at),
    decided_at: r.decided_at === null ? null : date(r.decided_at),
  };
}
export function bonusRow(r: BonusRow): BonusRow {
  return {
    ...r,
    id: String(r.id),
    account_id: String(r.account_id),
    promotion_id: r.promotion_id === null ? null : String(r.promotion_id),
    expires_at: date(r.expires_at),
    created_at: date(r.created_at),
    closed_at: r.closed_at === null ? null : date(r.closed_at),
  };
}

/** The promotions module's SQL (promotions, entries, bonuses, rebate). */
export function createPromotionsRepository(db: Db) {
  return {
    // --- promotions --------------------------------------------------------------------------
    async list(merchantId: number, filter: { kind?: string; status?: string } = {}) {
      const rows = await queryRows<PromotionRow>(
        db,
        sql`SELECT * FROM promotions WHERE merchant_id = ${merchantId}
            ${filter.kind ? sql`AND kind = ${filter.kind}` : sql``}
            ${filter.status ? sql`AND status = ${filter.status}` : sql``}
            ORDER BY sort, id`,
      );
      return rows.map(promotionRow);
    },
    async get(merchantId: number, id: bigint) {
      const rows = await queryRows<PromotionRow>(
        db,
        sql`SELECT * FROM promotions WHERE merchant_id = ${merchantId} AND id = ${id}`,
      );
      return rows[0] ? promotionRow(rows[0]) : undefined;
    },
    async count(merchantId: number) {
      const rows = await queryRows<{ n: string }>(
        db,
        sql`SELECT count(*)::text AS n FROM promotions WHERE merchant_id = ${merchantId}`,
      );
      return Number(rows[0]?.n ?? 0);
    },
    async insert(merchantId: number, p: PromotionWrite) {
      const rows = await queryRows<PromotionRow>(
        db,
        sql`INSERT INTO promotions (merchant_id, kind, titles, bodies, image_url, audience, vip_levels, new_member_days,
              agent_account_id, starts_at, ends_at, requires_approval, repeat, min_deposit, first_deposit_only,
              min_turnover, min_loss, formula, amount, min_amount, percent_bp, max_amount, prizes, wagering_multiple,
              bonus_days, sort)
            VALUES (${merchantId}, ${p.kind}, ${JSON.stringify(p.titles)}::jsonb, ${JSON.stringify(p.bodies)}::jsonb,
              ${p.imageUrl}, ${p.audience}, ${JSON.stringify(p.vipLevels)}::jsonb, ${p.newMemberDays}, ${p.agentAccountId},
              ${p.startsAt.toISOString()}::timestamptz, ${p.endsAt?.toISOString() ?? null}::timestamptz,
              ${p.requiresApproval}, ${p.repeat}, ${p.minDeposit}, ${p.firstDepositOnly}, ${p.minTurnover}, ${p.minLoss},
              ${p.formula}, ${p.amount}, ${p.minAmount}, ${p.percentBp}, ${p.maxAmount}, ${JSON.stringify(p.prizes)}::jsonb,
              ${p.wageringMultiple}, ${p.bonusDays}, ${p.sort})
            RETURNING *`,
      );
      return promotionRow(rows[0]!);
    },
    async update(merchantId: number, id: bigint, p: PromotionWrite) {
      const rows = await queryRows<PromotionRow>(
        db,
        sql`UPDATE promotions SET kind = ${p.kind}, titles = ${JSON.stringify(p.titles)}::jsonb,
              bodies = ${JSON.stringify(p.bodies)}::jsonb, image_url = ${p.imageUrl}, audience = ${p.audience},
              vip_levels = ${JSON.stringify(p.vipLevels)}::jsonb, new_member_days = ${p.newMemberDays},
              agent_account_id = ${p.agentAccountId}, starts_at = ${p.startsAt.toISOString()}::timestamptz,
              ends_at = ${p.endsAt?.toISOString() ?? null}::timestamptz, requires_approval = ${p.requiresApproval},
              repeat = ${p.repeat}, min_deposit = ${p.minDeposit}, first_deposit_only = ${p.firstDepositOnly},
              min_turnover = ${p.minTurnover}, min_loss = ${p.minLoss}, formula = ${p.formula}, amount = ${p.amount},
              min_amount = ${p.minAmount}, percent_bp = ${p.percentBp}, max_amount = ${p.maxAmount},
              prizes = ${JSON.stringify(p.prizes)}::jsonb, wagering_multiple = ${p.wageringMultiple},
              bonus_days = ${p.bonusDays}, sort = ${p.sort}, updated_at = now()
            WHERE merchant_id = ${merchantId} AND id = ${id} RETURNING *`,
      );
      return rows[0] ? promotionRow(rows[0]) : undefined;
    },
    async close(merchantId: number, id: bigint) {
      const rows = await queryRows<PromotionRow>(
        db,
        sql`UPDATE promotions SET status = 'closed', updated_at = now()
            WHERE merchant_id = ${merchantId} AND id = ${id} RETURNING *`,
      );
      return rows[0] ? promotionRow(rows[0]) : undefined;
    },
    async stats(merchantId: number) {
      const rows = await queryRows<{
        promotion_id: string;
        participants: string;
        rewards: string;
        total: string;
      }>(
        db,
        sql`SELECT promotion_id::text AS promotion_id, count(DISTINCT account_id)::text AS participants,
              count(*) FILTER (WHERE state IN ('issued', 'claimed', 'signed'))::text AS rewards,
              coalesce(sum(amount) FILTER (WHERE state IN ('issued', 'claimed', 'signed')), 0)::text AS total
            FROM promotion_entries WHERE merchant_id = ${merchantId} GROUP BY promotion_id`,
      );
      return new Map(rows.map((r) => [r.promotion_id, r]));
    },

    // --- entries ------------------------------------------------------------------------------
    async entries(accountId: bigint) {
      const rows = await queryRows<EntryRow>(
        db,
        sql`SELECT * FROM promotion_entries WHERE account_id = ${accountId} ORDER BY id`,
      );
      return rows.map(entryRow);
    },
    async entry(promotionId: bigint, accountId: bigint, periodKey: string) {
      const rows = await queryRows<EntryRow>(
        db,
        sql`SELECT * FROM promotion_entries
            WHERE promotion_id = ${promotionId} AND account_id = ${accountId} AND period_key = ${periodKey}`,
      );
      return rows[0] ? entryRow(rows[0]) : undefined;
    },
    async entryById(merchantId: number, id: bigint) {
      const rows = await queryRows<EntryRow>(
        db,
        sql`SELECT * FROM promotion_entries WHERE merchant_id = ${merchantId} AND id = ${id}`,
      );
      return rows[0] ? entryRow(rows[0]) : undefined;
    },
    /** Inserts an entry; undefined when the member already has one for that period. */
    async insertEntry(e: {
      merchantId: number;
      promotionId: bigint;
      accountId: bigint;
      periodKey: string;
      state: string;
      remark?: string | null;
    }) {
      const rows = await queryRows<EntryRow>(
        db,
        sql`INSERT INTO promotion_entries (merchant_id, promotion_id, account_id, period_key, state, remark)
            VALUES (${e.merchantId}, ${e.promotionId}, ${e.accountId}, ${e.periodKey}, ${e.state}, ${e.remark ?? null})
            ON CONFLICT (promotion_id, account_id, period_key) DO NOTHING RETURNING *`,
      );
      return rows[0] ? entryRow(rows[0]) : undefined;
    },
    /** Moves an entry from one state to the next, guarded; undefined when it was not in `from`. */
    async advanceEntry(
      id: bigint,
      from: string[],
      to: {
        state: string;
        amount?: bigint | null;
        destination?: string | null;
        bonusId?: bigint | null;
        reason?: string | null;
        decidedBy?: bigint | null;
      },
    ) {
      const rows = await queryRows<EntryRow>(
        db,
        sql`UPDATE promotion_entries SET state = ${to.state}, amount = ${to.amount ?? null},
              destination = ${to.destination ?? null}, bonus_id = ${to.bonusId ?? null}, reason = ${to.reason ?? null},
              decided_by = ${to.decidedBy ?? null},
              decided_at = CASE WHEN ${to.state} IN ('issued', 'rejected') THEN now() ELSE decided_at END,
              updated_at = now()
            WHERE id = ${id} AND state IN (${sql.join(
              from.map((s) => sql`${s}`),
              sql`, `,
            )}) RETURNING *`,
      );
      return rows[0] ? entryRow(rows[0]) : undefined;
    },
    async signedDays(promotionId: bigint, accountId: bigint) {
      const rows = await queryRows<{ n: string }>(
        db,
        sql`SELECT count(*)::text AS n FROM promotion_entries
            WHERE promotion_id = ${promotionId} AND account_id = ${accountId} AND state = 'signed'`,
      );
      return Number(rows[0]?.n ?? 0);
    },
    async applications(
      merchantId: number,
      filter: { state?: string; promotionId?: bigint },
      paging: { limit: number; offset: number },
    ) {
      const where = sql`e.merchant_id = ${merchantId} AND p.requires_approval
        ${filter.state ? sql`AND e.state = ${filter.state}` : sql`AND e.state IN ('applying', 'issued', 'rejected')`}
        ${filter.promotionId ? sql`AND e.promotion_id = ${filter.promotionId}` : sql``}`;
      const [rows, total] = await Promise.all([
        queryRows<EntryRow & { titles: Record<string, string>; username: string }>(
          db,
          sql`SELECT e.*, p.titles, a.username FROM promotion_entries e
              JOIN promotions p ON p.id = e.promotion_id JOIN accounts a ON a.id = e.account_id
              WHERE ${where} ORDER BY e.created_at DESC, e.id DESC LIMIT ${paging.limit} OFFSET ${paging.offset}`,
        ),
        queryRows<{ n: string }>(
          db,
          sql`SELECT count(*)::text AS n FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id
              WHERE ${where}`,
        ),
      ]);
      return {
        rows: rows.map((r) => ({ ...entryRow(r), titles: r.titles, username: r.username })),
        total: Number(total[0]?.n ?? 0),
      };
    },

    // --- member facts -------------------------------------------------------------------------
    /** Approved deposits of a member, oldest first. */
    async deposits(accountId: bigint) {
      const rows = await queryRows<{
        id: string;
        amount: string;
        decided_at: Date | string | null;
        created_at: Date | string;
      }>(
        db,
        sql`SELECT id, amount::text AS amount, decided_at, created_at FROM deposits
            WHERE account_id = ${accountId} AND status = 'approved' ORDER BY coalesce(decided_at, created_at), id`,
      );
      return rows.map((r) => ({ id: r.id, amount: big(r.amount), at: date(r.decided_at ?? r.created_at) }));
    },
    /** Stakes and wins through the seamless wallet since `since` (valid turnover and net loss). */
    async playSince(accountId: bigint, since: Date) {
      const rows = await queryRows<{ stakes: string; wins: string }>(
        db,
        sql`SELECT coalesce(sum(amount) FILTER (WHERE op = 'debit'), 0)::text AS stakes,
                   coalesce(sum(amount) FILTER (WHERE op = 'credit'), 0)::text AS wins
            FROM vendor_transactions
            WHERE account_id = ${accountId} AND status = 'done' AND created_at >= ${since.toISOString()}::timestamptz`,
      );
      return { stakes: big(rows[0]?.stakes), wins: big(rows[0]?.wins) };
    },
    async accountFacts(accountId: bigint) {
      const rows = await queryRows<{ created_at: Date | string; upline_id: string | null }>(
        db,
        sql`SELECT created_at, upline_id::text AS upline_id FROM accounts WHERE id = ${accountId}`,
      );
      const r = rows[0];
      return r ? { createdAt: date(r.created_at), uplineId: r.upline_id } : undefined;
    },
    /** Whether `agentId` is `accountId` itself or above it in the agent tree. */
    async isInDownline(agentId: bigint, accountId: bigint) {
      const rows = await queryRows<{ found: boolean }>(
        db,
        sql`WITH RECURSIVE up(id, upline_id, depth) AS (
              SELECT id, upline_id, 0 FROM accounts WHERE id = ${accountId}
              UNION ALL
              SELECT a.id, a.upline_id, up.depth + 1 FROM accounts a JOIN up ON a.id = up.upline_id WHERE up.depth < 50)
            SELECT EXISTS (SELECT 1 FROM up WHERE upline_id = ${agentId}) AS found`,
      );
      return rows[0]?.found === true;
    },

    // --- bonuses ------------------------------------------------------------------------------
    async activeBonus(merchantId: number, accountId: bigint, lock = false) {
      const rows = await queryRows<BonusRow>(
        db,
        sql`SELECT * FROM bonuses WHERE merchant_id = ${merchantId} AND account_id = ${accountId} AND state = 'active'
            ${lock ? sql`FOR UPDATE` : sql``}`,
      );
      return rows[0] ? bonusRow(rows[0]) : undefined;
    },
    async bonusById(id: bigint, lock = false) {
      const rows = await queryRows<BonusRow>(
        db,
        sql`SELECT * FROM bonuses WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
      );
      return rows[0] ? bonusRow(rows[0]) : undefined;
    },
    async bonuses(accountId: bigint, state: string | undefined, paging: { limit: number; offset: number }) {
      const where = sql`account_id = ${accountId} ${state ? sql`AND state = ${state}` : sql``}`;
      const [rows, total] = await Promise.all([
        queryRows<BonusRow>(
          db,
          sql`SELECT * FROM bonuses WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${paging.limit} OFFSET ${paging.offset}`,
        ),
        queryRows<{ n: string }>(db, sql`SELECT count(*)::text AS n FROM bonuses WHERE ${where}`),
      ]);
      return { rows: rows.map(bonusRow), total: Number(total[0]?.n ?? 0) };
    },
    async grantByReference(reference: string) {
      const rows = await queryRows<{ bonus_id: string }>(
        db,
        sql`SELECT bonus_id::text AS bonus_id FROM bonus_grants WHERE reference = ${reference}`,
      );
      return rows[0]?.bonus_id;
    },
    async insertBonus(b: {
      merchantId: number;
      accountId: bigint;
      promotionId: bigint | null;
      titles: Record<string, string>;
      amount: bigint;
      wagering: bigint;
      expiresAt: Date;
    }) {
      const rows = await queryRows<BonusRow>(
        db,
        sql`INSERT INTO bonuses (merchant_id, account_id, promotion_id, titles, amount, wagering_required, expires_at)
            VALUES (${b.merchantId}, ${b.accountId}, ${b.promotionId}, ${JSON.stringify(b.titles)}::jsonb, ${b.amount},
              ${b.wagering}, ${b.expiresAt.toISOString()}::timestamptz)
            RETURNING *`,
      );
      return bonusRow(rows[0]!);
    },
    async addToBonus(id: bigint, amount: bigint, wagering: bigint, expiresAt: Date) {
      await db.execute(
        sql`UPDATE bonuses SET amount = amount + ${amount}, wagering_required = wagering_required + ${wagering},
              expires_at = greatest(expires_at, ${expiresAt.toISOString()}::timestamptz)
            WHERE id = ${id}`,
      );
    },
    async insertGrant(bonusId: bigint, reference: string, amount: bigint, wagering: bigint) {
      await db.execute(
        sql`INSERT INTO bonus_grants (bonus_id, reference, amount, wagering)
            VALUES (${bonusId}, ${reference}, ${amount}, ${wagering})`,
      );
    },
    async setWageringDone(id: bigint, done: bigint) {
      await db.execute(sql`UPDATE bonuses SET wagering_done = ${done} WHERE id = ${id} AND state = 'active'`);
    },
    async closeBonus(id: bigint, state: string, settled: bigint, at: Date) {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`UPDATE bonuses SET state = ${state}, settled_amount = ${settled}, closed_at = ${at.toISOString()}::timestamptz
            WHERE id = ${id} AND state = 'active' RETURNING id`,
      );
      return rows.length > 0;
    },
    async dueBonuses(now: Date) {
      const rows = await queryRows<BonusRow>(
        db,
        sql`SELECT * FROM bonuses WHERE state = 'active' AND expires_at <= ${now.toISOString()}::timestamptz
            ORDER BY expires_at LIMIT 500`,
      );
      return rows.map(bonusRow);
    },
    async activeBonuses() {
      const rows = await queryRows<BonusRow>(
        db,
        sql`SELECT * FROM bonuses WHERE state = 'active' ORDER BY id LIMIT 2000`,
      );
      return rows.map(bonusRow);
    },
    /** Weighted settled stakes since the bonus started (casino through the wallet, sports combos above 1.50). */
    async weightedTurnover(merchantId: number, accountId: bigint, since: Date) {
      const rows = await queryRows<{ casino: string; sports: string; last_stake: Date | string | null }>(
        db,
        sql`SELECT
              (SELECT floor(coalesce(sum(v.amount * ${WEIGHT}), 0) / 100)::bigint FROM vendor_transactions v
                 JOIN games g ON g.vendor_id = v.vendor_id AND g.game_code = v.game_code
                 CROSS JOIN LATERAL (SELECT ${GAME_TYPE} AS gt) x
               WHERE v.account_id = ${accountId} AND v.merchant_id = ${merchantId} AND v.op = 'debit'
                 AND v.status = 'done' AND v.created_at >= ${since.toISOString()}::timestamptz
                 AND x.gt <> 'sports' AND ${SETTLED})::text AS casino,
              (SELECT coalesce(sum(b.stake), 0)::bigint FROM sb_bets b
               WHERE b.account_id = ${accountId} AND b.merchant_id = ${merchantId} AND b.state = 'settled'
                 AND b.kind IN ('combo', 'system') AND b.odds > ${SPORTS_MIN_ODDS}
                 AND coalesce(b.result, '') <> 'void'
                 AND b.created_at >= ${since.toISOString()}::timestamptz)::text AS sports,
              (SELECT max(created_at) FROM bonus_stakes s WHERE s.account_id = ${accountId}) AS last_stake`,
      );
      const r = rows[0];
      return {
        weighted: big(r?.casino) + big(r?.sports),
        lastStakeAt: r?.last_stake ? date(r.last_stake) : null,
      };
    },

    // --- bonus stakes ---------------------------------------------------------------------------
    async gameTypeOf(vendorId: number, gameCode: string | null) {
      if (!gameCode) return 'other';
      const rows = await queryRows<{ gt: string }>(
        db,
        sql`SELECT ${GAME_TYPE} AS gt FROM games g WHERE g.vendor_id = ${vendorId} AND g.game_code = ${gameCode} LIMIT 1`,
      );
      return rows[0]?.gt ?? 'other';
    },
    async insertStake(s: {
      bonusId: bigint;
      merchantId: number;
      accountId: bigint;
      vendorId: number;
      transactionId: string;
      roundId: string | null;
      stake: bigint;
      bonusPart: bigint;
    }) {
      await db.execute(
        sql`INSERT INTO bonus_stakes (bonus_id, merchant_id, account_id, vendor_id, transaction_id, round_id, stake, bonus_part)
            VALUES (${s.bonusId}, ${s.merchantId}, ${s.accountId}, ${s.vendorId}, ${s.transactionId}, ${s.roundId},
              ${s.stake}, ${s.bonusPart})`,
      );
    },
    /** The bonus stakes of a round, with the round's total stake taken (every debit done). */
    async roundStakes(vendorId: number, roundId: string) {
      const rows = await queryRows<{ bonus_id: string; bonus_part: string; total: string }>(
        db,
        sql`SELECT s.bonus_id::text AS bonus_id, sum(s.bonus_part)::text AS bonus_part,
              (SELECT coalesce(sum(v.amount), 0) FROM vendor_transactions v
                WHERE v.vendor_id = ${vendorId} AND v.round_id = ${roundId} AND v.op = 'debit' AND v.status = 'done')::text AS total
            FROM bonus_stakes s WHERE s.vendor_id = ${vendorId} AND s.round_id = ${roundId} AND NOT s.reversed
            GROUP BY s.bonus_id ORDER BY s.bonus_id DESC LIMIT 1`,
      );
      const r = rows[0];
      return r
        ? { bonusId: BigInt(r.bonus_id), bonusPart: big(r.bonus_part), total: big(r.total) }
        : undefined;
    },
    async hasRoundStakes(vendorId: number, roundId: string) {
      const rows = await queryRows<{ found: boolean }>(
        db,
        sql`SELECT EXISTS (SELECT 1 FROM bonus_stakes WHERE vendor_id = ${vendorId} AND round_id = ${roundId}) AS found`,
      );
      return rows[0]?.found === true;
    },
    async stakeOf(vendorId: number, transactionId: string) {
      const rows = await queryRows<{ id: string; bonus_id: string; bonus_part: string; reversed: boolean }>(
        db,
        sql`SELECT id::text AS id, bonus_id::text AS bonus_id, bonus_part::text AS bonus_part, reversed
            FROM bonus_stakes WHERE vendor_id = ${vendorId} AND transaction_id = ${transactionId}`,
      );
      const r = rows[0];
      return r
        ? {
            id: BigInt(r.id),
            bonusId: BigInt(r.bonus_id),
            bonusPart: big(r.bonus_part),
            reversed: r.reversed,
          }
        : undefined;
    },
    async reverseStake(id: bigint) {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`UPDATE bonus_stakes SET reversed = true WHERE id = ${id} AND NOT reversed RETURNING id`,
      );
      return rows.length > 0;
    },
    /** Whether the member has (ever had) a bonus account: the cheap gate of the wallet's hot path. */
    async hasBonusAccount(merchantId: number, accountId: bigint) {
      const rows = await queryRows<{ found: boolean }>(
        db,
        sql`SELECT EXISTS (SELECT 1 FROM ledger_accounts WHERE merchant_id = ${merchantId} AND owner_type = 'player'
              AND owner_id = ${accountId} AND kind = 'bonus') AS found`,
      );
      return rows[0]?.found === true;
    },
    /** Available balance of a ledger account, the row locked for the rest of the transaction. */
    async lockedAvailable(accountId: bigint) {
      const rows = await queryRows<{ available: string }>(
        db,
        sql`SELECT (balance - pending_debits)::text AS available FROM ledger_accounts WHERE id = ${accountId} FOR UPDATE`,
      );
      return big(rows[0]?.available);
    },

    // --- rebate -------------------------------------------------------------------------------
    async rebateRates(merchantId: number) {
      const rows = await queryRows<{ game_type: string; vip_level: number; rate_bp: number }>(
        db,
        sql`SELECT game_type, vip_level, rate_bp FROM rebate_rates WHERE merchant_id = ${merchantId}
            ORDER BY game_type, vip_level`,
      );
      return rows.map((r) => ({
        gameType: r.game_type,
        vipLevel: Number(r.vip_level),
        rateBp: Number(r.rate_bp),
      }));
    },
    async replaceRebateRates(
      merchantId: number,
      rates: { gameType: string; vipLevel: number; rateBp: number }[],
    ) {
      await db.execute(sql`DELETE FROM rebate_rates WHERE merchant_id = ${merchantId}`);
      for (const r of rates) {
        await db.execute(
          sql`INSERT INTO rebate_rates (merchant_id, game_type, vip_level, rate_bp)
              VALUES (${merchantId}, ${r.gameType}, ${r.vipLevel}, ${r.rateBp})
              ON CONFLICT (merchant_id, game_type, vip_level) DO UPDATE SET rate_bp = excluded.rate_bp`,
        );
      }
    },
    async claimRebateRun(merchantId: number, day: string) {
      const rows = await queryRows<{ day: string }>(
        db,
        sql`INSERT INTO rebate_runs (merchant_id, day) VALUES (${merchantId}, ${day}::date)
            ON CONFLICT DO NOTHING RETURNING day::text AS day`,
      );
      return rows.length > 0;
    },
    /** Valid turnover per member and game type in [from, to): stakes through the wallet, rollbacks excluded. */
    async dayTurnover(merchantId: number, from: Date, to: Date) {
      const rows = await queryRows<{ account_id: string; gt: string; turnover: string }>(
        db,
        sql`SELECT v.account_id::text AS account_id, x.gt, sum(v.amount)::text AS turnover
            FROM vendor_transactions v
            JOIN games g ON g.vendor_id = v.vendor_id AND g.game_code = v.game_code
            JOIN accounts a ON a.id = v.account_id AND a.type <> 4
            CROSS JOIN LATERAL (SELECT ${GAME_TYPE} AS gt) x
            WHERE v.merchant_id = ${merchantId} AND v.op = 'debit' AND v.status = 'done'
              AND v.created_at >= ${from.toISOString()}::timestamptz AND v.created_at < ${to.toISOString()}::timestamptz
            GROUP BY v.account_id, x.gt`,
      );
      return rows.map((r) => ({
        accountId: BigInt(r.account_id),
        gameType: r.gt,
        turnover: big(r.turnover),
      }));
    },
    async insertRebateLine(l: {
      merchantId: number;
      accountId: bigint;
      day: string;
      gameType: string;
      vipLevel: number;
      turnover: bigint;
      rateBp: number;
      amount: bigint;
    }) {
      await db.execute(
        sql`INSERT INTO rebate_lines (merchant_id, account_id, day, game_type, vip_level, turnover, rate_bp, amount)
            VALUES (${l.merchantId}, ${l.accountId}, ${l.day}::date, ${l.gameType}, ${l.vipLevel}, ${l.turnover},
              ${l.rateBp}, ${l.amount})
            ON CONFLICT (merchant_id, account_id, day, game_type) DO NOTHING`,
      );
    },
    async openRebateLines(merchantId: number, accountId: bigint, lock = false) {
      const rows = await queryRows<{
        id: string;
        day: string;
        game_type: string;
        turnover: string;
        rate_bp: number;
        amount: string;
      }>(
        db,
        sql`SELECT id::text AS id, day::text AS day, game_type, turnover::text AS turnover, rate_bp, amount::text AS amount
            FROM rebate_lines WHERE merchant_id = ${merchantId} AND account_id = ${accountId} AND claim_id IS NULL
            ORDER BY day, game_type ${lock ? sql`FOR UPDATE` : sql``}`,
      );
      return rows.map((r) => ({
        id: BigInt(r.id),
        day: r.day,
        gameType: r.game_type,
        turnover: big(r.turnover),
        rateBp: Number(r.rate_bp),
        amount: big(r.amount),
      }));
    },
    async insertRebateClaim(merchantId: number, accountId: bigint, amount: bigint, lineIds: bigint[]) {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`INSERT INTO rebate_claims (merchant_id, account_id, amount) VALUES (${merchantId}, ${accountId}, ${amount})
            RETURNING id::text AS id`,
      );
      const id = BigInt(rows[0]!.id);
      await db.execute(
        sql`UPDATE rebate_lines SET claim_id = ${id} WHERE claim_id IS NULL AND id IN (${sql.join(
          lineIds.map((l) => sql`${l}`),
          sql`, `,
        )})`,
      );
      return id;
    },
    async lastRebateClaim(accountId: bigint) {
      const rows = await queryRows<{ amount: string; created_at: Date | string }>(
        db,
        sql`SELECT amount::text AS amount, created_at FROM rebate_claims WHERE account_id = ${accountId}
            ORDER BY id DESC LIMIT 1`,
      );
      const r = rows[0];
      return r ? { amount: big(r.amount), at: date(r.created_at) } : undefined;
    },
  };
}

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
