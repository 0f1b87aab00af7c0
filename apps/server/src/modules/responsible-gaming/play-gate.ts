import { routeKey } from '@crupier/contract/access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { StakeGuard } from './stake-guard';

/**
 * Routes that start play or bring money in: refused with `403 rg_blocked` during a cool-off or a
 * self-exclusion. Withdrawals, records and sign-in stay open. (Each stake is also checked by the
 * stake guard where it moves money.)
 */
export const PLAY_ROUTES: ReadonlySet<string> = new Set([
  'POST /wps/game/launchGame',
  'POST /wps/payments/deposits',
  'POST /wps/relay/GCS_walletTransfer',
]);

/** A root hook (the routes belong to other domains): reads the session only on the routes above. */
export const playGate = fp(async (app: FastifyInstance, opts: { guard: StakeGuard }) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const url = request.routeOptions.url;
    if (!url || !PLAY_ROUTES.has(routeKey(request.method, url))) return;
    await app.optionalAuth(request);
    const account = request.auth?.account;
    if (!account) return;
    // A transfer from a vendor wallet back to MAIN brings money back: only a transfer out of MAIN is play.
    if (url.endsWith('GCS_walletTransfer')) {
      const body = request.body as { from?: unknown } | undefined;
      if (String(body?.from ?? '').toUpperCase() !== 'MAIN') return;
    }
    await opts.guard.assertCanPlay({ merchantId: account.merchantId, accountId: account.id });
  });
});
