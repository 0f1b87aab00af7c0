import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from './jobs';

const EVERY_MS = 60_000;

/** Runs the registered jobs once a minute (and once at start) until stopped. */
export function startJobs(jobs: Jobs, log: FastifyBaseLogger) {
  const tick = () => void jobs.runAll(log);
  const timer = setInterval(tick, EVERY_MS);
  timer.unref();
  tick();
  return () => clearInterval(timer);
}
