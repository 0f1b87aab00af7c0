import { ZEnvelope } from '@crupier/contract/envelope';
import { formatMinor } from '@crupier/contract/money';
import { ZPage } from '@crupier/contract/paging';
import {
  ZConfirmWithdrawalRequest,
  ZCreateDepositRequest,
  ZCreateWithdrawalRequest,
  ZDeposit,
  ZDepositLimits,
  ZDepositLimitsView,
  ZDepositMethod,
  ZPaymentListQuery,
  ZPayoutAccount,
  ZPayoutAccountRequest,
  ZReceiptUpload,
  ZWithdrawal,
} from '@crupier/contract/payments';
import { text } from '@crupier/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@/platform/app-error';
import { authOf } from '@/platform/auth';
import type { DepositLimits } from './deposit-limits';
import type { Deposits } from './deposits';
import type { createPayoutAccounts } from './payout-accounts';
import type { Withdrawals } from './withdrawals';

const tags = ['payments'];
const security = [{ bearer: [] }];
const idempotencyHeader = z.object({ 'idempotency-key': text(255).min(1) });
const idParam = z.object({ id: text(64).min(1) });

type PaymentRouteOptions = {
  deposits: Deposits;
  withdrawals: Withdrawals;
  limits: DepositLimits;
  payoutAccounts: ReturnType<typeof createPayoutAccounts>;
};

/** Deposit methods, deposits and their receipts. */
const depositRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (app, { deposits }) => {
  app.get(
    '/wps/payments/deposit/methods',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Deposit methods and their limits',
        response: { 200: ZEnvelope(z.array(ZDepositMethod)) },
      },
    },
    async (request) =>
      ok(
        (await deposits.methods(request.merchant)).map((m) => ({
          id: m.id,
          code: m.code,
          kind: m.kind as 'manual_bank' | 'sandbox',
          name: m.name,
          minAmount: formatMinor(m.minAmount),
          maxAmount: formatMinor(m.maxAmount),
          details: m.details,
        })),
      ),
  );

  app.post(
    '/wps/payments/deposits',
    {
      preHandler: [app.requireAuth, app.idempotent],
      schema: {
        tags,
        security,
        summary: 'Start a deposit (manual transfer or provider page)',
        headers: idempotencyHeader,
        body: ZCreateDepositRequest,
        response: { 200: ZEnvelope(ZDeposit) },
      },
    },
    async (request) => ok(await deposits.create(request.merchant, authOf(request).account, request.body)),
  );

  app.get(
    '/wps/payments/deposits',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'My deposits',
        querystring: ZPaymentListQuery,
        response: { 200: ZEnvelope(ZPage(ZDeposit)) },
      },
    },
    async (request) => ok(await deposits.list(request.merchant, request.query, authOf(request).account.id)),
  );

  app.post(
    '/wps/payments/deposits/:id/receipt',
    {
      preHandler: app.requireAuth,
      bodyLimit: 7 * 1024 * 1024,
      schema: {
        tags,
        security,
        summary: 'Attach the transfer receipt (PNG or JPEG data URL, ≤ 5 MB)',
        params: idParam,
        body: ZReceiptUpload,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await deposits.attachReceipt(
        request.merchant,
        authOf(request).account,
        request.params.id,
        request.body.image,
      );
      return ok(null);
    },
  );
};

/** The player's deposit limits and payout accounts. */
const limitAndPayoutAccountRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (
  app,
  { limits, payoutAccounts },
) => {
  app.get(
    '/wps/payments/deposit-limits',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'My deposit limits (day, week, month)',
        response: { 200: ZEnvelope(ZDepositLimitsView) },
      },
    },
    async (request) => ok(await limits.view(authOf(request).account.id)),
  );

  app.put(
    '/wps/payments/deposit-limits',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Set deposit limits: tighter at once, looser after 24 hours',
        body: ZDepositLimits,
        response: { 200: ZEnvelope(ZDepositLimitsView) },
      },
    },
    async (request) => {
      const { account } = authOf(request);
      await limits.set(account.id, request.body);
      return ok(await limits.view(account.id));
    },
  );

  app.get(
    '/wps/payments/payout-accounts',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'My payout accounts',
        response: { 200: ZEnvelope(z.array(ZPayoutAccount)) },
      },
    },
    async (request) => ok(await payoutAccounts.list(authOf(request).account)),
  );

  app.post(
    '/wps/payments/payout-accounts',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Add a payout account (payment password)',
        body: ZPayoutAccountRequest,
        response: { 200: ZEnvelope(ZPayoutAccount) },
      },
    },
    async (request) => ok(await payoutAccounts.add(request.merchant, authOf(request).account, request.body)),
  );

  app.delete(
    '/wps/payments/payout-accounts/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Remove a payout account',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await payoutAccounts.remove(authOf(request).account, request.params.id);
      return ok(null);
    },
  );
};

/** Withdrawal requests and their receipt confirmation. */
const withdrawalRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (app, { withdrawals }) => {
  app.post(
    '/wps/payments/withdrawals',
    {
      preHandler: [app.requireAuth, app.idempotent],
      schema: {
        tags,
        security,
        summary: 'Request a withdrawal: the amount is held until an operator decides',
        headers: idempotencyHeader,
        body: ZCreateWithdrawalRequest,
        response: { 200: ZEnvelope(ZWithdrawal) },
      },
    },
    async (request) =>
      ok(
        await withdrawals.request(
          request.merchant,
          authOf(request).account,
          request.body,
          request.headers['idempotency-key'],
        ),
      ),
  );

  app.get(
    '/wps/payments/withdrawals',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'My withdrawals',
        querystring: ZPaymentListQuery,
        response: { 200: ZEnvelope(ZPage(ZWithdrawal)) },
      },
    },
    async (request) =>
      ok(await withdrawals.list(request.merchant, request.query, authOf(request).account.id)),
  );

  app.post(
    '/wps/payments/withdrawals/:id/confirm',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Confirm receipt: received, not received, or all received',
        params: idParam,
        body: ZConfirmWithdrawalRequest,
        response: { 200: ZEnvelope(ZWithdrawal) },
      },
    },
    async (request) =>
      ok(
        await withdrawals.confirm(
          request.merchant,
          authOf(request).account,
          request.params.id,
          request.body.result,
        ),
      ),
  );
};

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (app, opts) => {
  await depositRoutes(app, opts);
  await limitAndPayoutAccountRoutes(app, opts);
  await withdrawalRoutes(app, opts);
};
