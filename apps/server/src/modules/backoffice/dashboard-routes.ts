import { ZEnvelope } from '@crupier/contract/envelope';
import { ZDashboard, ZDashboardQuery, ZOpsMerchant } from '@crupier/contract/ops-dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@/platform/app-error';
import { authOf } from '@/platform/auth';
import type { Dashboard } from './dashboard';
import { gateStaffRoutes } from './staff-access';

const tags = ['operator'];
const security = [{ bearer: [] }];

/**
 * The back office's dashboard (roles finance and risk, and admin): a merchant's deposits, withdrawals,
 * bets, wins, GGR, NGR and players from the ledger; admins pick any merchant (`GET /ops/merchants`).
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: Dashboard }> = async (
  app,
  { dashboard },
) => {
  // Gated before validation, as in routes.ts: no 400 tells a caller without the role anything.
  const requireOperator = gateStaffRoutes(app);

  app.get(
    '/ops/dashboard',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary:
          'Deposits, withdrawals, bets, wins, GGR, NGR, active and new players of today, 7 or 30 days, in total, per vendor, per game type and per day',
        querystring: ZDashboardQuery,
        response: { 200: ZEnvelope(ZDashboard) },
      },
    },
    async (request) => {
      const isAdmin = authOf(request).account.staffRoles.includes('admin');
      const merchant = await dashboard.merchantFor(request.merchant, isAdmin, request.query.merchant);
      return ok(await dashboard.figures(merchant, request.query));
    },
  );

  app.get(
    '/ops/merchants',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Every merchant (admins): the dashboard’s merchant switcher',
        response: { 200: ZEnvelope(z.array(ZOpsMerchant)) },
      },
    },
    async () => ok(await dashboard.merchants()),
  );
};
