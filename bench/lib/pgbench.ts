import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { cpuWindow } from './cpu';

/** pgbench's fair TPC-B: a scale at least its client count (pgbench's documentation), else every
 * transaction queues on the few branch rows and the baseline reads low. */
export const PGBENCH_CLIENTS = Number(process.env.BENCH_PGBENCH_CLIENTS ?? 16);
export const PGBENCH_SCALE = Math.max(
  PGBENCH_CLIENTS,
  Number(process.env.BENCH_PGBENCH_SCALE ?? PGBENCH_CLIENTS),
);

const connectionArgs = (url: URL) => [
  '-h',
  url.hostname,
  '-p',
  url.port || '5432',
  '-U',
  url.username || 'root',
];

export function pgbenchInit(url: URL, name: string) {
  execFileSync('pgbench', [...connectionArgs(url), '-i', '-q', '-s', String(PGBENCH_SCALE), name], {
    stdio: 'ignore',
  });
}

function tpsOf(out: string): number {
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(out) ?? /tps = ([\d.]+)/.exec(out);
  if (!match) throw new Error(`cannot read pgbench output:\n${out}`);
  return Number(match[1]);
}

/** Seconds from the `times` builtin's second line (children's user and system time). */
function childSeconds(out: string): number {
  const lines = out.trim().split('\n');
  const last = lines[lines.length - 1] ?? '';
  return [...last.matchAll(/(\d+)m([\d.]+)s/g)].reduce((s, m) => s + Number(m[1]) * 60 + Number(m[2]), 0);
}

/**
 * One timed TPC-B run: its transactions per second and its transactions, and the CPU seconds they
 * cost, PostgreSQL's processes and pgbench's own (the small vacuum pgbench runs first included).
 */
export async function pgbenchRun(url: URL, name: string, seconds: number) {
  const args = [...connectionArgs(url), '-c', String(PGBENCH_CLIENTS), '-j', '2', '-T', String(seconds)];
  const command = `pgbench ${args.join(' ')} -b tpcb-like ${name} 2>&1; times`;
  const cpu = cpuWindow(process.pid);
  const { stdout } = await promisify(execFile)('bash', ['-c', command], { encoding: 'utf8' });
  const spent = cpu.end();
  const tps = tpsOf(stdout);
  return { tps, transactions: tps * seconds, cpuSeconds: spent.postgres + childSeconds(stdout) };
}
