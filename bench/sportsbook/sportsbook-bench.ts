/**
 * `npm run bench:sportsbook`: the house sportsbook on PostgreSQL, against the real server process.
 *  1. Placement: BENCH_CLIENTS (50) bettors, each with its own sportsbook session, place singles over
 *     HTTP (`POST /sb/bets`, odds check, limits, stake guard, seamless debit) for BENCH_SECONDS: bets/s,
 *     p50 and p99 per placement (target p99 ≤ 30 ms).
 *  2. Settlement: BENCH_BETS (100,000) open bets over BENCH_EVENTS (500) events are seeded straight
 *     into the tables (the placement path is measured above), then every event is finished with
 *     `POST /dev/sb/finish` (BENCH_FINISH_CONCURRENCY at once); the time until every bet is settled and
 *     every win credited through the seamless wallet gives bets settled per second (target ≥ 5,000/s).
 *  Then the ledger is verified. `BENCH_SMOKE=1` runs a small variant for CI (2,000 bets, 20 events).
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import pg from 'pg';
import { encryptPayload } from '../../packages/contract/src/seal';
import { fund } from '../lib/api';
import { cpuWindow } from '../lib/cpu';
import { adminQuery, databaseUrl } from '../lib/database';
import { percentile, runLoad, runOpenLoad } from '../lib/load';
import { RawConnection } from '../lib/raw-http';
import { startServer } from '../lib/server-process';

const SMOKE = process.env.BENCH_SMOKE === '1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? (SMOKE ? 5 : 20));
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? (SMOKE ? 10 : 50));
const BETS = Number(process.env.BENCH_BETS ?? (SMOKE ? 2_000 : 100_000));
const EVENTS = Number(process.env.BENCH_EVENTS ?? (SMOKE ? 20 : 500));
const FINISH_CONCURRENCY = Number(process.env.BENCH_FINISH_CONCURRENCY ?? 8);
/** Paces of the open-loop placement runs, bets a second offered by all the bettors together. */
const RATES = (process.env.BENCH_RATES ?? (SMOKE ? '100' : '250,500,1000')).split(',').map(Number);
const RATE_SECONDS = SMOKE ? 3 : 8;

const MAIN_MARKET: Record<string, { market: string; keys: string[] }> = {
  football: { market: '1x2', keys: ['home', 'draw', 'away'] },
  basketball: { market: 'moneyline', keys: ['home', 'away'] },
  tennis: { market: 'moneyline', keys: ['home', 'away'] },
  esports: { market: 'moneyline', keys: ['home', 'away'] },
  cockfight: { market: 'bout', keys: ['meron', 'wala', 'draw'] },
};

/** Registers a player from its own (forwarded) address: registrations are limited per address. */
async function registerPlayer(url: string, username: string, password: string, n: number): Promise<string> {
  const key = (await (await fetch(`${url}/wps/system/crypto`)).json()) as {
    value: { keyId: string; publicKey: string };
  };
  const sealed = await encryptPayload(key.value, {
    username,
    password,
    confirmPassword: password,
    termsAccepted: true,
  });
  const res = await fetch(`${url}/wps/member/register`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`,
    },
    body: JSON.stringify(sealed),
  });
  const body = (await res.json()) as { value?: { token: string } };
  if (res.status !== 200 || !body.value) throw new Error(`registration failed: ${JSON.stringify(body)}`);
  return body.value.token;
}

/**
 * CPU per bet of the server and of PostgreSQL (every postgres process on the machine: other work on
 * a shared database counts too), and the machine's load: the wall-clock rates depend on what else runs.
 */
function perBet(spent: { server: number; postgres: number; loadGenerator: number }, bets: number) {
  const us = (s: number) => `${Math.round((s * 1e6) / Math.max(1, bets))} µs`;
  return `server ${us(spent.server)}, PostgreSQL ${us(spent.postgres)}, load generator ${us(spent.loadGenerator)} (load average ${os.loadavg()[0]!.toFixed(1)})`;
}

/** Bettors: one registered, funded player and one sportsbook session each. */
async function openBettorSessions(url: string, gameId: string, stamp: number) {
  const sessions: string[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const username = `sb${i}x${stamp % 100_000}`;
    const token = await registerPlayer(url, username, 'Bench2026', i);
    await fund(url, username, '100000.00');
    const launch = (await (
      await fetch(`${url}/wps/game/launchGame`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ nodeId: gameId }),
      })
    ).json()) as { value: { url: string } };
    const launchToken = new URL(launch.value.url, url).searchParams.get('launch');
    const opened = (await (
      await fetch(`${url}/sb/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ launchToken }),
      })
    ).json()) as { value: { sessionId: string } };
    sessions.push(opened.value.sessionId);
  }
  return sessions;
}

