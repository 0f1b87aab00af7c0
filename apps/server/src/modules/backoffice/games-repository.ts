import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { searchText } from '@/modules/catalog/search-text';

export type VendorSettingsRow = {
  id: number;
  code: string;
  name: string;
  wallet_mode: string;
  vendor_status: string;
  status: string;
  sort: number;
  game_types: string[];
};
export type GameSettingsRow = {
  id: string;
  game_code: string;
  names: Record<string, string>;
  vendor: string;
  game_type: string;
  game_status: string;
  enabled: boolean;
  hot: boolean;
  sort: number;
};
export type GameRtpRow = {
  id: string;
  names: Record<string, string>;
  vendor: string;
  game_type: string;
  rounds: number;
  bets: string;
  wins: string;
};

export type GameSettingsFilter = {
  merchantId: number;
  vendor?: string | undefined;
  gameType?: string | undefined;
  name?: string | undefined;
  id?: bigint | undefined;
  limit: number;
  offset: number;
};

/** The SQL of the back office's games and vendors pages; every query is bound to one merchant. */
export function createGamesRepository(db: Db) {
  return {
    /** The merchant's vendors (one row each, its categories gathered). */
    vendors(merchantId: number, code?: string) {
      return queryRows<VendorSettingsRow>(
        db,
        sql`SELECT v.id, v.code, coalesce(v.display_name, v.name) AS name, v.wallet_mode, v.status AS vendor_status,
                   min(mv.status) AS status, min(mv.sort)::int AS sort,
                   array_agg(mv.game_type ORDER BY mv.game_type) AS game_types
            FROM merchant_vendors mv JOIN vendors v ON v.id = mv.vendor_id
            WHERE mv.merchant_id = ${merchantId} AND (${code ?? null}::text IS NULL OR v.code = ${code ?? null})
            GROUP BY v.id
            ORDER BY min(mv.sort), v.code`,
      );
    },

    /** Sets the merchant's state and order of a vendor in all its categories. */
    async setVendor(merchantId: number, vendorId: number, status: string, sort: number) {
      await db.execute(
        sql`UPDATE merchant_vendors SET status = ${status}, sort = ${sort}
            WHERE merchant_id = ${merchantId} AND vendor_id = ${vendorId}`,
      );
    },

    async setSecret(vendorId: number, secret: string) {
      await db.execute(sql`UPDATE vendors SET secret = ${secret} WHERE id = ${vendorId}`);
    },

    /** The games of the merchant's vendors, with the merchant's own settings, in list order. */
    async games(f: GameSettingsFilter) {
      const needle = f.name ? `%${searchText(f.name).replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
      const where = sql`mv.merchant_id = ${f.merchantId}
        AND (${f.vendor ?? null}::text IS NULL OR v.code = ${f.vendor ?? null})
        AND (${f.gameType ?? null}::text IS NULL OR g.game_type = ${f.gameType ?? null})
        AND (${needle}::text IS NULL OR g.search_text LIKE ${needle})
        AND (${f.id ?? null}::bigint IS NULL OR g.id = ${f.id ?? null})`;
      const from = sql`FROM games g
        JOIN vendors v ON v.id = g.vendor_id
        JOIN merchant_vendors mv ON mv.vendor_id = g.vendor_id AND mv.game_type = g.game_type
        LEFT JOIN merchant_games mg ON mg.merchant_id = mv.merchant_id AND mg.game_id = g.id`;
      const [rows, totals] = await Promise.all([
        queryRows<GameSettingsRow>(
          db,
          sql`SELECT g.id::text AS id, g.game_code, g.names, v.code AS vendor, g.game_type, g.status AS game_status,
                     coalesce(mg.enabled, true) AS enabled, coalesce(mg.is_hot, g.is_hot) AS hot,
                     coalesce(mg.sort, g.sort) AS sort
              ${from} WHERE ${where}
              ORDER BY coalesce(mg.sort, g.sort), g.id
              LIMIT ${f.limit} OFFSET ${f.offset}`,
        ),
        queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n ${from} WHERE ${where}`),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },

    async saveGame(
      merchantId: number,
      gameId: bigint,
      settings: { enabled: boolean; hot: boolean; sort: number },
    ) {
      await db.execute(
        sql`INSERT INTO merchant_games (merchant_id, game_id, enabled, is_hot, sort, updated_at)
            VALUES (${merchantId}, ${gameId}, ${settings.enabled}, ${settings.hot}, ${settings.sort}, now())
            ON CONFLICT (merchant_id, game_id) DO UPDATE
            SET enabled = EXCLUDED.enabled, is_hot = EXCLUDED.is_hot, sort = EXCLUDED.sort, updated_at = now()`,
      );
    },

    /** Bets and wins of the settled real-money house rounds of the period, per game. */
    rtp(merchantId: number, from: Date, to: Date) {
      return queryRows<GameRtpRow>(
        db,
        sql`SELECT g.id::text AS id, g.names, v.code AS vendor, g.game_type, count(*)::int AS rounds,
                   sum(r.bet)::text AS bets, sum(r.win)::text AS wins
            FROM house_rounds r
            JOIN accounts a ON a.id = r.account_id
            JOIN games g ON g.id = r.game_id
            JOIN vendors v ON v.id = g.vendor_id
            WHERE r.merchant_id = ${merchantId} AND r.state = 'settled' AND a.type <> 4
              AND r.settled_at >= ${from.toISOString()}::timestamptz AND r.settled_at < ${to.toISOString()}::timestamptz
            GROUP BY g.id, v.code
            ORDER BY sum(r.bet) DESC, g.id`,
      );
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;
