/**
 * `npm run test:cluster`: two server instances on one PostgreSQL (and one Redis, when the server uses
 * it) behind HAProxy (round-robin), on a fresh database. Through the balancer: logins, a sandbox
 * deposit, house dice rounds; a crash round watched over WebSockets on both instances (same round,
 * same crash point); a balance pushed to a socket on one instance by a bet on the other. Then one
 * instance (the crash loop's leader) is killed with SIGKILL while bets run through the balancer: the
 * balancer sends them to the survivor, every acknowledged bet is in the ledger, the survivor takes the
 * crash loop's lease and plays on, and `ledger:verify` holds. Exit code 1 on any failure.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/server/src/db/client';
import { DEMO_PASSWORD } from '../../apps/server/src/demo/accounts';
import { gameToken, login, walletCall } from '../lib/api';
import { freshDatabase } from '../lib/database';
import type { ServerProcess } from '../lib/server-process';
import { type Ack, betLoad, missingFromLedger } from './bet-load';
import {
  available,
  type CrashRoundView,
  call,
  cents,
  crashRounds,
  type Feed,
  ok,
  openFeed,
  until,
} from './client';
import { clusterEnv, startBalancer, startInstances } from './cluster';
import { calmCrashGame, crashLeader } from './crash-game';

const PORT_LB = 18_610;
const PORT_A = 18_611;
const PORT_B = 18_612;
const PLAYERS = ['jugador1', 'jugador2', 'agente1', 'agente2', 'cliente1', 'cliente2'] as const;
type Player = (typeof PLAYERS)[number];

type Run = {
  lb: string;
  a: ServerProcess;
  b: ServerProcess;
  db: Awaited<ReturnType<typeof openDatabase>>['db'];
  tokens: Record<Player, string>;
  acks: Ack[];
  feeds: Feed[];
  diceSession: string;
  crash: { gameId: string; sessionId: string; a: Feed; b: Feed };
  /** The crash loop's leader (an instance id) once a had subscribed. */
  leaderA: string;
  kill: { at: number; inPlay: CrashRoundView; leaderBefore: string | null };
};

