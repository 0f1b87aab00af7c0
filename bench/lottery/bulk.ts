import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';

/**
 * Books a set of transfers (id, debit, credit, amount, kind, ord) as posted, with both entries and
 * running balances, in one transaction: the bench's way to create a large ledger state quickly.
 */
export async function bulkMoves(db: Db, select: SQL, merchantId: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`CREATE TEMP TABLE bench_moves ON COMMIT DROP AS ${select}`);
    await tx.execute(sql`
      INSERT INTO transfers (id, merchant_id, debit_account_id, credit_account_id, amount, kind, reference, status, settled_at)
      SELECT id, ${merchantId}, debit, credit, amount, kind, 'bench', 'posted', now() FROM bench_moves`);
    await tx.execute(sql`
      WITH legs AS (
        SELECT id, credit AS account, amount, ord FROM bench_moves
        UNION ALL SELECT id, debit, -amount, ord FROM bench_moves
      )
      INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
      SELECT l.id, l.account, l.amount,
             a.balance + sum(l.amount) OVER (PARTITION BY l.account ORDER BY l.ord, l.amount ROWS UNBOUNDED PRECEDING)
      FROM legs l JOIN ledger_accounts a ON a.id = l.account`);
    await tx.execute(sql`
      UPDATE ledger_accounts a SET balance = a.balance + s.total
      FROM (SELECT account, sum(amount) AS total FROM (
              SELECT credit AS account, amount FROM bench_moves UNION ALL SELECT debit, -amount FROM bench_moves) l
            GROUP BY account) s
      WHERE a.id = s.account`);
  });
}

/**
 * `bets` bets on a VN draw from `players` synthetic players (ledger wallets only), each player funded
 * from the house and each bet's stake booked from its wallet to the lottery sub-account, set-based:
 * the state `POST /lgw/bets` would leave, fast enough for 200,000 bets.
 */
export async function seedBets(
  db: Db,
  o: {
    merchantId: number;
    currency: string;
    house: bigint;
    shards: bigint[];
    drawId: bigint;
    bets: number;
    players: number;
    game: string;
    /** Keeps request keys and player ids apart when one database gets several batches. */
    batch?: number;
  },
) {
  const shardList = `{${o.shards.join(',')}}`;
  const base = 900_000_000 + (o.batch ?? 0) * 1_000_000;
  await db.execute(sql`
      INSERT INTO ledger_accounts (merchant_id, owner_type, owner_id, kind, currency)
      SELECT ${o.merchantId}, 'player', ${base}::bigint + g, 'main', ${o.currency} FROM generate_series(1, ${o.players}) g
      ON CONFLICT DO NOTHING`);
  await bulkMoves(
    db,
    sql`SELECT 'bench-fund:' || a.id AS id, ${o.house}::bigint AS debit, a.id AS credit, 10000000::bigint AS amount,
                 'adjustment' AS kind, a.id AS ord
          FROM ledger_accounts a
          WHERE a.merchant_id = ${o.merchantId} AND a.owner_type = 'player' AND a.owner_id > ${base}::bigint
            AND a.owner_id <= ${base + o.players}::bigint`,
    o.merchantId,
  );
  await db.execute(sql`
      INSERT INTO lottery_bets (merchant_id, draw_id, account_id, request_key, game_code, bet_type, numbers, stake, odds,
                                potential_win, wallet_id, house_account_id)
      SELECT ${o.merchantId}, ${o.drawId}, a.owner_id, 'bench:' || ${String(o.batch ?? 0)}::text || ':' || g, ${o.game}, t.bet_type, t.numbers, t.stake, t.odds,
             t.stake * t.odds[1] / 100, a.id, (${shardList}::bigint[])[1 + (a.owner_id % 8)::int]
      FROM generate_series(1, ${o.bets}) g
      CROSS JOIN LATERAL (SELECT (g * 7919) % 100 AS r, lpad(((g * 31) % 100)::text, 2, '0') AS n2,
                                 lpad(((g * 37) % 100)::text, 2, '0') AS m2, lpad(((g * 17) % 1000)::text, 3, '0') AS n3,
                                 (100 + (g % 10) * 100)::bigint AS stake) x
      CROSS JOIN LATERAL (SELECT
          CASE WHEN x.r < 60 THEN 'lo2' WHEN x.r < 80 THEN 'de' WHEN x.r < 90 THEN 'xien2' ELSE 'lo3' END AS bet_type,
          CASE WHEN x.r < 80 THEN ARRAY[x.n2] WHEN x.r < 90 THEN
                 (CASE WHEN x.n2 = x.m2 THEN ARRAY[x.n2, lpad(((x.n2::int + 1) % 100)::text, 2, '0')] ELSE ARRAY[x.n2, x.m2] END)
               ELSE ARRAY[x.n3] END AS numbers,
          CASE WHEN x.r < 60 THEN ARRAY[350] WHEN x.r < 80 THEN ARRAY[9500] WHEN x.r < 90 THEN ARRAY[1700] ELSE ARRAY[4000] END AS odds,
          x.stake) t
      JOIN ledger_accounts a ON a.merchant_id = ${o.merchantId} AND a.owner_type = 'player'
                            AND a.owner_id = ${base}::bigint + 1 + (g % ${o.players}::int)`);
  await bulkMoves(
    db,
    sql`SELECT 'lottery-bet:' || b.id AS id, b.wallet_id AS debit, b.house_account_id AS credit, b.stake AS amount,
                 'lottery_bet' AS kind, b.id AS ord
          FROM lottery_bets b WHERE b.draw_id = ${o.drawId} AND b.request_key LIKE 'bench:%'`,
    o.merchantId,
  );
}
