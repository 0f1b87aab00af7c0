import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '@/platform/clock';

/**
 * A scheduled job settles everything that is due at `now` (catching up on missed periods), claims its
 * rows with guarded writes and is idempotent, so several instances, a restart or `POST /dev/clock`
 * may run it at any time.
 */
export type Job = { name: string; run(now: Date, log: FastifyBaseLogger): Promise<void> };

export type Jobs = {
  register(job: Job): void;
  /** Runs every job once, in registration order; one failing job does not stop the others. */
  runAll(log: FastifyBaseLogger): Promise<{ failed: string[] }>;
  names(): string[];
  /** No job starts after this; resolves when the job under way (if any) has finished. */
  stop(): Promise<void>;
};

export function createJobs(clock: Clock): Jobs {
  const jobs: Job[] = [];
  let running: Promise<{ failed: string[] }> | null = null;
  let stopped = false;

  async function runOnce(log: FastifyBaseLogger) {
    const failed: string[] = [];
    for (const job of jobs) {
      if (stopped) break;
      try {
        await job.run(clock.now(), log);
      } catch (error) {
        failed.push(job.name);
        log.error({ err: error, job: job.name }, 'scheduled job failed');
      }
    }
    return { failed };
  }

  return {
    register(job) {
      if (jobs.some((j) => j.name === job.name)) throw new Error(`job ${job.name} is registered twice`);
      jobs.push(job);
    },
    async runAll(log) {
      // A run already under way finishes first, so a forced run always sees the newest clock.
      while (running) await running.catch(() => undefined);
      if (stopped) return { failed: [] };
      running = runOnce(log);
      try {
        return await running;
      } finally {
        running = null;
      }
    },
    names: () => jobs.map((j) => j.name),
    async stop() {
      stopped = true;
      while (running) await running.catch(() => undefined);
    },
  };
}
