import { ZEnvelope } from '@crupier/contract/envelope';
import { ZLoginRequest, ZLoginResult } from '@crupier/contract/identity';
import { formatMinor, parseMinor } from '@crupier/contract/money';
import { ZPage } from '@crupier/contract/paging';
import {
  ZAdjustRequest,
  ZDecisionRequest,
  ZDeposit,
  ZPaymentListQuery,
  ZWithdrawal,
} from '@crupier/contract/payments';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '../../platform/app-error';
import { authOf } from '../../platform/auth';
import type { PayloadDecryptor } from '../../platform/encrypted-payload';
import { context } from '../identity/routes';
import type { Identity } from '../identity/service';
import type { Deposits } from '../payments/deposits';
import type { Withdrawals } from '../payments/withdrawals';
import type { Wallet } from '../wallet/service';

const tags = ['operator'];
const security = [{ bearer: [] }];
const idParam = z.object({ id: z.string().min(1).max(64) });
const STAFF_TYPE = 9;

/**
 * The operator API the back office sits on: staff accounts (type 9) sign in at /ops/session/login and
 * decide deposits and withdrawals, or adjust a balance with a reason. Every action is audited.
 */
export const backofficeRoutes: FastifyPluginAsyncZod<{
  identity: Identity;
  decryptor: PayloadDecryptor;
  deposits: Deposits;
  withdrawals: Withdrawals;
  wallet: Wallet;
}> = async (app, { identity, decryptor, deposits, withdrawals, wallet }) => {
  const requireOperator = async (request: FastifyRequest) => {
    await app.requireAuth(request);
    const { account, session } = authOf(request);
    if (account.type !== STAFF_TYPE || session.site !== 'operator') throw new AppError('forbidden', 403);
  };
  const audit = (request: FastifyRequest, event: string, detail: Record<string, unknown>) => {
    const { account } = authOf(request);
    return identity.repo.audit({
      event,
      merchantId: account.merchantId,
      accountId: account.id,
      ip: request.ip,
      detail,
    });
  };

  app.post(
    '/ops/session/login',
    {
      preValidation: decryptor.hook,
      schema: {
        tags,
        summary: 'Staff sign-in (encrypted, as the player login)',
        body: ZLoginRequest,
        response: { 200: ZEnvelope(ZLoginResult) },
      },
    },
    async (request) =>
      ok(
        await identity.login.login(
          request.merchant,
          { ...request.body, site: 'operator' },
          context(request, 'operator'),
        ),
      ),
  );

  app.get(
    '/ops/deposits',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Deposits of this merchant',
        querystring: ZPaymentListQuery,
        response: { 200: ZEnvelope(ZPage(ZDeposit.extend({ accountId: z.string() }))) },
      },
    },
    async (request) => ok(await deposits.list(request.merchant, request.query)),
  );

  app.get(
    '/ops/deposits/:id/receipt',
    {
      preHandler: requireOperator,
      schema: { tags, security, summary: 'The receipt image of a deposit', params: idParam },
    },
    async (request, reply) => {
      const receipt = await deposits.receipt(request.merchant, request.params.id);
      return reply.type(receipt.type).header('cache-control', 'no-store').send(receipt.bytes);
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/ops/deposits/:id/${decision}`,
      {
        preHandler: requireOperator,
        schema: {
          tags,
          security,
          summary: `${decision} a deposit`,
          params: idParam,
          body: ZDecisionRequest,
          response: { 200: ZEnvelope(ZDeposit) },
        },
      },
      async (request) => {
        const operator = authOf(request).account.id;
        const result =
          decision === 'approve'
            ? await deposits.approve(request.merchant, request.params.id, operator)
            : await deposits.reject(request.merchant, request.params.id, operator, request.body.reason);
        await audit(request, `ops_deposit_${decision}`, {
          deposit: request.params.id,
          reason: request.body.reason ?? null,
        });
        return ok(result);
      },
    );
    app.post(
      `/ops/withdrawals/:id/${decision}`,
      {
        preHandler: requireOperator,
        schema: {
          tags,
          security,
          summary: `${decision} a withdrawal`,
          params: idParam,
          body: ZDecisionRequest,
          response: { 200: ZEnvelope(ZWithdrawal) },
        },
      },
      async (request) => {
        const operator = authOf(request).account.id;
        const result =
          decision === 'approve'
            ? await withdrawals.approve(request.merchant, request.params.id, operator)
            : await withdrawals.reject(request.merchant, request.params.id, operator, request.body.reason);
        await audit(request, `ops_withdrawal_${decision}`, {
          withdrawal: request.params.id,
          reason: request.body.reason ?? null,
        });
        return ok(result);
      },
    );
  }

  app.get(
    '/ops/withdrawals',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Withdrawals of this merchant',
        querystring: ZPaymentListQuery,
        response: { 200: ZEnvelope(ZPage(ZWithdrawal.extend({ accountId: z.string() }))) },
      },
    },
    async (request) => ok(await withdrawals.list(request.merchant, request.query)),
  );

  app.post(
    '/ops/accounts/:username/adjust',
    {
      preHandler: [requireOperator, app.idempotent],
      schema: {
        tags,
        security,
        summary: 'Adjust a player balance with a reason (signed amount)',
        params: z.object({ username: z.string().min(1).max(64) }),
        headers: z.object({ 'idempotency-key': z.string().min(1).max(255) }),
        body: ZAdjustRequest,
        response: { 200: ZEnvelope(z.object({ balance: z.string() })) },
      },
    },
    async (request) => {
      const target = await identity.repo.findAccountByUsername(request.merchant.id, request.params.username);
      if (!target || target.type === STAFF_TYPE) throw new AppError('player_not_found', 404);
      const amount = parseMinor(request.body.amount);
      if (amount === 0n) throw new AppError('invalid_input', 400, 'amount must not be zero');
      const key = request.headers['idempotency-key'];
      await wallet.adjust(
        request.merchant,
        target,
        amount,
        `adjust:${authOf(request).account.id}:${key}`,
        request.body.reason,
      );
      await audit(request, 'ops_adjust', {
        target: String(target.id),
        amount: request.body.amount,
        reason: request.body.reason,
      });
      return ok({ balance: formatMinor((await wallet.balance(request.merchant, target)).available) });
    },
  );
};
