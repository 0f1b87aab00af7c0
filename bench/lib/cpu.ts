import fs from 'node:fs';

const TICKS_PER_SECOND = 100;

function ticksOf(pid: string): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0;
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
    const postgres = fs
      .readdirSync('/proc')
      .filter((p) => /^\d+$/.test(p) && commOf(p) === 'postgres')
      .reduce((sum, p) => sum + ticksOf(p), 0);
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
