import { ZEnvelope } from '@crupier/contract/envelope';
import {
  type TBulkDecisionResult,
  type TOpsPaymentQuery,
  ZBulkDecisionRequest,
  ZBulkDecisionResult,
} from '@crupier/contract/ops-players';
import { page } from '@crupier/contract/paging';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '@/db/client';
import type { Identity } from '@/modules/identity/service';
import type { Merchant } from '@/modules/merchants/service';
import { AppError, ok } from '@/platform/app-error';
import { createPlayersRepository } from './players-repository';

export type PaymentKind = 'deposit' | 'withdrawal';
export type PaymentDecision = 'approve' | 'reject';
/** The single decision of routes.ts (decide, then audit): bulk decisions go through it one id at a time. */
export type DecidePayment = (
  request: FastifyRequest,
  kind: PaymentKind,
  decision: PaymentDecision,
  id: string,
  reason: string | undefined,
) => Promise<{ status: 'pending' | 'approved' | 'rejected' }>;

/**
 * The back office's payment queues: the list filters (a username, a time range) over the payments
 * services' lists, each item named by its player's username.
 */
export function createPaymentQueues(db: Db, identity: Identity) {
  const players = createPlayersRepository(db);
  return {
    async list<T extends { accountId: string }>(
      merchant: Merchant,
      query: TOpsPaymentQuery,
      lister: (accountId: bigint | undefined) => Promise<ReturnType<typeof page<T>>>,
    ) {
      let accountId: bigint | undefined;
      if (query.username) {
        const account = await identity.accounts.byUsername(merchant.id, query.username);
        if (!account) return page<T & { username: string }>([], query, 0);
        accountId = account.id;
      }
      const result = await lister(accountId);
      const names = await players.usernames(
        merchant.id,
        result.list.map((item) => BigInt(item.accountId)),
      );
      return {
        ...result,
        list: result.list.map((item) => ({ ...item, username: names.get(item.accountId) ?? '' })),
      };
    },
  };
}

/**
 * `POST /ops/deposits/bulk` and `/ops/withdrawals/bulk`: each id is decided on its own through the
 * single decision (so each is idempotent and audited), and answers its own result; one refusal does
 * not stop the others.
 */
export const paymentBulkRoutes: FastifyPluginAsyncZod<{
  decide: DecidePayment;
  requireOperator: (request: FastifyRequest) => Promise<void>;
}> = async (app, { decide, requireOperator }) => {
  for (const kind of ['deposit', 'withdrawal'] as const) {
    app.post(
      `/ops/${kind}s/bulk`,
      {
        preHandler: requireOperator,
        schema: {
          tags: ['operator'],
          security: [{ bearer: [] }],
          summary: `Approve or reject several ${kind}s with one reason: one result per id`,
          body: ZBulkDecisionRequest,
          response: { 200: ZEnvelope(ZBulkDecisionResult) },
        },
      },
      async (request) => {
        const { ids, decision, reason } = request.body;
        const results: TBulkDecisionResult['results'] = [];
        for (const id of new Set(ids)) {
          try {
            const { status } = await decide(request, kind, decision, id, reason);
            results.push({ id, ok: true, status });
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            results.push({ id, ok: false, code: error.code });
          }
        }
        return ok({ results });
      },
    );
  }
};
