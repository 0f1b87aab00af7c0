import crypto from 'node:crypto';
import { Pool } from 'undici';

export type LoadResult = { ops: number; errors: number; seconds: number; latenciesMs: number[] };

/**
 * A keep-alive HTTP client for one server (undici: cheaper per request than node:http, so the load
 * generator takes less of the CPU it shares with the server and the database).
 */
export function client(url: URL, connections: number) {
  return new Pool(url.origin, { connections });
}

/** A JSON POST; resolves with the status code once the body is read. */
export async function post(pool: Pool, path: string, body: string, headers: Record<string, string>) {
  const res = await pool.request({
    method: 'POST',
    path,
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });
  await res.body.dump();
  return res.statusCode;
}

export function signed(secret: string, body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  return { raw, signature: crypto.createHmac('sha256', secret).update(raw).digest('hex') };
}

/** Runs `concurrency` workers that record each op (its outcome and when its latency counts from). */
async function runWorkers(
  concurrency: number,
  work: (worker: number, record: (ok: boolean, fromMs: number) => void) => Promise<void>,
): Promise<LoadResult> {
  const latenciesMs: number[] = [];
  let errors = 0;
  const record = (ok: boolean, fromMs: number) => {
    latenciesMs.push(performance.now() - fromMs);
    if (!ok) errors++;
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, (_, worker) => work(worker, record)));
  return { ops: latenciesMs.length, errors, seconds: (performance.now() - started) / 1000, latenciesMs };
}

/** Runs `op` from `concurrency` loops for `seconds`; each op's latency is recorded. */
export function runLoad(
  concurrency: number,
  seconds: number,
  op: (worker: number, seq: number) => Promise<boolean>,
): Promise<LoadResult> {
  const stopAt = performance.now() + seconds * 1000;
  return runWorkers(concurrency, async (worker, record) => {
    for (let seq = 0; performance.now() < stopAt; seq++) {
      const t0 = performance.now();
      record(await op(worker, seq).catch(() => false), t0);
    }
  });
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Open loop: `concurrency` bettors who together offer `rate` ops a second, each bettor's ops arriving
 * as a Poisson process on its own connection (one op at a time, so a late answer delays its next op).
 * Latency is taken from when an op was due, not when it was sent, so a stall is counted in full.
 */
export function runOpenLoad(
  concurrency: number,
  rate: number,
  seconds: number,
  op: (worker: number, seq: number) => Promise<boolean>,
): Promise<LoadResult> {
  const perWorker = rate / concurrency;
  const gap = () => (-Math.log(1 - Math.random()) / perWorker) * 1000;
  const started = performance.now();
  const stopAt = started + seconds * 1000;
  return runWorkers(concurrency, async (worker, record) => {
    let due = started + gap();
    for (let seq = 0; due < stopAt; seq++) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      record(await op(worker, seq).catch(() => false), due);
      due += gap();
    }
  });
}
