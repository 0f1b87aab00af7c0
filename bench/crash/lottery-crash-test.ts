/**
 * `npm run test:crash:lottery`: kills the server (SIGKILL) while it draws a lottery draw with bets
 * open, restarts it, and checks that the draw completed once and that every bet was paid once.
 *
 * Each cycle (on PostgreSQL: TEST_DATABASE_URL, a fresh database):
 * 1. members bet through `POST /lgw/bets` on the open VN_MB draw, and LOTTERY_CRASH_BETS more bets
 *    are booked set-based (as the bench does), so that settling takes a while;
 * 2. `POST /dev/lottery/draw` closes and draws it, and the server is killed at a random moment of
 *    that settlement (before, during or after its transaction);
 * 3. the server restarts: its scheduler's first run settles a draw left closed; one left open (killed
 *    before the close committed) is drawn again with `POST /dev/lottery/draw`;
 * 4. checks: the draw is settled with the numbers its seed gives; each winning bet has exactly one
 *    win transfer of exactly the rules' amount, no other bet has one, each bet's stake is booked
 *    once, the acknowledged HTTP bets are all there, and the ledger verifies.
 */
import { lotteryGame, winOf } from '@crupier/contract/lottery';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase, queryRows } from '../../apps/server/src/db/client';
import { createLedger } from '../../apps/server/src/modules/ledger/service';
import { drawHashOf, drawNumbers } from '../../apps/server/src/modules/lottery/draw';
import { login } from '../lib/api';
import { startServer } from '../lib/server-process';
import { seedBets } from '../lottery/bulk';

const CYCLES = Number(process.env.CRASH_CYCLES ?? 3);
const BULK = Number(process.env.LOTTERY_CRASH_BETS ?? 40_000);
const GAME = 'VN_MB';
const PLAYERS = ['jugador1', 'jugador2'];

async function call(
  url: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  key?: string,
) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { value?: Record<string, unknown>; code?: string },
  };
}

