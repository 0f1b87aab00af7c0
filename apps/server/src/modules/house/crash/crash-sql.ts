import { and, eq, sql } from 'drizzle-orm';
import { houseRounds } from '@/db/schema';

/** The database clock in whole milliseconds: every instance measures phases on this one clock. */
export const NOW_MS = sql<number>`floor(extract(epoch from clock_timestamp()) * 1000)::float8`;

/** Crash bets are house rounds of engine 'crash' whose server seed hash is the shared round's hash. */
export const betsOf = (hash: string) =>
  and(eq(houseRounds.engine, 'crash'), eq(houseRounds.serverSeedHash, hash));
