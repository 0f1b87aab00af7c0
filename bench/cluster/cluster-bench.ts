/**
 * `npm run bench:cluster`: seamless-wallet bets (a signed debit, then a credit, as `bench:wallet`) from
 * 32 bettors against one instance and against two instances behind HAProxy, in the same run on one
 * fresh PostgreSQL database. Three setups alternate in rounds (a VM whose speed drifts weighs on all
 * alike): one instance directly, one instance behind HAProxy, two instances behind HAProxy
 * (round-robin). Prints each round, then bets/s, p50/p99 and errors per setup, the CPU the servers and
 * PostgreSQL used per bet, and the ratio of two instances to one (both behind HAProxy).
 */
import os from 'node:os';
import { fund, gameToken, registerPlayer } from '../lib/api';
import { cpuWindow } from '../lib/cpu';
import { freshDatabase } from '../lib/database';
import { type LoadResult, percentile, runLoad, signed } from '../lib/load';
import { RawConnection } from '../lib/raw-http';
import type { ServerProcess } from '../lib/server-process';
import { type Balancer, clusterEnv, startBalancer, startInstances } from './cluster';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const PORT_A = 18_631;
const PORT_B = 18_632;

type Setup = { name: string; tag: string; url: URL; servers: ServerProcess[]; connections: RawConnection[] };
type Tally = { result: LoadResult[]; serverCpu: number; postgresCpu: number };

/** One player per bettor, as real concurrent bets come from different players; returns game tokens. */
async function players(url: string, stamp: number) {
  const tokens: string[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const username = `cl${i}x${stamp % 100_000}`;
    // Each from its own address: registrations are throttled per address (20 an hour).
    const member = await registerPlayer(url, username, 'Bench2026', { 'x-forwarded-for': `10.9.0.${i + 1}` });
    await fund(url, username, '100000.00');
    tokens.push(await gameToken(url, member));
  }
  return tokens;
}

/** A bet as the vendor places it: the debit, then the credit of the same round, each signed. */
function better(setup: Setup, tokens: string[]) {
  const placed = tokens.map(() => 0);
  return async (worker: number) => {
    const round = `${setup.tag}${worker}-${placed[worker]!++}`;
    for (const [op, suffix] of [
      ['debit', 'd'],
      ['credit', 'c'],
    ] as const) {
      const { raw, signature } = signed('demo-vendor-secret', {
        playerToken: tokens[worker],
        transactionId: `${round}${suffix}`,
        roundId: round,
        amount: '0.10',
      });
      const status = await setup.connections[worker]!.post(`/vendor/DEMOV/wallet/${op}`, raw, {
        'x-signature': signature,
      });
      if (status !== 200) return false;
    }
    return true;
  };
}

function report(setup: Setup, tally: Tally) {
  const ops = tally.result.reduce((n, r) => n + r.ops, 0);
  const seconds = tally.result.reduce((n, r) => n + r.seconds, 0);
  const errors = tally.result.reduce((n, r) => n + r.errors, 0);
  const latencies = tally.result.flatMap((r) => r.latenciesMs);
  const perBet = (cpu: number) => ((cpu / ops) * 1e6).toFixed(0);
  console.log(
    `${setup.name}: ${(ops / seconds).toFixed(0)} bets/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, errors ${errors} of ${ops}; CPU per bet: server(s) ${perBet(tally.serverCpu)} µs, PostgreSQL ${perBet(tally.postgresCpu)} µs`,
  );
  return ops / seconds;
}

async function measure(setups: Setup[], tokens: string[]) {
  const bets = new Map(setups.map((s) => [s, better(s, tokens)]));
  const idle = setups[2]!.servers.map((s) => cpuWindow(s.child.pid!));
  await new Promise((r) => setTimeout(r, 5_000));
  const idleMs = idle.map((w) => ((w.end().server / 5) * 1000).toFixed(0));
  console.log(`idle instances: ${idleMs.join(' and ')} ms of CPU per second`);
  for (const setup of setups) await runLoad(CLIENTS, 3, bets.get(setup)!); // warm-up
  const tallies = new Map<Setup, Tally>(setups.map((s) => [s, { result: [], serverCpu: 0, postgresCpu: 0 }]));
  for (let round = 1; round <= ROUNDS; round++) {
    const rates: string[] = [];
    for (const setup of setups) {
      const windows = setup.servers.map((s) => cpuWindow(s.child.pid!));
      const result = await runLoad(CLIENTS, SECONDS / ROUNDS, bets.get(setup)!);
      const spent = windows.map((w) => w.end());
      const tally = tallies.get(setup)!;
      tally.result.push(result);
      tally.serverCpu += spent.reduce((n, s) => n + s.server, 0);
      tally.postgresCpu += spent[0]!.postgres;
      rates.push(`${setup.name} ${(result.ops / result.seconds).toFixed(0)}/s`);
    }
    console.log(`round ${round}: ${rates.join(', ')}`);
  }
  return setups.map((s) => report(s, tallies.get(s)!));
}

async function main() {
  const stamp = Date.now();
  const database = await freshDatabase('crupier_cluster_bench');
  let servers: ServerProcess[] = [];
  const balancers: Balancer[] = [];
  try {
    servers = await startInstances({ ...clusterEnv(database.url, String(stamp)), DB_POOL_SIZE: '20' }, [
      PORT_A,
      PORT_B,
    ]);
    const [a, b] = servers as [ServerProcess, ServerProcess];
    balancers.push(await startBalancer(18_630, [{ name: 'a', port: PORT_A }]));
    balancers.push(
      await startBalancer(18_633, [
        { name: 'a', port: PORT_A },
        { name: 'b', port: PORT_B },
      ]),
    );
    const tokens = await players(a.url, stamp);
    const setups: Setup[] = [
      { name: '1 instance direct', tag: 'd', url: new URL(a.url), servers: [a], connections: [] },
      {
        name: '1 instance behind HAProxy',
        tag: 'h',
        url: new URL(balancers[0]!.url),
        servers: [a],
        connections: [],
      },
      {
        name: '2 instances behind HAProxy',
        tag: 't',
        url: new URL(balancers[1]!.url),
        servers: [a, b],
        connections: [],
      },
    ];
    for (const setup of setups) {
      setup.connections = await Promise.all(tokens.map(() => RawConnection.open(setup.url)));
    }
    console.log(`${CLIENTS} bettors, ${SECONDS} s per setup in ${ROUNDS} rounds; ${os.cpus().length} cores`);
    const [, one, two] = await measure(setups, tokens);
    for (const setup of setups) for (const c of setup.connections) c.close();
    console.log(
      `two instances ÷ one (both behind HAProxy): ${(two! / one!).toFixed(2)}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    for (const balancer of balancers) await balancer.stop();
    await Promise.all(servers.map((s) => s.stop('SIGTERM')));
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