/** The fixtures appear within the scheduler's first second. */
async function waitForFixtures(db: pg.Client) {
  let events: { id: string; sport: string }[] = [];
  for (let i = 0; i < 60 && events.length < EVENTS + 50; i++) {
    await new Promise((r) => setTimeout(r, 500));
    events = (
      await db.query(
        `SELECT id, sport FROM sb_events WHERE status = 'prematch' AND starts_at > now() + interval '1 hour' ORDER BY starts_at, id`,
      )
    ).rows as { id: string; sport: string }[];
  }
  if (events.length < EVENTS + 50) throw new Error(`only ${events.length} prematch events`);
  return events;
}

/** Odds of the first market of 50 football and basketball events past the settlement's ones. */
async function quotesOf(url: string, events: { id: string; sport: string }[]) {
  const placementEvents = events
    .slice(EVENTS, EVENTS + 50)
    .filter((e) => e.sport === 'football' || e.sport === 'basketball');
  return (
    await Promise.all(
      placementEvents.map(async (e) => {
        const res = (await (await fetch(`${url}/sb/events?eventId=${e.id}`)).json()) as {
          value: { list: { markets: { outcomes: { outcomeId: string; odds: string }[] }[] }[] };
        };
        return res.value.list[0]?.markets[0]?.outcomes ?? [];
      }),
    )
  ).flat();
}

