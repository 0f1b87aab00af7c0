import fs from 'node:fs';

const TICKS_PER_SECOND = 100;

/** utime + stime of a process; with `reaped`, also the CPU of its children that have exited (cutime + cstime). */
function ticksOf(pid: string, reaped = false): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const own = Number(fields[11]) + Number(fields[12]);
    return reaped ? own + Number(fields[13]) + Number(fields[14]) : own;
  } catch {
    return 0;
  }
}

function parentOf(pid: string): string {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]!;
  } catch {
    return '';
  }
}

function commOf(pid: string): string {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** CPU seconds used by the server, by PostgreSQL's processes and by this load generator, over a window (Linux /proc). */
export function cpuWindow(serverPid: number) {
  const snapshot = () => {
    // Backends come and go (pgbench's clients, a pool's reconnects): the CPU of those that exited stays
    // counted through the postmaster's reaped children, so the sum never goes backwards.
    const pids = fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p) && commOf(p) === 'postgres');
    const live = new Set(pids);
    const postgres = pids.reduce((sum, p) => sum + ticksOf(p, !live.has(parentOf(p))), 0);
    return { server: ticksOf(String(serverPid)), postgres, self: ticksOf(String(process.pid)) };
  };
  const start = snapshot();
  return {
    /** CPU seconds per process group since the window opened. */
    end() {
      const now = snapshot();
      return {
        server: (now.server - start.server) / TICKS_PER_SECOND,
        postgres: (now.postgres - start.postgres) / TICKS_PER_SECOND,
        loadGenerator: (now.self - start.self) / TICKS_PER_SECOND,
      };
    },
  };
}
