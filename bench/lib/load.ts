import crypto from 'node:crypto';
import http from 'node:http';

export type LoadResult = { ops: number; errors: number; seconds: number; latenciesMs: number[] };

/** A keep-alive HTTP POST with a JSON body; resolves with the status code. */
export function post(
  agent: http.Agent,
  url: URL,
  path: string,
  body: string,
  headers: Record<string, string>,
) {
  return new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export function signed(secret: string, body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  return { raw, signature: crypto.createHmac('sha256', secret).update(raw).digest('hex') };
}

/** Runs `op` from `concurrency` loops for `seconds`; each op's latency is recorded. */
export async function runLoad(
  concurrency: number,
  seconds: number,
  op: (worker: number, seq: number) => Promise<boolean>,
): Promise<LoadResult> {
  const latenciesMs: number[] = [];
  let errors = 0;
  const started = performance.now();
  const stopAt = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let seq = 0; performance.now() < stopAt; seq++) {
        const t0 = performance.now();
        const ok = await op(worker, seq).catch(() => false);
        latenciesMs.push(performance.now() - t0);
        if (!ok) errors++;
      }
    }),
  );
  return { ops: latenciesMs.length, errors, seconds: (performance.now() - started) / 1000, latenciesMs };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
