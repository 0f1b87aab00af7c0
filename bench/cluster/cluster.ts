import { type ChildProcess, execSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ServerProcess, startServer } from '../lib/server-process';

export const HAPROXY = '/usr/sbin/haproxy';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The cheap route the balancer probes (it answers without touching the database). */
const HEALTH = '/wps/system/status';

/**
 * What every instance of one run shares: the database, Redis under a key prefix of its own (a server
 * without Redis support ignores both), and the balancer on loopback as a trusted proxy.
 */
export function clusterEnv(databaseUrl: string, runId: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_PREFIX: `crupier-cluster-${runId}:`,
    TRUST_PROXY: '127.0.0.1',
    DEMO: '1',
  };
}

/**
 * Starts the instances one after the other: the first migrates and seeds the demo data, the others
 * then start on a ready database. A start that fails is retried once after a pause (other work on the
 * tree can leave the server briefly unable to start).
 */
export async function startInstances(env: Record<string, string>, ports: number[]): Promise<ServerProcess[]> {
  const started: ServerProcess[] = [];
  try {
    for (const port of ports) {
      started.push(
        await startServer(env, port, 120_000).catch(async (error: unknown) => {
          console.warn(`instance on port ${port} did not start (${String(error)}); retrying in 30 s`);
          await new Promise((r) => setTimeout(r, 30_000));
          return startServer(env, port, 120_000);
        }),
      );
    }
    return started;
  } catch (error) {
    await Promise.all(started.map((s) => s.stop('SIGKILL')));
    throw error;
  }
}

/** Debian's HAProxy; installed with apt-get when missing, else the run fails (it never skips). */
export function ensureHaproxy() {
  if (fs.existsSync(HAPROXY)) return;
  console.log('HAProxy is missing: installing Debian package haproxy');
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', 'DEBIAN_FRONTEND=noninteractive'];
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'haproxy'],
  ]) {
    const [command, ...rest] = [...asRoot, 'apt-get', ...args];
    spawnSync(command!, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  if (!fs.existsSync(HAPROXY)) throw new Error(`${HAPROXY} is missing and could not be installed`);
}

/**
 * Round-robin over the instances, each probed on a cheap route every second (down after 2 misses);
 * a request whose connection to a dead instance fails is sent to another one (`redispatch`: it never
 * reached the dead one, so retrying it is safe). `timeout tunnel` keeps WebSockets open; every answer
 * names the instance that served it in `x-served-by`.
 */
export function haproxyConfig(port: number, servers: { name: string; port: number }[]) {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  option redispatch',
    '  retries 3',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-keep-alive 60s',
    '  timeout tunnel 1h',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    `  option httpchk GET ${HEALTH}`,
    '  http-check expect status 200',
    '  http-response set-header x-served-by %[srv_name]',
    // A loaded machine may take a while to answer a probe; a dead instance refuses the connection at once.
    '  timeout check 5s',
    ...servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check inter 1s fall 2 rise 1`),
    '',
  ].join('\n');
}

export type Balancer = { url: string; child: ChildProcess; stop(): Promise<void> };

/** Runs HAProxy in the foreground on a generated configuration and waits until every server is up. */
export async function startBalancer(
  port: number,
  servers: { name: string; port: number }[],
): Promise<Balancer> {
  ensureHaproxy();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crupier-haproxy-'));
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, haproxyConfig(port, servers));
  execSync(`${HAPROXY} -c -q -f ${file}`, { stdio: 'inherit' });
  const child = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const seen = new Set<string>();
  const deadline = Date.now() + 20_000;
  while (seen.size < servers.length) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with code ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`haproxy: only ${[...seen].join(', ') || 'no instance'} answered within 20 s`);
    }
    try {
      const res = await fetch(`${url}${HEALTH}`);
      const by = res.headers.get('x-served-by');
      if (res.ok && by) seen.add(by);
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
