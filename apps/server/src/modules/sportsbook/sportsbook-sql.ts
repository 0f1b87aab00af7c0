import { sql } from 'drizzle-orm';
import type { sbBetLegs, sbBets, sbEvents, sbSettlements } from '@/db/schema-sportsbook';

export type EventRow = typeof sbEvents.$inferSelect;
export type BetRow = typeof sbBets.$inferSelect;
export type LegRow = typeof sbBetLegs.$inferSelect;
export type SettlementRow = typeof sbSettlements.$inferSelect;
/** A new settlement version of bet `id`, recorded only while the bet is still at version `from`. */
export type NewSettlement = {
  id: string;
  from: number;
  version: number;
  result: string;
  payout: bigint;
  delta: bigint;
  reason: string;
};

/** Rows as one JSON parameter, read back with jsonb_to_recordset: a set-based write in one statement. */
export const json = (rows: unknown[]) =>
  JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? v.toString() : v));

/** A row's keys in snake_case (the table's column names), for jsonb_populate_record. */
export const snakeKeys = new Map<string, string>();
export const snake = (row: object) => {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    let key = snakeKeys.get(k);
    if (key === undefined) {
      key = k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      snakeKeys.set(k, key);
    }
    out[key] = typeof v === 'bigint' ? v.toString() : v instanceof Date ? v.toISOString() : v;
  }
  return out;
};

/**
 * A set-based write joins a JSON parameter (which the planner guesses at 100 rows) to a large table:
 * with stale statistics it may plan a sequential scan per statement (ADR 011 met the same trap), so
 * these statements run with index plans only.
 */
export const NO_SEQSCAN = sql`SET LOCAL enable_seqscan = off`;
/** Settlement versions per `sb_settle` call: one transaction, holding its members' wallet rows while it runs. */
export const SETTLE_CHUNK = 5_000;
