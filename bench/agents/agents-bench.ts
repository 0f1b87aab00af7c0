/**
 * `npm run bench:agents`: the agent centre's team overview and team betting for an agent with 10,000
 * downline members and 1,000,000 rounds, on PostgreSQL (TEST_DATABASE_URL; a fresh database, dropped
 * at the end). The real app is built in-process on that database and called through Fastify's inject
 * (routing, access gate, validation, handler, serialisation), one call at a time; prints p50/p99 per
 * call. Target: p99 ≤ 100 ms. `AGENT_BENCH_MEMBERS` / `AGENT_BENCH_ROUNDS` / `AGENT_BENCH_CALLS`
 * shrink it (the CI smoke: `AGENT_BENCH_SMOKE=1`, 500 members and 20,000 rounds).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { prepareDatabase } from '../../apps/server/src/db/prepare';
import { rebuildTeamStats } from '../../apps/server/src/demo/agents';
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
    // Rounds over the last 30 days, bulk-loaded without the per-row trigger, then bucketed at once.
    await db.execute(sql`ALTER TABLE house_rounds DISABLE TRIGGER house_rounds_agent_team_stats`);
    await db.execute(sql`
      INSERT INTO house_sessions (id, merchant_id, account_id, game_id, server_seed, server_seed_hash, client_seed, expires_at)
      SELECT 'bench-session', a.merchant_id, a.id, (SELECT id FROM games WHERE engine = 'dice' ORDER BY id LIMIT 1), 's', 'h', 'c', now()
      FROM accounts a WHERE a.username = 'benchm1'`);
    await db.execute(sql`
      WITH members AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM accounts WHERE username LIKE 'benchm%'),
           games AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM games ORDER BY id LIMIT 50)
      INSERT INTO house_rounds (id, session_id, merchant_id, account_id, game_id, engine, bet, win, params, state,
                                server_seed_hash, client_seed, nonce, created_at, settled_at)
      SELECT 'bench-' || g, 'bench-session', (SELECT merchant_id FROM accounts WHERE username = 'benchagent'), m.id, gm.id, 'dice', 100 + (g % 900), CASE WHEN g % 3 = 0 THEN 200 + (g % 1500) ELSE 0 END,
             '{}'::jsonb, 'settled', 'h', 'c', 1, t, t
      FROM (SELECT g, now() - (random() * interval '30 days') AS t FROM generate_series(1, ${ROUNDS}) g) r
      JOIN members m ON m.n = 1 + (r.g % ${MEMBERS - 10})
      JOIN games gm ON gm.n = 1 + (r.g % 50)`);
    await db.execute(sql`ALTER TABLE house_rounds ENABLE TRIGGER house_rounds_agent_team_stats`);
    const merchantId = (
      (await db.execute(sql`SELECT merchant_id FROM accounts WHERE username = 'benchagent'`)) as unknown as {
        rows: { merchant_id: number }[];
      }
    ).rows[0]!.merchant_id;
    await rebuildTeamStats(db, merchantId);
    await db.execute(sql`ANALYZE`);
    console.log(
      `seeded ${MEMBERS} members, ${ROUNDS} rounds in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    if (process.env.AGENT_BENCH_EXPLAIN === '1') {
      const agent = sql`(SELECT id FROM accounts WHERE username = 'benchagent')`;
      for (const query of [
        sql`EXPLAIN ANALYZE SELECT count(*) FILTER (WHERE joined_at > now() - interval '7 days') FROM agent_closure WHERE ancestor_id = ${agent}`,
        sql`EXPLAIN ANALYZE SELECT count(*) FILTER (WHERE last_round_at > now() - interval '7 days') FROM agent_member_activity
            WHERE agent_id = ${agent} AND last_round_at > now() - interval '31 days'`,
        sql`EXPLAIN ANALYZE SELECT r.id FROM house_rounds r WHERE r.account_id IN (SELECT descendant_id FROM agent_closure WHERE ancestor_id = ${agent})
            ORDER BY r.created_at DESC, r.id DESC LIMIT 20 OFFSET 40`,
        sql`EXPLAIN ANALYZE SELECT count(*) FROM (SELECT 1 FROM house_rounds r WHERE r.account_id IN (SELECT descendant_id FROM agent_closure WHERE ancestor_id = ${agent}) LIMIT 1001) x`,
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
