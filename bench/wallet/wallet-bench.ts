/**
 * `npm run bench:wallet`: seamless-wallet bets (a debit then a credit, over HTTP, signed) against the
 * real server on PostgreSQL, and pgbench's TPC-B on the same PostgreSQL in the same run.
 * The two alternate in rounds, so that a VM whose speed drifts within the run weighs on both alike.
 * Prints each round, then bets/s, p50/p99 per bet, errors, TPC-B tps and the ratio bets/s ÷ TPC-B tps.
 */
import { fund, gameToken, registerPlayer } from '../lib/api';
import { cpuWindow } from '../lib/cpu';
import { adminQuery, databaseUrl } from '../lib/database';
import { percentile, runLoad, signed } from '../lib/load';
import { PGBENCH_CLIENTS, PGBENCH_SCALE, pgbenchInit, pgbenchRun } from '../lib/pgbench';
import { RawConnection } from '../lib/raw-http';
import { startServer } from '../lib/server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Concurrent bettors (issue 19: 32). */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);

async function main() {
  const stamp = Date.now();
  const benchDb = `crupier_pgbench_${stamp}`;
  const appDb = `crupier_bench_${stamp}`;
  await adminQuery(`CREATE DATABASE ${benchDb}`);
  await adminQuery(`CREATE DATABASE ${appDb}`);
  try {
    pgbenchInit(databaseUrl(benchDb), benchDb);
    const server = await startServer(
      // Registrations are throttled per address: each player registers from its own (forwarded) one.
      { DATABASE_URL: databaseUrl(appDb).toString(), DB_POOL_SIZE: '20', TRUST_PROXY: '127.0.0.1/32' },
      19_500 + (stamp % 400),
    );
    try {
      // One player per client, as real concurrent bets come from different players.
      const tokens: string[] = [];
      for (let i = 0; i < CLIENTS; i++) {
        const username = `bench${i}x${stamp % 100_000}`;
        const client = { 'x-forwarded-for': `10.78.0.${i + 1}` };
        tokens.push(
          await gameToken(server.url, await registerPlayer(server.url, username, 'Bench2026', client)),
        );
        await fund(server.url, username, '100000.00');
      }
      const url = new URL(server.url);
      // One connection per client, as pgbench has.
      const connections = await Promise.all(tokens.map(() => RawConnection.open(url)));
      const call = (connection: RawConnection, op: string, body: Record<string, unknown>) => {
        const { raw, signature } = signed('demo-vendor-secret', body);
        return connection.post(`/vendor/DEMOV/wallet/${op}`, raw, { 'x-signature': signature });
      };
      const placed = tokens.map(() => 0);
      const bet = async (worker: number) => {
        const token = tokens[worker]!;
        const connection = connections[worker]!;
        const seq = placed[worker] ?? 0;
        placed[worker] = seq + 1;
        const round = `b${worker}-${seq}`;
        const debit = await call(connection, 'debit', {
          playerToken: token,
          transactionId: `${round}d`,
          roundId: round,
          amount: '0.10',
        });
        if (debit !== 200) return false;
        const credit = await call(connection, 'credit', {
          playerToken: token,
          transactionId: `${round}c`,
          roundId: round,
          amount: '0.10',
        });
        return credit === 200;
      };
      await runLoad(CLIENTS, 5, bet); // warm-up: the server’s JIT and the database’s caches

      // pgbench takes whole seconds.
      const slice = Math.max(1, Math.round(SECONDS / ROUNDS));
      const latenciesMs: number[] = [];
      let bets = 0;
      let errors = 0;
      let betSeconds = 0;
      let transactions = 0;
      let transactionCpu = 0;
      const used = { server: 0, postgres: 0, loadGenerator: 0 };
      for (let round = 1; round <= ROUNDS; round++) {
        const tpcb = await pgbenchRun(databaseUrl(benchDb), benchDb, slice);
        const { tps } = tpcb;
        transactions += tpcb.transactions;
        transactionCpu += tpcb.cpuSeconds;
        const cpu = cpuWindow(server.child.pid!);
        const result = await runLoad(CLIENTS, slice, bet);
        const spent = cpu.end();
        used.server += spent.server;
        used.postgres += spent.postgres;
        used.loadGenerator += spent.loadGenerator;
        bets += result.ops;
        errors += result.errors;
        betSeconds += result.seconds;
        latenciesMs.push(...result.latenciesMs);
        const rate = result.ops / result.seconds;
        console.log(
          `round ${round}: TPC-B ${tps.toFixed(0)} tps, bets ${rate.toFixed(0)}/s, ratio ${(rate / tps).toFixed(2)}`,
        );
      }
      for (const connection of connections) connection.close();

      const tps = transactions / (slice * ROUNDS);
      const betsPerSecond = bets / betSeconds;
      const p50 = percentile(latenciesMs, 50);
      const p99 = percentile(latenciesMs, 99);
      console.log(
        `pgbench TPC-B: ${tps.toFixed(0)} tps (${PGBENCH_CLIENTS} clients, scale ${PGBENCH_SCALE}, ${slice * ROUNDS} s in ${ROUNDS} rounds), ${((transactionCpu / transactions) * 1e6).toFixed(0)} µs CPU a transaction (PostgreSQL and pgbench); bets: ${CLIENTS} bettors`,
      );
      console.log(
        `wallet bets: ${betsPerSecond.toFixed(0)} bets/s, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, errors ${errors} of ${bets}`,
      );
      const perBet = (seconds: number) => ((seconds / bets) * 1e6).toFixed(0);
      console.log(
        `CPU per bet: server ${perBet(used.server)} µs, PostgreSQL ${perBet(used.postgres)} µs, load generator ${perBet(used.loadGenerator)} µs (${(used.server + used.postgres + used.loadGenerator).toFixed(1)} CPU-s in ${betSeconds.toFixed(1)} s)`,
      );
      console.log(
        `ratio bets/s ÷ TPC-B tps: ${(betsPerSecond / tps).toFixed(2)} (target ≥ 1.00; p99 target ≤ 25 ms; errors target 0)`,
      );
    } finally {
      await server.stop('SIGTERM');
    }
  } finally {
    await adminQuery(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
    await adminQuery(`DROP DATABASE IF EXISTS ${appDb} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