const summary: string[] = [];
async function step(name: string, run: () => Promise<string>) {
  const started = Date.now();
  try {
    const detail = await run();
    summary.push(`✓ ${name}: ${detail} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    console.log(summary.at(-1));
  } catch (error) {
    summary.push(`✗ ${name}: ${error instanceof Error ? error.message : String(error)}`);
    console.log(summary.at(-1));
    throw error;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const servedBy = (answers: { servedBy: string | null }[]) =>
  [...new Set(answers.map((a) => a.servedBy))].sort();

async function nodeOf(run: Run, engine: string) {
  const [row] = await queryRows<{ id: string }>(
    run.db,
    sql`SELECT id::text AS id FROM games WHERE engine = ${engine} AND status = 'active' ORDER BY id LIMIT 1`,
  );
  if (!row) throw new Error(`no ${engine} game in the catalogue`);
  return row.id;
}

/** Launches a house game for the member and opens its game session (POST /rgs/authenticate). */
async function houseSession(base: string, token: string, nodeId: string) {
  const launch = await ok<{ url: string }>(base, 'POST', '/wps/game/launchGame', { token, body: { nodeId } });
  const launchToken = new URL(launch.url, base).searchParams.get('launch');
  if (!launchToken) throw new Error('the launch URL carries no launch token');
  return (await ok<{ sessionId: string }>(base, 'POST', '/rgs/authenticate', { body: { launchToken } }))
    .sessionId;
}

async function logins(run: Run) {
  const status = await Promise.all(
    Array.from({ length: 6 }, () => call(run.lb, 'GET', '/wps/system/status')),
  );
  if (servedBy(status).join() !== 'a,b') throw new Error(`round-robin reached ${servedBy(status).join()}`);
  for (const player of PLAYERS) run.tokens[player] = await login(run.lb, player, DEMO_PASSWORD);
  // Sessions live in the shared database: each token works on both instances.
  for (const player of PLAYERS) {
    for (const instance of [run.a, run.b]) await available(instance.url, run.tokens[player]);
  }
  return `${PLAYERS.length} demo players logged in through the balancer (requests spread over a and b); every session valid on both instances`;
}

async function deposit(run: Run) {
  const token = run.tokens.cliente1;
  const before = await available(run.lb, token);
  const methods = await ok<{ id: number; code: string }[]>(run.lb, 'GET', '/wps/payments/deposit/methods', {
    token,
  });
  const sandbox = methods.find((m) => m.code === 'SANDBOX');
  if (!sandbox) throw new Error('no SANDBOX deposit method');
  const created = await ok<{ id: string; redirectUrl: string }>(run.lb, 'POST', '/wps/payments/deposits', {
    token,
    body: { methodId: sandbox.id, amount: '40.00' },
    idempotent: true,
  });
  // The player pays on the provider's page, which calls the signed webhook back.
  const paid = await fetch(`${run.lb}${created.redirectUrl}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'result=paid',
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`sandbox payment answered ${paid.status}`);
  for (const instance of [run.a, run.b]) {
    const after = await available(instance.url, token);
    if (after !== before + 4000)
      throw new Error(`balance ${after / 100} on an instance, expected ${(before + 4000) / 100}`);
  }
  return 'sandbox deposit of 40.00 paid through its page and webhook; both instances show the new balance';
}

async function houseBets(run: Run) {
  const token = run.tokens.jugador2;
  run.diceSession = await houseSession(run.lb, token, await nodeOf(run, 'dice'));
  const before = await available(run.lb, token);
  const answers = [];
  let won = 0;
  for (let i = 0; i < 10; i++) {
    const played = await call(run.lb, 'POST', '/rgs/play', {
      body: { sessionId: run.diceSession, bet: '1.00', params: { target: 4950, direction: 'under' } },
      idempotent: true,
    });
    if (played.status !== 200) throw new Error(`dice round refused: ${played.status} ${played.code}`);
    const round = (played.value as { round: { roundId: string; win: string } }).round;
    run.acks.push({ txId: `${round.roundId}:bet`, at: Date.now() });
    won += cents(round.win);
    answers.push(played);
  }
  const after = await available(run.lb, token);
  if (after !== before - 1000 + won)
    throw new Error(`balance ${after} after the rounds, expected ${before - 1000 + won}`);
  if (servedBy(answers).join() !== 'a,b')
    throw new Error(`dice rounds served by ${servedBy(answers).join()}`);
  return `10 dice rounds through the balancer (served by a and b), balance = before − stakes + wins`;
}

async function crashBet(run: Run, round: CrashRoundView) {
  const bet = await call(run.lb, 'POST', '/rgs/play', {
    body: { sessionId: run.crash.sessionId, bet: '1.00', params: { autoCashout: '1.20' } },
  });
  if (bet.status !== 200) return false;
  const seen = (feed: Feed) =>
    feed.messages.some((m) => m.type === 'crash' && m.event === 'bet' && m.roundId === round.roundId) ||
    undefined;
  await until(
    'the bet event on both instances',
    () => (seen(run.crash.a) && seen(run.crash.b)) || undefined,
    10_000,
  );
  return true;
}

async function crashRound(run: Run) {
  const gameId = await calmCrashGame(run.db);
  // Instance a opens the session and subscribes first, so it starts the game's loop and takes its
  // lease (a session, a state read or a subscriber starts the loop on the instance that serves it).
  const sessionId = await houseSession(run.a.url, run.tokens.cliente2, gameId);
  const a = await openFeed(run.a.url, { type: 'game', sessionId });
  run.leaderA = await until(
    'a crash leader',
    () => crashLeader(run.db, gameId).then((l) => l ?? undefined),
    15_000,
  );
  const b = await openFeed(run.b.url, { type: 'game', sessionId });
  run.feeds.push(a, b);
  run.crash = { gameId, sessionId, a, b };
  let betOn: CrashRoundView | undefined;
  for (let attempt = 0; attempt < 3 && !betOn; attempt++) {
    const after = Date.now();
    const betting = await until(
      'a round taking bets',
      () => crashRounds(b).find((r) => r.phase === 'betting' && r.at > after),
      30_000,
    );
    if (await crashBet(run, betting)) betOn = betting;
  }
  if (!betOn) throw new Error('no crash bet accepted in three rounds');
  const crashedOn = (feed: Feed) =>
    crashRounds(feed).find((r) => r.roundId === betOn.roundId && r.phase === 'crashed');
  const [onA, onB] = await until(
    'the crash on both instances',
    () => {
      const x = crashedOn(a);
      const y = crashedOn(b);
      return x && y ? [x, y] : undefined;
    },
    30_000,
  );
  if (onA.crashPoint !== onB.crashPoint || !onA.crashPoint) {
    throw new Error(`crash points differ: a ×${onA.crashPoint}, b ×${onB.crashPoint}`);
  }
  return `round ${betOn.roundId.slice(0, 8)} watched on a and b: a bet through the balancer seen on both, crashed at ×${onA.crashPoint} on both`;
}

async function balancePush(run: Run) {
  const token = run.tokens.jugador1;
  const playerToken = await gameToken(run.lb, token);
  for (const [watch, via, names] of [
    [run.b, run.a, 'b ← a'],
    [run.a, run.b, 'a ← b'],
  ] as const) {
    const feed = await openFeed(watch.url, { type: 'auth', token });
    run.feeds.push(feed);
    await until('the first balance', () => feed.messages.find((m) => m.type === 'balance'), 10_000);
    const seen = feed.messages.length;
    const round = crypto.randomUUID();
    const debit = await walletCall(via.url, 'debit', {
      playerToken,
      transactionId: round,
      roundId: round,
      amount: '2.50',
    });
    if (debit.status !== 200) throw new Error(`debit on ${names} refused: ${debit.status}`);
    run.acks.push({ txId: round, at: Date.now() });
    const expected = await available(via.url, token);
    await until(
      `the pushed balance (${names})`,
      () =>
        feed.messages
          .slice(seen)
          .find((m) => m.type === 'balance' && cents(String(m.available)) === expected),
      10_000,
    );
    feed.close();
  }
  return 'a bet on one instance pushed the new balance to a socket on the other, both ways';
}

async function killOne(run: Run) {
  const leaderBefore = await crashLeader(run.db, run.crash.gameId);
  if (leaderBefore !== run.leaderA) throw new Error('the crash lease left instance a before the kill');
  const tokens = await Promise.all(
    (['jugador1', 'agente1', 'agente2'] as const).map((p) => gameToken(run.lb, run.tokens[p])),
  );
  const acks: Ack[] = [];
  const killAt = Date.now() + 3_000;
  const load = betLoad(
    run.lb,
    { tokens, diceSession: run.diceSession, workers: 8, tag: `k${Date.now()}` },
    killAt + 8_000,
    acks,
  );
  await sleep(killAt - Date.now());
  const inPlay = crashRounds(run.crash.b).at(-1)!;
  await run.a.stop('SIGKILL');
  const killed = Date.now();
  run.kill = { at: killed, inPlay, leaderBefore };
  const { errors } = await load;
  run.acks.push(...acks);
  const survivor = acks.filter((a) => a.at > killed + 1_000).length;
  if (survivor === 0) throw new Error('no bet was acknowledged after the kill');
  const status = await call(run.lb, 'GET', '/wps/system/status');
  if (status.servedBy !== 'b')
    throw new Error(`after the kill the balancer answered from ${status.servedBy}`);
  const before = acks.length - survivor;
  return `a killed with SIGKILL under load (9 bettors): ${before} calls acknowledged before, ${survivor} after through the survivor b, ${errors} failed in flight; crash round in play at the kill: ${inPlay.roundId.slice(0, 8)} (${inPlay.phase})`;
}

async function crashContinues(run: Run) {
  const { at: killedAt, inPlay, leaderBefore } = run.kill;
  const feed = run.crash.b;
  const ended = (id: string) =>
    crashRounds(feed).find((r) => r.roundId === id && (r.phase === 'crashed' || r.phase === 'void'));
  const old = await until('the round in play at the kill to end', () => ended(inPlay.roundId), 45_000);
  const fresh = await until(
    'a new round after the kill',
    () =>
      crashRounds(feed).find((r) => r.phase === 'betting' && r.at > killedAt && r.roundId !== inPlay.roundId),
    45_000,
  );
  const done = await until('the new round to crash', () => ended(fresh.roundId), 45_000);
  const leaderAfter = await crashLeader(run.db, run.crash.gameId);
  if (!leaderAfter || leaderAfter === leaderBefore) {
    throw new Error(`the crash lease did not move: before ${leaderBefore}, after ${leaderAfter}`);
  }
  return `the survivor took the lease (${leaderBefore?.slice(0, 8)} → ${leaderAfter.slice(0, 8)}); round ${inPlay.roundId.slice(0, 8)} ended ${old.phase}, new round ${fresh.roundId.slice(0, 8)} opened and ${done.phase} at ×${done.crashPoint}`;
}

async function nothingLost(run: Run) {
  const missing = await missingFromLedger(run.db, run.acks);
  if (missing.length > 0)
    throw new Error(`${missing.length} acknowledged calls missing, e.g. ${missing.slice(0, 3).join(', ')}`);
  return `all ${run.acks.length} acknowledged wallet calls (seamless bets, dice rounds, the balance-push debits) are posted in the ledger`;
}

/** The real command, on the run's database, after every instance has stopped. */
function ledgerVerify(databaseUrl: string) {
  let out: string;
  try {
    out = execFileSync('npm', ['run', '-s', 'ledger:verify'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
  } catch (error) {
    throw new Error(`ledger:verify failed: ${String((error as { stdout?: string }).stdout ?? error)}`);
  }
  const verdict = out.trim().split('\n').at(-1) ?? '';
  if (!verdict.startsWith('ledger ok')) throw new Error(`ledger:verify: ${verdict}`);
  return verdict;
}

async function main() {
  const database = await freshDatabase('crupier_cluster');
  const env = clusterEnv(database.url, crypto.randomUUID().slice(0, 8));
  const open = await openDatabase({ kind: 'postgres', url: database.url });
  let instances: ServerProcess[] = [];
  let balancer: Awaited<ReturnType<typeof startBalancer>> | undefined;
  const run = { tokens: {}, acks: [], feeds: [] } as unknown as Run;
  try {
    await step('two instances and HAProxy', async () => {
      instances = await startInstances(env, [PORT_A, PORT_B]);
      balancer = await startBalancer(PORT_LB, [
        { name: 'a', port: PORT_A },
        { name: 'b', port: PORT_B },
      ]);
      Object.assign(run, { lb: balancer.url, a: instances[0], b: instances[1], db: open.db });
      return `a :${PORT_A}, b :${PORT_B} on ${database.name}, HAProxy :${PORT_LB} round-robin, both up`;
    });
    await step('login', () => logins(run));
    await step('deposit', () => deposit(run));
    await step('house game', () => houseBets(run));
    await step('crash round on both instances', () => crashRound(run));
    await step('balance push across instances', () => balancePush(run));
    await step('SIGKILL one instance under load', () => killOne(run));
    await step('crash game after the kill', () => crashContinues(run));
    await step('nothing acknowledged lost', () => nothingLost(run));
    for (const feed of run.feeds) feed.close();
    await balancer?.stop();
    await Promise.all(instances.map((i) => i.stop('SIGTERM')));
    await step('ledger:verify', async () => ledgerVerify(database.url));
  } finally {
    for (const feed of run.feeds) feed.close();
    await balancer?.stop();
    await Promise.all(instances.map((i) => i.stop('SIGKILL')));
    await open.close();
    await database.drop();
  }
}

const started = Date.now();
main().then(
  () => {
    console.log(`\ntwo instances behind HAProxy (${((Date.now() - started) / 1000).toFixed(0)} s):`);
    for (const line of summary) console.log(`  ${line}`);
    console.log(`cluster test: ${summary.length} passed, 0 failed`);
  },
  (error: unknown) => {
    console.error(error);
    console.log('\ntwo instances behind HAProxy:');
    for (const line of summary) console.log(`  ${line}`);
    console.log(`cluster test: ${summary.filter((l) => l.startsWith('✓')).length} passed, 1 failed`);
    process.exit(1);
  },
);
