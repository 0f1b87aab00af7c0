import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { rgLimits, rgSettings } from '@/db/schema-member-centre';
import { databasePublish, type Publish } from '@/platform/pub-sub';

export type RgLimitRow = typeof rgLimits.$inferSelect;
export type RgSettingsRow = typeof rgSettings.$inferSelect;
/** Everything the stake guard needs to know about a member: null when it has no row at all. */
export type RgState = { limits: RgLimitRow[]; settings: RgSettingsRow | null } | null;

/** Transfer kinds that count: stakes, payouts and refunds of every product (see stake-guard.ts). */
const STAKE = sql.raw(`(t.kind = 'bet' OR t.kind LIKE '%\\_bet')`);
const WIN = sql.raw(`(t.kind = 'win' OR t.kind LIKE '%\\_win')`);
const REFUND = sql.raw(`(t.kind = 'bet_rollback' OR t.kind LIKE '%\\_rollback')`);

export type Usage = { staked: bigint; won: bigint; refunded: bigint };
/** A stretch of wall-clock time: from (inclusive) to (exclusive; null is open). */
export type WallInterval = { from: Date; to: Date | null };

type StateRow = {
  reality_check_minutes: number | null;
  cool_off_until: string | Date | null;
  self_excluded_until: string | Date | null;
  updated_at: string | Date | null;
  limits: unknown;
};

const asDate = (v: string | Date | null) => (v === null ? null : v instanceof Date ? v : new Date(v));
const asBig = (v: unknown) => (v === null || v === undefined ? null : BigInt(v as string));

