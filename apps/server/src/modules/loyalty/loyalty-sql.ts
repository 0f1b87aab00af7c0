import { sql } from 'drizzle-orm';

/** Stakes and refunds of every product: the one "valid turnover" definition (as the stake guard's). */
export const STAKE = sql.raw(`(t.kind = 'bet' OR t.kind LIKE '%\\_bet')`);
export const REFUND = sql.raw(`(t.kind = 'bet_rollback' OR t.kind LIKE '%\\_rollback')`);

export const big = (v: unknown) => BigInt((v as string | number | bigint | null) ?? 0);
export const iso = (d: Date) => d.toISOString();
