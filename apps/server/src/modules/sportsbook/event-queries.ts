import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { sbEvents } from '@/db/schema-sportsbook';
import { type EventRow, json } from './sportsbook-sql';

/** Events: insert, read, start, end, result, void and suspend. */
export function eventQueries(db: Db) {
  return {
    // --- events ---
    async existingIds(ids: string[]) {
      if (ids.length === 0) return new Set<string>();
      const rows = await db.select({ id: sbEvents.id }).from(sbEvents).where(inArray(sbEvents.id, ids));
      return new Set(rows.map((r) => r.id));
    },
    async insertEvents(rows: (typeof sbEvents.$inferInsert)[]) {
      for (let i = 0; i < rows.length; i += 200) {
        await db
          .insert(sbEvents)
          .values(rows.slice(i, i + 200))
          .onConflictDoNothing();
      }
    },
    async event(id: string) {
      const rows = await db.select().from(sbEvents).where(eq(sbEvents.id, id)).limit(1);
      return rows[0];
    },
    eventsByIds(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([] as EventRow[]);
      return db.select().from(sbEvents).where(inArray(sbEvents.id, ids));
    },
    /** Prematch events whose start is due go live (guarded: once, whichever instance). */
    startDue(now: Date) {
      return db
        .update(sbEvents)
        .set({ status: 'live' })
        .where(
          and(
            eq(sbEvents.status, 'prematch'),
            sql`${sbEvents.startsAt} <= ${now}`,
            sql`${sbEvents.endsAt} > ${now}`,
          ),
        )
        .returning({ id: sbEvents.id });
    },
    dueToEnd(now: Date) {
      return db
        .select({ id: sbEvents.id, timeline: sbEvents.timeline, sport: sbEvents.sport })
        .from(sbEvents)
        .where(and(inArray(sbEvents.status, ['prematch', 'live']), sql`${sbEvents.endsAt} <= ${now}`))
        .limit(2000);
    },
    /** Ends events with their results; only events still running change (an instance ending them first wins). */
    async endEvents(results: { id: string; result: unknown }[]) {
      if (results.length === 0) return [];
      return queryRows<{ id: string }>(
        db,
        sql`UPDATE sb_events e SET status = 'ended', result = v.result, result_version = e.result_version + 1,
              suspended_markets = '{}'
            FROM jsonb_to_recordset(${json(results)}::jsonb) AS v(id text, result jsonb)
            WHERE e.id = v.id AND e.status IN ('prematch', 'live')
            RETURNING e.id`,
      );
    },
    /** A new result for an event (operator correction, or the demo's finish): a new result version. */
    async setResult(id: string, result: unknown) {
      const rows = await queryRows<{ result_version: number }>(
        db,
        sql`UPDATE sb_events SET status = 'ended', result = ${JSON.stringify(result)}::jsonb,
              result_version = result_version + 1
            WHERE id = ${id} AND status <> 'void' RETURNING result_version`,
      );
      return rows[0]?.result_version ?? null;
    },
    async voidEvent(id: string) {
      const rows = await queryRows<{ result_version: number }>(
        db,
        sql`UPDATE sb_events SET status = 'void', result = NULL, result_version = result_version + 1
            WHERE id = ${id} RETURNING result_version`,
      );
      return rows[0]?.result_version ?? null;
    },
    async setSuspended(id: string, marketId: string | undefined, suspended: boolean) {
      if (!marketId) {
        await db.update(sbEvents).set({ suspended }).where(eq(sbEvents.id, id));
        return;
      }
      await db.execute(
        suspended
          ? sql`UPDATE sb_events SET suspended_markets = array_append(array_remove(suspended_markets, ${marketId}), ${marketId}) WHERE id = ${id}`
          : sql`UPDATE sb_events SET suspended_markets = array_remove(suspended_markets, ${marketId}) WHERE id = ${id}`,
      );
    },
  };
}
