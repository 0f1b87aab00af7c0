import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { sbEvents, sbSettings } from '@/db/schema-sportsbook';
import { json } from './sportsbook-sql';

/** Events to settle or list, live events and the merchant settings. */
export function eventListQueries(db: Db) {
  return {
    unsettledEvents(limit = 500) {
      return db
        .select({ id: sbEvents.id })
        .from(sbEvents)
        .where(sql`${sbEvents.settledVersion} < ${sbEvents.resultVersion}`)
        .limit(limit);
    },
    async markEventsSettled(rows: { id: string; version: number }[]) {
      if (rows.length === 0) return;
      await db.execute(
        sql`UPDATE sb_events e SET settled_version = v.version
            FROM jsonb_to_recordset(${json(rows)}::jsonb) AS v(id text, version int)
            WHERE e.id = v.id AND e.settled_version < v.version`,
      );
    },
    listEvents(f: {
      sport?: string | undefined;
      statuses: string[];
      league?: string | undefined;
      eventId?: string | undefined;
      limit: number;
      offset: number;
      newestFirst?: boolean;
    }) {
      const where = and(
        inArray(sbEvents.status, f.statuses),
        f.sport ? eq(sbEvents.sport, f.sport) : undefined,
        f.league ? eq(sbEvents.league, f.league) : undefined,
        f.eventId ? eq(sbEvents.id, f.eventId) : undefined,
      );
      return Promise.all([
        db
          .select()
          .from(sbEvents)
          .where(where)
          .orderBy(f.newestFirst ? desc(sbEvents.startsAt) : sbEvents.startsAt, sbEvents.id)
          .limit(f.limit)
          .offset(f.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(sbEvents)
          .where(where)
          .then((r) => r[0]?.n ?? 0),
      ]);
    },
    liveEvents() {
      return db.select().from(sbEvents).where(eq(sbEvents.status, 'live'));
    },

    // --- settings ---
    async settings(merchantId: number) {
      const rows = await db.select().from(sbSettings).where(eq(sbSettings.merchantId, merchantId)).limit(1);
      return rows[0];
    },
  };
}