export function createRgRepository(db: Db, publish: Publish = databasePublish(db)) {
  return {
    /** One indexed read (two primary-key lookups in one statement): the member's limits and settings. */
    async state(accountId: bigint): Promise<RgState> {
      const rows = await queryRows<StateRow>(
        db,
        sql`SELECT s.reality_check_minutes, s.cool_off_until, s.self_excluded_until, s.updated_at,
                   (SELECT json_agg(json_build_object(
                      'kind', l.kind, 'period', l.period, 'amount', l.amount::text,
                      'pendingAmount', l.pending_amount::text, 'pendingRemoves', l.pending_removes,
                      'pendingFrom', l.pending_from, 'updatedAt', l.updated_at))
                      FROM rg_limits l WHERE l.account_id = ${accountId}) AS limits
              FROM (SELECT ${accountId}::bigint AS id) a
              LEFT JOIN rg_settings s ON s.account_id = a.id`,
      );
      const row = rows[0];
      const rawLimits = (
        typeof row?.limits === 'string' ? JSON.parse(row.limits) : (row?.limits ?? [])
      ) as Record<string, unknown>[];
      const limits: RgLimitRow[] = (rawLimits ?? []).map((l) => ({
        accountId,
        kind: String(l.kind),
        period: String(l.period),
        amount: asBig(l.amount),
        pendingAmount: asBig(l.pendingAmount),
        pendingRemoves: Boolean(l.pendingRemoves),
        pendingFrom: asDate((l.pendingFrom as string | null) ?? null),
        updatedAt: asDate((l.updatedAt as string | null) ?? null) ?? new Date(0),
      }));
      const settings: RgSettingsRow | null =
        row && row.reality_check_minutes !== null
          ? {
              accountId,
              realityCheckMinutes: row.reality_check_minutes,
              coolOffUntil: asDate(row.cool_off_until),
              selfExcludedUntil: asDate(row.self_excluded_until),
              updatedAt: asDate(row.updated_at) ?? new Date(0),
            }
          : null;
      return limits.length === 0 && !settings ? null : { limits, settings };
    },

    async upsertLimit(row: typeof rgLimits.$inferInsert) {
      await db
        .insert(rgLimits)
        .values(row)
        .onConflictDoUpdate({
          target: [rgLimits.accountId, rgLimits.kind, rgLimits.period],
          set: {
            amount: row.amount,
            pendingAmount: row.pendingAmount,
            pendingRemoves: row.pendingRemoves,
            pendingFrom: row.pendingFrom,
            updatedAt: sql`now()`,
          },
        });
    },

    async setRealityCheck(accountId: bigint, minutes: number) {
      await db
        .insert(rgSettings)
        .values({ accountId, realityCheckMinutes: minutes })
        .onConflictDoUpdate({
          target: rgSettings.accountId,
          set: { realityCheckMinutes: minutes, updatedAt: sql`now()` },
        });
    },

    /** Moves an end later only (GREATEST): nothing shortens a cool-off or a self-exclusion. */
    async extend(accountId: bigint, column: 'coolOffUntil' | 'selfExcludedUntil', until: Date) {
      const col = column === 'coolOffUntil' ? rgSettings.coolOffUntil : rgSettings.selfExcludedUntil;
      await db
        .insert(rgSettings)
        .values({ accountId, [column]: until })
        .onConflictDoUpdate({
          target: rgSettings.accountId,
          set: {
            [column]: sql`GREATEST(${col}, excluded.${sql.identifier(col.name)})`,
            updatedAt: sql`now()`,
          },
        });
      const [row] = await db
        .select()
        .from(rgSettings)
        .where(and(eq(rgSettings.accountId, accountId)));
      return row!;
    },

    /**
     * Stakes, payouts and refunds on the member's wallet within each window (transfers by the
     * indexed debit/credit account and time): one statement for every window asked. A window is a
     * list of wall-clock intervals (see service.ts: business time may have been moved in demo mode).
     */
    async usage(merchantId: number, accountId: bigint, windows: WallInterval[][]): Promise<Usage[]> {
      if (windows.length === 0) return [];
      const all = windows.flat();
      const earliest = new Date(Math.min(...all.map((w) => w.from.getTime())));
      const inWindow = (intervals: WallInterval[]) =>
        intervals.length === 0
          ? sql`false`
          : sql`(${sql.join(
              intervals.map((w) =>
                w.to
                  ? sql`(t.created_at >= ${w.from.toISOString()}::timestamptz AND t.created_at < ${w.to.toISOString()}::timestamptz)`
                  : sql`t.created_at >= ${w.from.toISOString()}::timestamptz`,
              ),
              sql` OR `,
            )})`;
      const columns = windows.map((intervals, i) => {
        const within = inWindow(intervals);
        return sql`
          coalesce(sum(t.amount) FILTER (WHERE t.debit_account_id = w.id AND ${STAKE} AND ${within}), 0)::text AS ${sql.identifier(`s${i}`)},
          coalesce(sum(t.amount) FILTER (WHERE t.credit_account_id = w.id AND ${WIN} AND ${within}), 0)::text AS ${sql.identifier(`w${i}`)},
          coalesce(sum(t.amount) FILTER (WHERE t.credit_account_id = w.id AND ${REFUND} AND ${within}), 0)::text AS ${sql.identifier(`r${i}`)}`;
      });
      const rows = await queryRows<Record<string, string>>(
        db,
        sql`WITH w AS (
              SELECT id FROM ledger_accounts
               WHERE merchant_id = ${merchantId} AND owner_type = 'player' AND owner_id = ${accountId} AND kind = 'main'
            ), t AS (
              SELECT t.* FROM transfers t, w
               WHERE t.debit_account_id = w.id AND t.created_at >= ${earliest.toISOString()}::timestamptz
              UNION ALL
              SELECT t.* FROM transfers t, w
               WHERE t.credit_account_id = w.id AND t.created_at >= ${earliest.toISOString()}::timestamptz
            )
            SELECT ${sql.join(columns, sql`, `)} FROM w LEFT JOIN t ON true`,
      );
      const row = rows[0];
      return windows.map((_, i) => ({
        staked: BigInt(row?.[`s${i}`] ?? 0),
        won: BigInt(row?.[`w${i}`] ?? 0),
        refunded: BigInt(row?.[`r${i}`] ?? 0),
      }));
    },

    notify(accountId: bigint) {
      return publish('rg_changed', String(accountId));
    },
  };
}

export type RgRepository = ReturnType<typeof createRgRepository>;
