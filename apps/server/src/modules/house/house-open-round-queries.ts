import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { houseRounds, houseSessions } from '@/db/schema';
import { MULTI_STEP_ENGINES } from './engines';
import { inPlay } from './house-sql';

/** Rounds left open: unfinished, abandoned, taken over or claimed by recovery. */
export function houseOpenRoundQueries(db: Db) {
  return {
    /** Rounds a crash may have left between the bet and the payout. */
    unfinishedRounds() {
      return db
        .select()
        .from(houseRounds)
        .where(inArray(houseRounds.state, ['open', 'debited']));
    },
    /**
     * Multi-step rounds waiting for a player who left: bet taken, not claimed, and their session
     * expired more than `graceMs` ago (database clock). Candidates only: claimAbandoned decides.
     */
    abandonedRounds(graceMs: number) {
      return db
        .select({ round: houseRounds })
        .from(houseRounds)
        .innerJoin(houseSessions, eq(houseSessions.id, houseRounds.sessionId))
        .where(
          and(
            inArray(houseRounds.engine, [...MULTI_STEP_ENGINES]),
            eq(houseRounds.state, 'debited'),
            isNull(houseRounds.settledAt),
            sql`${houseSessions.expiresAt} < now() - make_interval(secs => ${graceMs / 1000})`,
          ),
        )
        .limit(500)
        .then((rows) => rows.map((r) => r.round));
    },
    /**
     * The open multi-step round (mines, blackjack) of an account and game, whichever session started
     * it: its bet taken, not settled, not being closed by recovery (`settled_at` set on a 'debited' row
     * marks a round recovery has claimed to close).
     */
    async openRoundOf(accountId: bigint, gameId: bigint) {
      const rows = await db
        .select()
        .from(houseRounds)
        .where(
          and(inPlay(accountId, gameId), eq(houseRounds.state, 'debited'), isNull(houseRounds.settledAt)),
        )
        .orderBy(desc(houseRounds.createdAt))
        .limit(1);
      return rows[0];
    },
    /** Any multi-step round of the account and game still in play (being debited, open, or closing). */
    async roundInPlay(accountId: bigint, gameId: bigint) {
      const rows = await db
        .select({ id: houseRounds.id })
        .from(houseRounds)
        .where(and(inPlay(accountId, gameId), inArray(houseRounds.state, ['open', 'debited'])))
        .limit(1);
      return rows[0];
    },
    /** Moves an open round to another session of the same account and game; undefined if it moved on. */
    async takeOver(roundId: string, fromSessionId: string, toSessionId: string) {
      const rows = await db
        .update(houseRounds)
        .set({ sessionId: toSessionId })
        .where(
          and(
            eq(houseRounds.id, roundId),
            eq(houseRounds.sessionId, fromSessionId),
            eq(houseRounds.state, 'debited'),
            isNull(houseRounds.settledAt),
          ),
        )
        .returning();
      return rows[0];
    },
    /**
     * Claims an open multi-step round for recovery to close, if its session expired more than
     * `graceMs` ago (database clock) and no newer session took it over. The claim (`settled_at` set,
     * state still 'debited') bars any takeover, and a recovery that dies midway finishes it next time.
     */
    async claimAbandoned(roundId: string, sessionId: string, graceMs: number) {
      const rows = await db
        .update(houseRounds)
        .set({ settledAt: sql`now()` })
        .where(
          and(
            eq(houseRounds.id, roundId),
            eq(houseRounds.sessionId, sessionId),
            eq(houseRounds.state, 'debited'),
            isNull(houseRounds.settledAt),
            sql`EXISTS (SELECT 1 FROM ${houseSessions} WHERE ${houseSessions.id} = ${sessionId}
                 AND ${houseSessions.expiresAt} < now() - make_interval(secs => ${graceMs / 1000}))`,
          ),
        )
        .returning();
      return rows[0];
    },
    /** A round whose stake went back (rolled back): void. */
    async markVoid(id: string, outcome: Record<string, unknown> | null) {
      await db
        .update(houseRounds)
        .set({ state: 'void', outcome, settledAt: sql`now()` })
        .where(and(eq(houseRounds.id, id), inArray(houseRounds.state, ['open', 'debited'])));
    },
  };
}