async function waitFor<T>(what: string, probe: () => Promise<T | null>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Acknowledged bets through the HTTP path. */
async function placeAcknowledgedBets(url: string, tokens: string[], drawId: string, n: number) {
  const acknowledged: string[] = [];
  for (let i = 0; i < 20; i++) {
    const res = await call(
      url,
      tokens[i % tokens.length]!,
      'POST',
      '/lgw/bets',
      {
        drawId,
        betType: i % 2 ? 'de' : 'lo2',
        numbers: [String((i * 7) % 100).padStart(2, '0')],
        stake: '1.00',
      },
      `crash-${n}-${i}`,
    );
    if (res.status !== 200) throw new Error(`bet refused: ${JSON.stringify(res.body)}`);
    acknowledged.push(String((res.body.value!.bet as { betId: string }).betId));
  }
  return acknowledged;
}

/** Many more, booked set-based, so that the settlement is long enough to be killed in. */
async function seedBulkBets(db: Database['db'], drawId: string, n: number) {
  const merchant = (
    await queryRows<{ id: number; currency: string }>(
      db,
      sql`SELECT m.id, m.currency FROM merchants m JOIN lottery_draws d ON d.merchant_id = m.id WHERE d.id = ${BigInt(drawId)}`,
    )
  )[0]!;
  const ledger = createLedger(db);
  const shards = await Promise.all(
    Array.from({ length: 8 }, (_, s) =>
      ledger.account({
        merchantId: merchant.id,
        ownerType: 'vendor',
        ownerId: null,
        kind: `lottery:${s}`,
        currency: merchant.currency,
      }),
    ),
  );
  await seedBets(db, {
    merchantId: merchant.id,
    currency: merchant.currency,
    house: await ledger.house(merchant.id, merchant.currency, 0),
    shards,
    drawId: BigInt(drawId),
    bets: BULK,
    players: Math.max(10, Math.ceil(BULK / 40)),
    game: GAME,
    batch: n,
  });
  return ledger;
}

/** Checks the settled draw: the seed, the numbers, each bet paid once by the rules, every stake booked. */
async function checkSettledDraw(db: Database['db'], drawId: string, acknowledged: string[]) {
  const row = (
    await queryRows<{ seed: string; draw_hash: string; draw_no: string; numbers: unknown }>(
      db,
      sql`SELECT seed, draw_hash, draw_no, numbers FROM lottery_draws WHERE id = ${BigInt(drawId)}`,
    )
  )[0]!;
  const game = lotteryGame(GAME)!;
  const numbers = drawNumbers(game, row.seed, row.draw_no);
  if (drawHashOf(row.seed) !== row.draw_hash) throw new Error('the seed does not match the committed hash');
  if (JSON.stringify(numbers) !== JSON.stringify(row.numbers))
    throw new Error('the stored numbers are not the seed’s');
  const bets = await queryRows<{
    id: string;
    bet_type: string;
    numbers: string[];
    stake: string;
    odds: number[];
    win: string;
    state: string;
  }>(
    db,
    sql`SELECT id::text, bet_type, numbers, stake::text, odds, win::text, state FROM lottery_bets WHERE draw_id = ${BigInt(drawId)}`,
  );
  const wins = new Map(
    (
      await queryRows<{ id: string; amount: string; n: number }>(
        db,
        sql`SELECT substring(t.id from 13) AS id, sum(t.amount)::text AS amount, count(*)::int AS n
            FROM transfers t JOIN lottery_bets b ON t.id = 'lottery-win:' || b.id
            WHERE b.draw_id = ${BigInt(drawId)} GROUP BY t.id`,
      )
    ).map((r) => [r.id, r]),
  );
  const stakes = (
    await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM transfers t JOIN lottery_bets b ON t.id = 'lottery-bet:' || b.id
          WHERE b.draw_id = ${BigInt(drawId)}`,
    )
  )[0]!.n;
  let winners = 0;
  for (const b of bets) {
    const expected = winOf(game, b.bet_type, b.numbers, numbers, b.odds, BigInt(b.stake));
    const paid = wins.get(b.id);
    if (expected > 0n) {
      winners++;
      if (
        paid?.n !== 1 ||
        BigInt(paid.amount) !== expected ||
        BigInt(b.win) !== expected ||
        b.state !== 'won'
      )
        throw new Error(
          `bet ${b.id}: expected one win of ${expected}, found ${JSON.stringify(paid)} (${b.state}, ${b.win})`,
        );
    } else if (paid) throw new Error(`bet ${b.id} lost but was paid ${paid.amount}`);
  }
  if (stakes !== bets.length) throw new Error(`${bets.length} bets but ${stakes} stakes booked`);
  const ids = new Set(bets.map((b) => b.id));
  if (!acknowledged.every((id) => ids.has(id))) throw new Error('an acknowledged bet is missing');
  return { bets: bets.length, winners };
}

async function cycle(name: string, n: number, env: Record<string, string>, database: Database, port: number) {
  const db = database.db;
  let server = await startServer(env, port);
  const tokens = await Promise.all(PLAYERS.map((p) => login(server.url, p, 'Demo1234')));
  const current = await call(server.url, tokens[0]!, 'GET', `/lgw/draws/current?gameCode=${GAME}`);
  if (current.status !== 200) throw new Error(`no open draw: ${JSON.stringify(current.body)}`);
  const drawId = String(current.body.value!.drawId);

  const acknowledged = await placeAcknowledgedBets(server.url, tokens, drawId, n);
  const ledger = await seedBulkBets(db, drawId, n);

  // Draw it, and kill the server somewhere in that.
  const draw = fetch(`${server.url}/dev/lottery/draw`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gameCode: GAME }),
  }).catch(() => null);
  const delay = 50 + Math.floor(Math.random() * 1500);
  await new Promise((r) => setTimeout(r, delay));
  const stateAtKill = (
    await queryRows<{ state: string }>(db, sql`SELECT state FROM lottery_draws WHERE id = ${BigInt(drawId)}`)
  )[0]!.state;
  await server.stop('SIGKILL');
  await draw;

  // Restart: the scheduler's first run settles a closed draw; an open one is drawn again.
  server = await startServer(env, port);
  try {
    const afterRestart = await waitFor('the draw to leave the closed state', async () => {
      const row = (
        await queryRows<{ state: string }>(
          db,
          sql`SELECT state FROM lottery_draws WHERE id = ${BigInt(drawId)}`,
        )
      )[0]!;
      return row.state === 'closed' ? null : row.state;
    });
    if (afterRestart === 'open') {
      const again = await call(server.url, null, 'POST', '/dev/lottery/draw', { gameCode: GAME });
      if (again.status !== 200) throw new Error(`second draw refused: ${JSON.stringify(again.body)}`);
    }
    await waitFor('the draw to settle', async () => {
      const row = (
        await queryRows<{ state: string }>(
          db,
          sql`SELECT state FROM lottery_draws WHERE id = ${BigInt(drawId)}`,
        )
      )[0]!;
      return row.state === 'settled' ? true : null;
    });
  } finally {
    await server.stop('SIGTERM');
  }

  const { bets, winners } = await checkSettledDraw(db, drawId, acknowledged);
  const report = await ledger.verify();
  if (!report.ok) throw new Error(`ledger does not verify: ${JSON.stringify(report).slice(0, 400)}`);
  console.log(
    `${name}: cycle ${n}: killed ${delay} ms into the draw (draw was ${stateAtKill}); after restart it settled once: ` +
      `${bets} bets, ${winners} paid once each, ledger verifies`,
  );
}

async function main() {
  const admin = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const name = `crupier_lcrash_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const port = 20_000 + Math.floor(Math.random() * 2000);
  const env = { DATABASE_URL: url.toString() };
  // The first start migrates and seeds the database.
  const first = await startServer(env, port);
  await first.stop('SIGTERM');
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    for (let n = 1; n <= CYCLES; n++) await cycle('PostgreSQL', n, env, database, port);
  } finally {
    await database.close();
    const cleanup = new pg.Client({ connectionString: admin });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
  console.log(`lottery crash test: ${CYCLES} cycles passed, 0 failed`);
}

main().catch((error: unknown) => {
  console.error(error);
  console.log('lottery crash test: failed');
  process.exit(1);
});
