import crypto from 'node:crypto';
import { ZEnvelope } from '@crupier/contract/envelope';
import { formatMinor, parseMinor, ZMoney } from '@crupier/contract/money';
import { text } from '@crupier/contract/text';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Identity } from '@/modules/identity/service';
import type { Wallet } from '@/modules/wallet/service';
import { AppError, ok } from '@/platform/app-error';
import type { Clock } from '@/platform/clock';

const ZOutboxEntry = z.object({
  to: z.string(),
  channel: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  at: z.string(),
});

/** Demo-only routes (DEMO=1): the outbox of the demo SMS and e-mail provider. */
export const devRoutes: FastifyPluginAsyncZod<{
  identity: Identity;
  wallet: Wallet;
  clock: Clock;
  /** The scheduled jobs (app.ts passes them in): run all now, naming those that failed. */
  jobs: { runAll(log: FastifyBaseLogger): Promise<{ failed: string[] }> };
}> = async (app, { identity, wallet, clock, jobs }) => {
  app.post(
    '/dev/clock',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Move business time forward and run the scheduled jobs as if that time had passed (demo only)',
        body: z.object({
          hours: z
            .number()
            .positive()
            .max(24 * 366),
        }),
        response: {
          200: ZEnvelope(
            z.object({ now: z.string(), offsetHours: z.number(), failedJobs: z.array(z.string()) }),
          ),
        },
      },
    },
    async (request) => {
      clock.advance(request.body.hours * 3_600_000);
      const { failed } = await jobs.runAll(request.log);
      return ok({
        now: clock.now().toISOString(),
        offsetHours: clock.offsetMs() / 3_600_000,
        failedJobs: failed,
      });
    },
  );

  app.post(
    '/dev/fund',
    {
      schema: {
        tags: ['dev'],
        summary: 'Credit a player from the house through the ledger (demo only)',
        headers: z.object({ 'idempotency-key': text(200).min(1).optional() }),
        body: z.object({ username: text(64).min(1), amount: ZMoney }),
        response: { 200: ZEnvelope(z.object({ balance: ZMoney, replayed: z.boolean() })) },
      },
    },
    async (request) => {
      const account = await identity.accounts.byUsername(request.merchant.id, request.body.username);
      if (!account) throw new AppError('player_not_found', 404);
      const amount = parseMinor(request.body.amount);
      if (amount <= 0n) throw new AppError('invalid_input', 400, 'amount must be positive');
      const key = request.headers['idempotency-key'] ?? crypto.randomUUID();
      const outcome = await wallet.adjust(
        request.merchant,
        account,
        amount,
        `dev-fund:${key}`,
        'demo funding',
      );
      const { available } = await wallet.balance(request.merchant, account);
      return ok({ balance: formatMinor(available), replayed: outcome.replayed });
    },
  );

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages the demo providers sent to a number or address',
        querystring: z.object({ to: text(255).min(3) }),
        response: { 200: ZEnvelope(z.array(ZOutboxEntry)) },
      },
    },
    async (request) => {
      const rows = await identity.outbox(request.query.to);
      return ok(
        rows.map((r) => ({
          to: r.to,
          channel: r.channel,
          text: r.text,
          code: r.code,
          at: r.at.toISOString(),
        })),
      );
    },
  );
};
