import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { announcements } from '@/db/schema';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type WinRow = {
  amount: string;
  at: Date | string;
  username: string;
  game_id: string;
  names: Record<string, string>;
  icon_url: string | null;
  game_type: string;
  vendor_code: string;
};

export function createLobbyRepository(db: Db) {
  return {
    /** Announcements of the given types in force now. */
    announcements(merchantId: number, types: string[]) {
      return db
        .select()
        .from(announcements)
        .where(
          and(
            eq(announcements.merchantId, merchantId),
            inArray(announcements.type, types),
            eq(announcements.published, true),
            or(isNull(announcements.startsAt), lte(announcements.startsAt, sql`now()`)),
            or(isNull(announcements.endsAt), gt(announcements.endsAt, sql`now()`)),
          ),
        )
        .orderBy(asc(announcements.sort), asc(announcements.id));
    },

    /** The biggest real wins (vendor credits) of the last 30 days. */
    bigWins(merchantId: number, gameType: string | null, limit: number) {
      return queryRows<WinRow>(
        db,
        sql`SELECT vt.amount::text AS amount, vt.created_at AS at, a.username, g.id::text AS game_id, g.names, g.icon_url,
                   g.game_type, v.code AS vendor_code
            FROM vendor_transactions vt
            JOIN vendors v ON v.id = vt.vendor_id
            JOIN games g ON g.vendor_id = vt.vendor_id AND g.game_code = vt.game_code
            JOIN accounts a ON a.id = vt.account_id
            WHERE vt.merchant_id = ${merchantId} AND vt.op = 'credit' AND vt.status = 'done' AND vt.amount > 0
              AND a.type <> 4 AND vt.created_at > now() - interval '30 days'
              AND (${gameType}::text IS NULL OR g.game_type = ${gameType})
            ORDER BY vt.amount DESC, vt.id DESC
            LIMIT ${limit}`,
      );
    },
  };
}
