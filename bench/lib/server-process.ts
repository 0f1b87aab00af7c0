import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The compiled server `npm start` runs (scripts/build-server.mjs), built once per benchmark process. */
let built: Promise<string> | undefined;
async function serverMain(): Promise<string> {
  const script = path.join(root, 'scripts/build-server.mjs');
  built ??= import(script).then((m: { buildServer: () => Promise<string> }) => m.buildServer());
  return built;
}
/** The node flags of `npm run serve` (package.json), so a benchmark runs the server as `npm start` does (ADR 032). */
function serveFlags(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const serve: string = manifest.scripts.serve;
  const flags = /\bnode((?:\s+--\S+)*)\s/.exec(serve)?.[1];
  if (!flags) throw new Error(`no node flags found in the serve script: ${serve}`);
  return flags.trim().split(/\s+/);
}
const NODE_FLAGS = serveFlags();
/** SERVER_NODE_ARGS adds flags for one run, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the server. */
const extraFlags = () => (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/** Builds and starts the real server (`apps/server/dist/main.js`) in its own process and waits until it answers. */
export async function startServer(
  env: Record<string, string>,
  port: number,
  startTimeoutMs = 60_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...NODE_FLAGS, ...extraFlags(), await serverMain()], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      CHALLENGE: 'off',
      DEMO: '1',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} during start`);
    try {
      const res = await fetch(`${url}/wps/system/status`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${startTimeoutMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    stop: async (signal: NodeJS.Signals = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
