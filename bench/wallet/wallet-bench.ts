/**
 * `npm run bench:wallet`: seamless-wallet bets (a debit then a credit, over HTTP, signed) against the
 * real server on PostgreSQL, and pgbench's TPC-B on the same PostgreSQL in the same run.
 * Prints bets/s, p50/p99 per bet, errors, TPC-B tps and the ratio bets/s ÷ TPC-B tps.
 */
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { fund, registerPlayer } from '../lib/api';
import { cpuWindow } from '../lib/cpu';
import { client, percentile, post, runLoad, signed } from '../lib/load';
import { startServer } from '../lib/server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const ADMIN = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

async function admin(query: string) {
  const client = new pg.Client({ connectionString: ADMIN });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string) {
  const url = new URL(ADMIN);
  url.pathname = `/${name}`;
  return url;
}

function pgbench(name: string): number {
  const url = databaseUrl(name);
  const args = ['-h', url.hostname, '-p', url.port || '5432', '-U', url.username || 'root'];
  execFileSync('pgbench', [...args, '-i', '-q', '-s', '1', name], { stdio: 'ignore' });
  const out = execFileSync(
    'pgbench',
    [...args, '-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), '-b', 'tpcb-like', name],
    {
      encoding: 'utf8',
    },
  );
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(out) ?? /tps = ([\d.]+)/.exec(out);
  if (!match) throw new Error(`cannot read pgbench output:\n${out}`);
  return Number(match[1]);
}

async function main() {
  const stamp = Date.now();
  const benchDb = `crupier_pgbench_${stamp}`;
  const appDb = `crupier_bench_${stamp}`;
  await admin(`CREATE DATABASE ${benchDb}`);
  await admin(`CREATE DATABASE ${appDb}`);
  try {
    const tps = pgbench(benchDb);
    console.log(`pgbench TPC-B: ${tps.toFixed(0)} tps (${CLIENTS} clients, ${SECONDS} s, scale 1)`);

    const server = await startServer(
      { DATABASE_URL: databaseUrl(appDb).toString(), DB_POOL_SIZE: '20' },
      19_500 + (stamp % 400),
    );
    try {
      // One player per client, as real concurrent bets come from different players.
      const tokens: string[] = [];
      for (let i = 0; i < CLIENTS; i++) {
        const username = `bench${i}x${stamp % 100_000}`;
        tokens.push(await registerPlayer(server.url, username, 'Bench2026'));
        await fund(server.url, username, '100000.00');
      }
      const url = new URL(server.url);
      const pool = client(url, CLIENTS);
      const call = (op: string, body: Record<string, unknown>) => {
        const { raw, signature } = signed('demo-vendor-secret', body);
        return post(pool, `/vendor/DEMOV/wallet/${op}`, raw, { 'x-signature': signature });
      };
      const bet = async (worker: number, seq: number) => {
        const token = tokens[worker % tokens.length]!;
        const round = `b${worker}-${seq}`;
        const debit = await call('debit', {
          playerToken: token,
          transactionId: `${round}d`,
          roundId: round,
          amount: '0.10',
        });
        if (debit !== 200) return false;
        const credit = await call('credit', {
          playerToken: token,
          transactionId: `${round}c`,
          roundId: round,
          amount: '0.10',
        });
        return credit === 200;
      };
      await runLoad(CLIENTS, 2, bet); // warm-up
      const cpu = cpuWindow(server.child.pid!);
      const result = await runLoad(CLIENTS, SECONDS, bet);
      const used = cpu.end();
      await pool.close();
      const betsPerSecond = result.ops / result.seconds;
      const p50 = percentile(result.latenciesMs, 50);
      const p99 = percentile(result.latenciesMs, 99);
      console.log(
        `wallet bets: ${betsPerSecond.toFixed(0)} bets/s, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, errors ${result.errors} of ${result.ops}`,
      );
      const perBet = (seconds: number) => ((seconds / result.ops) * 1e6).toFixed(0);
      console.log(
        `CPU per bet: server ${perBet(used.server)} µs, PostgreSQL ${perBet(used.postgres)} µs, load generator ${perBet(used.loadGenerator)} µs (${(used.server + used.postgres + used.loadGenerator).toFixed(1)} CPU-s in ${result.seconds.toFixed(1)} s)`,
      );
      console.log(
        `ratio bets/s ÷ TPC-B tps: ${(betsPerSecond / tps).toFixed(2)} (target ≥ 1.00; p99 target ≤ 25 ms; errors target 0)`,
      );
    } finally {
      await server.stop('SIGTERM');
    }
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${appDb} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
