/**
 * `npm run test:crash`: kills the server with SIGKILL again and again while players bet through the
 * seamless wallet and place sports bets, on embedded PGlite and on PostgreSQL, then checks that every
 * acknowledged debit and credit is in the ledger, that every acknowledged sports bet is open with its
 * stake taken and none was written without it, and that the ledger verifies (balances = entries, zero
 * sum per merchant).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from '../../apps/server/src/db/client';
import { createLedger } from '../../apps/server/src/modules/ledger/service';
import { gameToken, login, walletCall } from '../lib/api';
import { startServer } from '../lib/server-process';
import { sportsDamage, sportsLoad, sportsQuotes, sportsSession } from './sports-load';

const CYCLES = Number(process.env.CRASH_CYCLES ?? 5);
const WORKERS = 8;
const PLAYERS = ['jugador1', 'agente1', 'agente2'];

type Ack = { txId: string; op: 'debit' | 'credit' };

async function betLoad(url: string, tokens: string[], acks: Ack[], stopAt: number, cycle: number) {
  let seq = 0;
  let errors = 0;
  const worker = async (w: number) => {
    while (Date.now() < stopAt) {
      const token = tokens[(w + seq) % tokens.length]!;
      const round = `c${cycle}-w${w}-${seq++}`;
      try {
        const bet = await walletCall(url, 'debit', {
          playerToken: token,
          transactionId: `${round}-d`,
          roundId: round,
          amount: '1.00',
        });
        if (bet.status === 200) acks.push({ txId: `${round}-d`, op: 'debit' });
        const win = await walletCall(url, 'credit', {
          playerToken: token,
          transactionId: `${round}-c`,
          roundId: round,
          amount: '0.97',
        });
        if (win.status === 200) acks.push({ txId: `${round}-c`, op: 'credit' });
      } catch {
        errors++;
        return; // the server died under us: this worker is done for the cycle
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  return errors;
}

async function run(name: string, env: Record<string, string>, open: () => ReturnType<typeof openDatabase>) {
  const port = 18_000 + Math.floor(Math.random() * 2000);
  const acks: Ack[] = [];
  const sportsAcks: string[] = [];
  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    const server = await startServer(env, port);
    const members = await Promise.all(PLAYERS.map((p) => login(server.url, p, 'Demo1234')));
    const tokens = await Promise.all(members.map((m) => gameToken(server.url, m)));
    const sessions = await Promise.all(members.map((m) => sportsSession(server.url, m)));
    const quotes = await sportsQuotes(server.url);
    if (quotes.length === 0) throw new Error(`${name}: no prematch football event to bet on`);
    const killAt = Date.now() + 800 + Math.random() * 1500;
    const load = Promise.all([
      betLoad(server.url, tokens, acks, killAt + 5_000, cycle),
      sportsLoad(server.url, sessions, quotes, sportsAcks, killAt + 5_000),
    ]);
    await new Promise((r) => setTimeout(r, killAt - Date.now()));
    await server.stop('SIGKILL');
    await load;
    console.log(
      `${name}: cycle ${cycle}: killed with SIGKILL, ${acks.length} acknowledged calls and ${sportsAcks.length} sports bets so far`,
    );
  }
  // One clean start proves the server accepts the ledger (it refuses to start on a mismatch).
  const final = await startServer(env, port);
  await final.stop('SIGTERM');

  const database = await open();
  try {
    // An acknowledged call must have left its idempotency record and its posted ledger transfer.
    const found = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n
          FROM vendor_transactions vt
          JOIN transfers t ON t.id = 'v' || vt.vendor_id || ':' || vt.transaction_id AND t.status = 'posted'
          WHERE vt.status = 'done'
            AND vt.transaction_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(acks.map((a) => a.txId))}::jsonb))`,
    );
    const missing = acks.length - Number(found[0]!.n);
    const sports = await sportsDamage(database.db, sportsAcks);
    const report = await createLedger(database.db).verify();
    console.log(
      `${name}: ${acks.length} acknowledged, ${missing} missing; ${sportsAcks.length} sports bets acknowledged, ${sports.lost} not kept with their stake, ${sports.unpaid} written without it; ledger ${report.ok ? 'verifies' : 'DOES NOT VERIFY'}`,
    );
    if (acks.length === 0 || sportsAcks.length === 0)
      throw new Error(`${name}: no call or no sports bet was acknowledged; the load did not run`);
    if (missing !== 0 || sports.lost !== 0 || sports.unpaid !== 0 || !report.ok)
      throw new Error(`${name}: acknowledged money lost, a bet without its stake, or the ledger broken`);
  } finally {
    await database.close();
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crupier-crash-'));
  try {
    await run('PGlite', { DATA_DIR: dataDir }, () => openDatabase({ kind: 'pglite', dataDir }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const admin = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const name = `crupier_crash_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  try {
    await run('PostgreSQL', { DATABASE_URL: url.toString() }, () =>
      openDatabase({ kind: 'postgres', url: url.toString() }),
    );
  } finally {
    const cleanup = new pg.Client({ connectionString: admin });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
  console.log('crash test: 2 passed, 0 failed');
}

main().catch((error: unknown) => {
  console.error(error);
  console.log('crash test: 0 passed, 1 failed');
  process.exit(1);
});
