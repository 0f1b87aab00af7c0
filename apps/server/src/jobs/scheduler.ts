import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../app';
import { merchants } from '../db/schema';

const EVERY_MS = 60_000;

/**
 * Scheduled work, once a minute: withdrawals past the merchant's confirmation window count as received,
 * and house rounds whose player left are closed. Every job claims its rows with a guarded UPDATE, so
 * several instances may run it at the same time.
 */
export function startJobs(app: App, log: FastifyBaseLogger) {
  const { db, withdrawals, rgs } = app.services;
  let running = false;

  async function tick() {
    if (running) return;
    running = true;
    try {
      for (const merchant of await db.select().from(merchants)) {
        const confirmed = await withdrawals.autoConfirm(merchant);
        if (confirmed.length > 0)
          log.info({ merchant: merchant.code, count: confirmed.length }, 'withdrawals auto-confirmed');
      }
      await rgs.closeAbandonedRounds(log);
    } catch (error) {
      log.error({ err: error }, 'scheduled job failed');
    } finally {
      running = false;
    }
  }

  const timer = setInterval(tick, EVERY_MS);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
