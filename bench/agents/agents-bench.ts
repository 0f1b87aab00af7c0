/**
 * `npm run bench:agents`: the agent centre's team overview and team betting for an agent with 10,000
 * downline members and 1,000,000 bets (seamless-wallet transfers and vendor records, through the ledger
 * triggers of migration 0028), on PostgreSQL (TEST_DATABASE_URL; a fresh database, dropped
 * at the end). The real app is built in-process on that database and called through Fastify's inject
 * (routing, access gate, validation, handler, serialisation), one call at a time; prints p50/p99 per
 * call. Target: p99 ≤ 100 ms. `AGENT_BENCH_MEMBERS` / `AGENT_BENCH_ROUNDS` / `AGENT_BENCH_CALLS`
 * shrink it (the CI smoke: `AGENT_BENCH_SMOKE=1`, 500 members and 20,000 rounds).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { prepareDatabase } from '../../apps/server/src/prepare-database';
import { freshIp, loginAs } from '../../apps/server/src/test/client';
import { createTestDatabase } from '../../apps/server/src/test/test-db';

const SMOKE = process.env.AGENT_BENCH_SMOKE === '1';
const MEMBERS = Number(process.env.AGENT_BENCH_MEMBERS ?? (SMOKE ? 500 : 10_000));
const ROUNDS = Number(process.env.AGENT_BENCH_ROUNDS ?? (SMOKE ? 20_000 : 1_000_000));
const CALLS = Number(process.env.AGENT_BENCH_CALLS ?? (SMOKE ? 50 : 300));
const TARGET_P99_MS = 100;

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  process.env.TEST_DATABASE_URL ??= 'postgres://root@127.0.0.1:5432/test';
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', DEMO: '1', DEMO_CATALOG_SIZE: '600' }),
    challenge: 'off' as const,
  };
  const database = await createTestDatabase();
  try {
    await prepareDatabase(database, config);
    const db = database.db;
    const t0 = performance.now();
    // The bench agent: agente1's new sub-agent with 10 sub-agents, each with MEMBERS/10 players.
    await db.execute(sql`
      INSERT INTO accounts (merchant_id, username, nickname, type, password_hash, referral_code, upline_id)
      SELECT a.merchant_id, 'benchagent', 'benchagent', 2, a.password_hash, 'RBENCHAGENT', a.id
      FROM accounts a WHERE a.username = 'agente1'`);
    await db.execute(sql`
      INSERT INTO accounts (merchant_id, username, nickname, type, password_hash, referral_code, upline_id)
      SELECT b.merchant_id, 'benchsub' || g, 'benchsub' || g, 2, b.password_hash, 'RBSUB' || g, b.id
      FROM accounts b, generate_series(1, 10) g WHERE b.username = 'benchagent'`);
    await db.execute(sql`
      INSERT INTO accounts (merchant_id, username, nickname, type, password_hash, referral_code, upline_id, created_at, last_login_at)
      SELECT s.merchant_id, 'benchm' || g, 'benchm' || g, 0, s.password_hash, 'RBM' || g,
             s.id, now() - (g % 60) * interval '1 day', now() - (g % 7) * interval '1 hour'
      FROM generate_series(1, ${MEMBERS - 10}) g
      JOIN accounts s ON s.username = 'benchsub' || (1 + g % 10)`);
    // Bets over the last 30 days as the seamless wallet books them (ADR 017): a `bet` transfer per
    // round and a `win` for every third, each with its vendor transaction (the game), posted at a
    // random time. Bulk-inserted in chunks of the same rows the wallet batch writes (transfers first,
    // vendor records last, one statement each), so the ledger triggers of migration 0028 feed the team
    // figures exactly as live play does. Balances are not moved (a throwaway database).
    await db.execute(sql`
      INSERT INTO ledger_accounts (merchant_id, owner_type, owner_id, kind, currency)
      SELECT a.merchant_id, 'player', a.id, 'main', m.currency
      FROM accounts a JOIN merchants m ON m.id = a.merchant_id WHERE a.username LIKE 'benchm%'
      ON CONFLICT DO NOTHING`);
    await db.execute(sql`
      INSERT INTO ledger_accounts (merchant_id, owner_type, owner_id, kind, currency)
      SELECT DISTINCT a.merchant_id, 'vendor', g.vendor_id::bigint, 'bets:0', m.currency
      FROM accounts a JOIN merchants m ON m.id = a.merchant_id
      CROSS JOIN (SELECT vendor_id FROM games ORDER BY id LIMIT 50) g
      WHERE a.username = 'benchagent'
      ON CONFLICT DO NOTHING`);
    const CHUNK = 100_000;
    for (let first = 1; first <= ROUNDS; first += CHUNK) {
      const last = Math.min(ROUNDS, first + CHUNK - 1);
      const rows = sql`
        WITH members AS (
               SELECT a.id, a.merchant_id, la.id AS wallet, row_number() OVER (ORDER BY a.id) AS n
               FROM accounts a JOIN ledger_accounts la ON la.owner_type = 'player' AND la.owner_id = a.id AND la.kind = 'main'
               WHERE a.username LIKE 'benchm%'),
             games AS (
               SELECT g.vendor_id, g.game_code, va.id AS house, row_number() OVER (ORDER BY g.id) AS n
               FROM (SELECT * FROM games ORDER BY id LIMIT 50) g
               JOIN ledger_accounts va ON va.owner_type = 'vendor' AND va.owner_id = g.vendor_id AND va.kind = 'bets:0'),
             bets AS (
               SELECT r.g, r.t, m.id AS account, m.merchant_id, m.wallet, gm.vendor_id, gm.game_code, gm.house,
                      100 + (r.g % 900) AS stake, CASE WHEN r.g % 3 = 0 THEN 200 + (r.g % 1500) ELSE 0 END AS win
               FROM (SELECT g, now() - ((g::bigint * 7919) % 2592000) * interval '1 second' AS t FROM generate_series(${first}::int, ${last}::int) g) r
               JOIN members m ON m.n = 1 + (r.g % ${MEMBERS - 10})
               JOIN games gm ON gm.n = 1 + (r.g % 50)),
             moves AS (
               SELECT b.*, 'debit' AS op, 'bench-' || b.g AS tx, b.stake AS amount FROM bets b
               UNION ALL
               SELECT b.*, 'credit', 'bench-' || b.g || 'w', b.win FROM bets b WHERE b.win > 0)`;
      await db.execute(sql`
        ${rows}
        INSERT INTO transfers (id, merchant_id, debit_account_id, credit_account_id, amount, kind, reference, status, created_at, settled_at)
        SELECT 'v' || vendor_id || ':' || tx, merchant_id,
               CASE WHEN op = 'debit' THEN wallet ELSE house END, CASE WHEN op = 'debit' THEN house ELSE wallet END,
               amount, CASE WHEN op = 'debit' THEN 'bet' ELSE 'win' END, 'bench-r' || g, 'posted', t, t
        FROM moves`);
      await db.execute(sql`
        ${rows}
        INSERT INTO vendor_transactions (merchant_id, vendor_id, transaction_id, op, account_id, round_id, game_code, amount, status, created_at, updated_at)
        SELECT merchant_id, vendor_id, tx, op, account, 'bench-r' || g, game_code, amount, 'done', t, t
        FROM moves`);
    }
    await db.execute(sql`ANALYZE`);
    console.log(
      `seeded ${MEMBERS} members, ${ROUNDS} bets in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    if (process.env.AGENT_BENCH_EXPLAIN === '1') {
      const agent = sql`(SELECT id FROM accounts WHERE username = 'benchagent')`;
      for (const query of [
        sql`EXPLAIN ANALYZE SELECT count(*) FILTER (WHERE joined_at > now() - interval '7 days') FROM agent_closure WHERE ancestor_id = ${agent}`,
        sql`EXPLAIN ANALYZE SELECT count(*) FILTER (WHERE last_round_at > now() - interval '7 days') FROM agent_member_activity
            WHERE agent_id = ${agent} AND last_round_at > now() - interval '31 days'`,
        sql`EXPLAIN ANALYZE SELECT b.id FROM agent_bets b WHERE b.account_id IN (SELECT descendant_id FROM agent_closure WHERE ancestor_id = ${agent})
            ORDER BY b.created_at DESC, b.id DESC LIMIT 20 OFFSET 40`,
        sql`EXPLAIN ANALYZE SELECT count(*) FROM (SELECT 1 FROM agent_bets b WHERE b.account_id IN (SELECT descendant_id FROM agent_closure WHERE ancestor_id = ${agent}) LIMIT 1001) x`,
      ]) {
        const plan = (await db.execute(query)) as unknown as { rows: Record<string, string>[] };
        console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
      }
    }
    const app = await buildApp(config, database);
    await app.ready();
    const login = await loginAs(app, 'benchagent', 'Demo1234', { site: 'agent' }, { ip: freshIp() });
    if (login.statusCode !== 200) throw new Error(`bench agent login failed: ${login.body}`);
    const headers = { authorization: `Bearer ${login.json().value.token}` };
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const calls: Record<string, (i: number) => string> = {
      overview: () => '/wps/agent/overview',
      'bets (newest pages)': (i) => `/wps/agent/bets?pageNo=${1 + (i % 5)}&pageSize=20`,
      'bets (date range)': (i) =>
        `/wps/agent/bets?startDate=${weekAgo}&endDate=${today}&pageNo=${1 + (i % 3)}`,
      'bets (one member)': (i) => `/wps/agent/bets?member=benchm${1 + ((i * 37) % (MEMBERS - 10))}`,
    };
    let failed = false;
    for (const [name, url] of Object.entries(calls)) {
      for (let i = 0; i < 5; i++) await app.inject({ url: url(i), headers });
      const times: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        const start = performance.now();
        const res = await app.inject({ url: url(i), headers });
        times.push(performance.now() - start);
        if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      }
      const p99 = percentile(times, 99);
      if (p99 > TARGET_P99_MS) failed = true;
      console.log(
        `${name.padEnd(22)} calls ${CALLS}  p50 ${percentile(times, 50).toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  max ${Math.max(...times).toFixed(1)} ms`,
      );
    }
    const overview = (await app.inject({ url: '/wps/agent/overview', headers })).json().value;
    console.log(
      `overview 30 days: members ${overview.periods.days30.members}, rounds ${overview.periods.days30.rounds}, turnover ${overview.periods.days30.turnover}`,
    );
    await app.close();
    console.log(
      failed ? `target missed: p99 > ${TARGET_P99_MS} ms` : `target met: every p99 ≤ ${TARGET_P99_MS} ms`,
    );
    if (failed) process.exitCode = 1;
  } finally {
    await database.close().catch(() => undefined);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
