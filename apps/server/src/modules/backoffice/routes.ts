import { ZEnvelope } from '@crupier/contract/envelope';
import { ZOpsPaymentQuery } from '@crupier/contract/ops-players';
import { ZPage } from '@crupier/contract/paging';
import { ZDecisionRequest, ZDeposit, ZWithdrawal } from '@crupier/contract/payments';
import { text } from '@crupier/contract/text';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '@/db/client';
import type { Identity } from '@/modules/identity/service';
import type { Merchant } from '@/modules/merchants/service';
import type { DepositLimits } from '@/modules/payments/deposit-limits';
import type { Deposits } from '@/modules/payments/deposits';
import type { Withdrawals } from '@/modules/payments/withdrawals';
import type { Wallet } from '@/modules/wallet/service';
import { ok } from '@/platform/app-error';
import { authOf } from '@/platform/auth';
import { adjustmentRoutes } from './adjustment-routes';
import type { Adjustments } from './adjustments';
import { type StaffChange, staffAuditEntry } from './audit-log';
import { accountLockRoutes } from './lock-routes';
import { createPlayers } from './players';
import {
  createPaymentQueues,
  type DecidePayment,
  type PaymentDecision,
  type PaymentKind,
  paymentBulkRoutes,
} from './players-payments';
import { playerRoutes } from './players-routes';
import { gateStaffRoutes } from './staff-access';

const tags = ['operator'];
const security = [{ bearer: [] }];
const idParam = z.object({ id: text(64).min(1) });

/** What routes.ts needs of a payments service (deposits, withdrawals) to decide one payment. */
type DecidableQueue<T> = {
  find(merchant: Merchant, id: string): Promise<{ status: string } | null | undefined>;
  approve(merchant: Merchant, id: string, operatorId: bigint): Promise<T>;
  reject(merchant: Merchant, id: string, operatorId: bigint, reason: string | undefined): Promise<T>;
};

type DecideOne<T> = (
  request: FastifyRequest,
  decision: PaymentDecision,
  id: string,
  reason: string | undefined,
) => Promise<T>;

/** Decides one deposit or withdrawal of a queue, audited with its status before and after. */
function paymentDecider(
  audit: (request: FastifyRequest, event: string, detail: StaffChange) => Promise<unknown>,
  deposits: Deposits,
  withdrawals: Withdrawals,
) {
  /** One decision on one deposit or withdrawal (idempotent), audited with its status before and after. */
  async function decided<T extends { status: string }>(
    request: FastifyRequest,
    kind: 'deposit' | 'withdrawal',
    decision: PaymentDecision,
    id: string,
    reason: string | undefined,
    before: string | null,
    result: T,
  ) {
    await audit(request, `ops_${kind}_${decision}`, {
      [kind]: id,
      reason: reason ?? null,
      before: { status: before },
      after: { status: result.status },
    });
    return result;
  }
  /** One decision on one payment of a queue (deposits or withdrawals), audited. */
  const decisionOn =
    <T extends { status: string }>(kind: PaymentKind, queue: DecidableQueue<T>) =>
    async (request: FastifyRequest, decision: PaymentDecision, id: string, reason: string | undefined) => {
      const operator = authOf(request).account.id;
      const before = (await queue.find(request.merchant, id))?.status ?? null;
      const result =
        decision === 'approve'
          ? await queue.approve(request.merchant, id, operator)
          : await queue.reject(request.merchant, id, operator, reason);
      return decided(request, kind, decision, id, reason, before, result);
    };
  const decideDeposit = decisionOn('deposit', deposits);
  const decideWithdrawal = decisionOn('withdrawal', withdrawals);
  const decide: DecidePayment = (request, kind, decision, id, reason) =>
    kind === 'deposit'
      ? decideDeposit(request, decision, id, reason)
      : decideWithdrawal(request, decision, id, reason);
  return { decide, decideDeposit, decideWithdrawal };
}

/**
 * The operator API the back office sits on: staff accounts (type 9) sign in at /ops/session/login
 * (staff-routes.ts: password, then TOTP) and decide deposits and withdrawals, or adjust a balance
 * with a reason (adjustment-routes.ts). Every action is audited.
 */
export const backofficeRoutes: FastifyPluginAsyncZod<{
  identity: Identity;
  deposits: Deposits;
  withdrawals: Withdrawals;
  wallet: Wallet;
  adjustments: Adjustments;
  db: Db;
  limits: DepositLimits;
}> = async (app, { identity, deposits, withdrawals, wallet, adjustments, db, limits }) => {
  // A live operator-site session that passed the second factor, and a role that may call the route.
  // Every route here (and in the plugins below) is gated before its input is validated, so that a
  // caller without the session or the role learns nothing from a 400; the routes' own preHandler
  // repeats the check harmlessly.
  const requireOperator = gateStaffRoutes(app);
  // `detail` may name `target`, `reason`, `before` and `after` (audit-log.ts); the rest is kept as detail.
  const audit = (request: FastifyRequest, event: string, detail: StaffChange) =>
    identity.accounts.audit(staffAuditEntry(request, event, detail));
  const queues = createPaymentQueues(db, identity);
  const withUser = z.object({ accountId: z.string(), username: z.string() });

  const { decide, decideDeposit, decideWithdrawal } = paymentDecider(audit, deposits, withdrawals);

  app.get(
    '/ops/deposits',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Deposits of this merchant (filters: status, username, from, to)',
        querystring: ZOpsPaymentQuery,
        response: { 200: ZEnvelope(ZPage(ZDeposit.extend(withUser.shape))) },
      },
    },
    async (request) =>
      ok(
        await queues.list(request.merchant, request.query, (accountId) =>
          deposits.list(request.merchant, request.query, accountId),
        ),
      ),
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

  /** POST /ops/{queue}/:id/{decision}: one decision on one payment of the queue. */
  function decisionRoute<T extends { status: string }>(
    queue: 'deposits' | 'withdrawals',
    noun: PaymentKind,
    decision: PaymentDecision,
    response: z.ZodType<T>,
    decideOne: DecideOne<T>,
  ) {
    app.post(
      `/ops/${queue}/:id/${decision}`,
      {
        preHandler: requireOperator,
        schema: {
          tags,
          security,
          summary: `${decision} a ${noun}`,
          params: idParam,
          body: ZDecisionRequest,
          response: { 200: ZEnvelope(response) },
        },
      },
      async (request) => ok(await decideOne(request, decision, request.params.id, request.body.reason)),
    );
  }

  for (const decision of ['approve', 'reject'] as const) {
    decisionRoute('deposits', 'deposit', decision, ZDeposit, decideDeposit);
    decisionRoute('withdrawals', 'withdrawal', decision, ZWithdrawal, decideWithdrawal);
  }

  app.get(
    '/ops/withdrawals',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Withdrawals of this merchant (filters: status, username, from, to)',
        querystring: ZOpsPaymentQuery,
        response: { 200: ZEnvelope(ZPage(ZWithdrawal.extend(withUser.shape))) },
      },
    },
    async (request) =>
      ok(
        await queues.list(request.merchant, request.query, (accountId) =>
          withdrawals.list(request.merchant, request.query, accountId),
        ),
      ),
  );

  await app.register(adjustmentRoutes, { identity, wallet, adjustments, requireOperator, audit });
  await app.register(accountLockRoutes, { identity, requireOperator, audit });
  await app.register(paymentBulkRoutes, { decide, requireOperator });
  await app.register(playerRoutes, {
    players: createPlayers({ db, identity, wallet, limits }),
    requireOperator,
    audit,
  });
};