/** Books BETS open single bets over the chosen events, set-based, as if placed. */
async function seedOpenBets(
  db: pg.Client,
  sessions: string[],
  chosen: { id: string; sport: string }[],
  stamp: number,
) {
  const owners = (
    await db.query(
      `SELECT id, account_id::text, merchant_id, game_id::text FROM house_sessions WHERE id = ANY($1)`,
      [sessions],
    )
  ).rows as { id: string; account_id: string; merchant_id: number; game_id: string }[];
  const seedStart = performance.now();
  for (let from = 0; from < BETS; from += 5_000) {
    const bets = [];
    const legs = [];
    for (let i = from; i < Math.min(BETS, from + 5_000); i++) {
      const event = chosen[i % chosen.length]!;
      const owner = owners[i % owners.length]!;
      const main = MAIN_MARKET[event.sport]!;
      const key = main.keys[Math.floor(i / chosen.length) % main.keys.length]!;
      const id = `bench-${stamp}-${i}`;
      bets.push({
        id,
        merchant_id: owner.merchant_id,
        account_id: owner.account_id,
        session_id: owner.id,
        game_id: owner.game_id,
      });
      legs.push({
        bet_id: id,
        event_id: event.id,
        outcome_id: `${event.id}:${main.market}:${key}`,
        market: main.market,
        outcome: key,
      });
    }
    await db.query(
      `INSERT INTO sb_bets (id, merchant_id, account_id, session_id, game_id, kind, stake, unit_stake, odds, potential_win, state)
     SELECT id, merchant_id, account_id::bigint, session_id, game_id::bigint, 'single', 100, 100, 190, 190, 'open'
     FROM jsonb_to_recordset($1::jsonb) AS v(id text, merchant_id int, account_id text, session_id text, game_id text)`,
      [JSON.stringify(bets)],
    );
    await db.query(
      `INSERT INTO sb_bet_legs (bet_id, idx, event_id, outcome_id, market, line, outcome, odds, requested_odds)
     SELECT bet_id, 0, event_id, outcome_id, market, NULL, outcome, 190, 190
     FROM jsonb_to_recordset($1::jsonb) AS v(bet_id text, event_id text, outcome_id text, market text, outcome text)`,
      [JSON.stringify(legs)],
    );
    await db.query(
      `INSERT INTO house_rounds (id, session_id, merchant_id, account_id, game_id, engine, bet, params, state, server_seed_hash, client_seed, nonce)
     SELECT id, session_id, merchant_id, account_id::bigint, game_id::bigint, 'sportsbook', 100, '{}'::jsonb, 'debited', 'sb:' || id, '', 0
     FROM jsonb_to_recordset($1::jsonb) AS v(id text, merchant_id int, account_id text, session_id text, game_id text)`,
      [JSON.stringify(bets)],
    );
  }
  await db.query('ANALYZE sb_bets; ANALYZE sb_bet_legs; ANALYZE house_rounds; ANALYZE sb_events');
  console.log(
    `seeded ${BETS} open bets over ${EVENTS} events in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
}

/** Ends every chosen event with a score through the demo route, FINISH_CONCURRENCY at a time; the failures. */
async function finishEvents(url: string, chosen: { id: string }[]) {
  const queue = chosen.map((e, i) => ({ id: e.id, home: i % 3, away: (i * 7) % 3 }));
  let failures = 0;
  await Promise.all(
    Array.from({ length: FINISH_CONCURRENCY }, async () => {
      for (let e = queue.pop(); e; e = queue.pop()) {
        const res = await fetch(`${url}/dev/sb/finish`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ eventId: e.id, home: e.home, away: e.away }),
        });
        if (res.status !== 200) failures++;
        await res.arrayBuffer();
      }
    }),
  );
  return failures;
}

async function main() {
  const stamp = Date.now();
  const appDb = `crupier_bench_sb_${stamp}`;
  await adminQuery(`CREATE DATABASE ${appDb}`);
  const db = new pg.Client({ connectionString: databaseUrl(appDb).toString() });
  try {
    const server = await startServer(
      { DATABASE_URL: databaseUrl(appDb).toString(), DB_POOL_SIZE: '20', TRUST_PROXY: '127.0.0.1/32' },
      19_900 + (stamp % 90),
    );
    try {
      await db.connect();
      const game = (
        await db.query(
          `SELECT id::text AS id FROM games WHERE engine = 'sportsbook' AND game_type = 'SPORTS' ORDER BY id LIMIT 1`,
        )
      ).rows[0] as { id: string } | undefined;
      if (!game) throw new Error('no sportsbook game in the catalogue');

      const sessions = await openBettorSessions(server.url, game.id, stamp);

      const events = await waitForFixtures(db);
      const quotes = await quotesOf(server.url, events);

      // 1. Placement under concurrent bettors, each on its own keep-alive connection with a lean client
      // (as the wallet bench's), so the generator leaves the shared cores to the server and PostgreSQL.
      const connections = await Promise.all(sessions.map(() => RawConnection.open(new URL(server.url))));
      const place = async (worker: number, seq: number) => {
        const q = quotes[(worker * 7 + seq) % quotes.length]!;
        const body = JSON.stringify({
          sessionId: sessions[worker],
          kind: 'single',
          stake: '1.00',
          selections: [{ outcomeId: q.outcomeId, odds: q.odds }],
          acceptOdds: 'any',
        });
        return (await connections[worker]!.post('/sb/bets', body, {})) === 200;
      };
      await runLoad(CLIENTS, 3, place); // warm-up
      // What the idle server spends (its schedulers and jobs), to tell it from the bets' own cost.
      const idleCpu = cpuWindow(server.child.pid!);
      await new Promise((r) => setTimeout(r, 3_000));
      const idlePerSecond = idleCpu.end().server / 3;
      console.log(`idle server: ${Math.round(idlePerSecond * 1000)} ms CPU per second`);
      const placeCpu = cpuWindow(server.child.pid!);
      const load = await runLoad(CLIENTS, SECONDS, place);
      const placeSpent = placeCpu.end();
      const placement = {
        bets: load.ops,
        errors: load.errors,
        perSecond: Math.round(load.ops / load.seconds),
        p50: percentile(load.latenciesMs, 50).toFixed(1),
        p99: percentile(load.latenciesMs, 99).toFixed(1),
      };
      console.log(
        `placement: ${placement.bets} bets in ${load.seconds.toFixed(1)} s (${placement.perSecond}/s) by ${CLIENTS} bettors, p50 ${placement.p50} ms, p99 ${placement.p99} ms, ${placement.errors} errors`,
      );
      console.log(
        `  latency p90 ${percentile(load.latenciesMs, 90).toFixed(1)} ms, p99.9 ${percentile(load.latenciesMs, 99.9).toFixed(1)} ms, max ${Math.max(...load.latenciesMs).toFixed(1)} ms`,
      );
      console.log(`  CPU per bet: ${perBet(placeSpent, placement.bets)}`);
      console.log(
        `  server CPU per bet less the idle server's: ${Math.round(((placeSpent.server - idlePerSecond * load.seconds) * 1e6) / Math.max(1, placement.bets))} µs`,
      );
      // The same bettors at set paces (open loop): the latency a bettor sees at a given load, where the
      // closed loop above measures the most the server takes (its latency is bettors ÷ throughput).
      for (const rate of RATES) {
        const paced = await runOpenLoad(CLIENTS, rate, RATE_SECONDS, place);
        console.log(
          `placement at ${rate} bets/s offered by ${CLIENTS} bettors (Poisson, open loop): ${Math.round(paced.ops / paced.seconds)}/s, p50 ${percentile(paced.latenciesMs, 50).toFixed(1)} ms, p99 ${percentile(paced.latenciesMs, 99).toFixed(1)} ms, ${paced.errors} errors`,
        );
        placement.errors += paced.errors;
      }
      for (const connection of connections) connection.close();

      // 2. Settlement of BETS open bets over EVENTS events.
      const chosen = events.slice(0, EVENTS);
      await seedOpenBets(db, sessions, chosen, stamp);

      const settleCpu = cpuWindow(server.child.pid!);
      const started = performance.now();
      const failures = await finishEvents(server.url, chosen);
      // Every bet settled and every settlement's money moved.
      for (;;) {
        const left = (
          await db.query(
            `SELECT (SELECT count(*) FROM sb_bets WHERE id LIKE $1 AND state = 'open')::int AS open,
                    (SELECT count(*) FROM sb_settlements WHERE bet_id LIKE $1 AND applied_at IS NULL)::int AS pending`,
            [`bench-${stamp}-%`],
          )
        ).rows[0] as { open: number; pending: number };
        if (left.open === 0 && left.pending === 0) break;
        if (performance.now() - started > 600_000) throw new Error(`not settled: ${JSON.stringify(left)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const seconds = (performance.now() - started) / 1000;
      const settleSpent = settleCpu.end();
      const won = (
        await db.query(`SELECT count(*)::int AS n FROM sb_bets WHERE id LIKE $1 AND payout > 0`, [
          `bench-${stamp}-%`,
        ])
      ).rows[0] as { n: number };
      console.log(
        `settlement: ${BETS} bets over ${EVENTS} events in ${seconds.toFixed(2)} s = ${Math.round(BETS / seconds)} bets/s (${won.n} paid through the wallet, ${failures} failed calls)`,
      );
      console.log(`  CPU per bet: ${perBet(settleSpent, BETS)}`);
      await server.stop();
      const verify = execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/ledger-verify.ts'], {
        env: { ...process.env, DATABASE_URL: databaseUrl(appDb).toString() },
        encoding: 'utf8',
      });
      console.log(`ledger: ${verify.trim().split('\n').slice(-1)[0]}`);
      const ok = failures === 0 && placement.errors === 0;
      const goals = `goals: settlement ≥ 5,000 bets/s ${BETS / seconds >= 5_000 ? 'met' : 'NOT met'}; placement p99 ≤ 30 ms ${Number(placement.p99) <= 30 ? 'met' : 'NOT met'}`;
      console.log(goals);
      if (!ok) process.exitCode = 1;
    } finally {
      await server.stop();
    }
  } finally {
    await db.end().catch(() => undefined);
    await adminQuery(`DROP DATABASE IF EXISTS ${appDb} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
