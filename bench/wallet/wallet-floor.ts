/**
 * `npm run bench:wallet:floor`: what the wallet bench's goal leaves for the wallet's own work on this
 * machine. Measured in one run, alternating in rounds as bench:wallet does:
 *  1. pgbench's TPC-B at the bench's fair setting (scale 16, 16 clients): tps, and the CPU one
 *     transaction costs (PostgreSQL's processes and pgbench's);
 *  2. the same "bet" as bench:wallet (two signed-size JSON POSTs, 32 bettors on lean keep-alive
 *     connections) against a bare Fastify route that parses the body and answers a wallet-sized JSON:
 *     bets/s, and the CPU a bet's HTTP alone costs (that server and this generator).
 * A bet may cost at most 2 cores ÷ TPC-B tps of CPU if bets/s is to reach TPC-B tps with both cores
 * busy; the bare HTTP takes its share of that before any wallet work starts.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cpuWindow } from '../lib/cpu';
import { adminQuery, databaseUrl } from '../lib/database';
import { percentile, runLoad } from '../lib/load';
import { PGBENCH_CLIENTS, PGBENCH_SCALE, pgbenchInit, pgbenchRun } from '../lib/pgbench';
import { RawConnection } from '../lib/raw-http';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const CORES = os.availableParallelism();

/** A bare Fastify server in its own process, as the real server runs (one route, no hooks). */
async function startBare(port: number) {
  const require = createRequire(path.resolve('apps/server/package.json'));
  const fastifyPath = require.resolve('fastify');
  const source = `
    const Fastify = require(${JSON.stringify(fastifyPath)});
    const app = Fastify({ logger: false });
    app.post('/bare', async (request) => ({
      code: 0, message: 'ok',
      value: { transactionId: request.body.transactionId, balance: '99999.90', currency: 'MXN' },
    }));
    app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return child;
}

async function main() {
  const stamp = Date.now();
  const benchDb = `crupier_floor_${stamp}`;
  await adminQuery(`CREATE DATABASE ${benchDb}`);
  const port = 19_900 + (stamp % 90);
  const bare = await startBare(port);
  try {
    pgbenchInit(databaseUrl(benchDb), benchDb);
    const url = new URL(`http://127.0.0.1:${port}`);
    const connections = await Promise.all(Array.from({ length: CLIENTS }, () => RawConnection.open(url)));
    // The wallet bench's request shape: a game token, ids, an amount and a 64-hex signature header.
    const body = (worker: number, seq: number, op: string) =>
      JSON.stringify({
        playerToken: 'g'.repeat(43),
        transactionId: `b${worker}-${seq}${op}`,
        roundId: `b${worker}-${seq}`,
        amount: '0.10',
      });
    const headers = { 'x-signature': 'a'.repeat(64) };
    const bet = async (worker: number, seq: number) => {
      const connection = connections[worker]!;
      if ((await connection.post('/bare', body(worker, seq, 'd'), headers)) !== 200) return false;
      return (await connection.post('/bare', body(worker, seq, 'c'), headers)) === 200;
    };
    await runLoad(CLIENTS, 3, bet); // warm-up

    const totals = { tps: 0, transactions: 0, txCpu: 0, bets: 0, betSeconds: 0, httpCpu: 0 };
    const latencies: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const tpcb = await pgbenchRun(databaseUrl(benchDb), benchDb, SECONDS);
      const cpu = cpuWindow(bare.pid!);
      const load = await runLoad(CLIENTS, SECONDS, bet);
      const spent = cpu.end();
      const httpCpu = spent.server + spent.loadGenerator;
      totals.tps += tpcb.tps;
      totals.transactions += tpcb.transactions;
      totals.txCpu += tpcb.cpuSeconds;
      totals.bets += load.ops;
      totals.betSeconds += load.seconds;
      totals.httpCpu += httpCpu;
      for (const ms of load.latenciesMs) latencies.push(ms);
      console.log(
        `round ${round}: TPC-B ${tpcb.tps.toFixed(0)} tps at ${((tpcb.cpuSeconds / tpcb.transactions) * 1e6).toFixed(0)} µs CPU a transaction; bare HTTP bets ${(load.ops / load.seconds).toFixed(0)}/s at ${((httpCpu / load.ops) * 1e6).toFixed(0)} µs CPU a bet`,
      );
    }
    for (const connection of connections) connection.close();

    const tps = totals.tps / ROUNDS;
    const budget = (CORES / tps) * 1e6;
    const http = (totals.httpCpu / totals.bets) * 1e6;
    console.log(
      `TPC-B: ${tps.toFixed(0)} tps (scale ${PGBENCH_SCALE}, ${PGBENCH_CLIENTS} clients), ${((totals.txCpu / totals.transactions) * 1e6).toFixed(0)} µs CPU a transaction`,
    );
    console.log(
      `bare HTTP: ${(totals.bets / totals.betSeconds).toFixed(0)} bets/s (two POSTs each, ${CLIENTS} bettors), p99 ${percentile(latencies, 99).toFixed(1)} ms, ${http.toFixed(0)} µs CPU a bet (server and generator)`,
    );
    console.log(
      `a bet's CPU budget for bets/s = TPC-B tps on ${CORES} busy cores: ${budget.toFixed(0)} µs; after the bare HTTP: ${(budget - http).toFixed(0)} µs for the wallet's own work (server and PostgreSQL)`,
    );
  } finally {
    bare.kill('SIGTERM');
    await adminQuery(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
