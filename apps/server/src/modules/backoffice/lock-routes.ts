import { isStaff } from '@crupier/contract/account-types';
import { ZEnvelope } from '@crupier/contract/envelope';
import { text } from '@crupier/contract/text';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Identity } from '@/modules/identity/service';
import { AppError, ok } from '@/platform/app-error';

const tags = ['operator'];
const security = [{ bearer: [] }];
const ZLockRequest = z.object({ reason: text(500).trim().min(1) });
const ZLockResult = z.object({ username: z.string(), status: z.string() });

/**
 * The operator lock of a player account, with a reason: a locked account cannot sign in and all its
 * sessions (its vendors' game tokens too) end at once. Both steps are audited.
 */
export const accountLockRoutes: FastifyPluginAsyncZod<{
  identity: Identity;
  requireOperator: (request: FastifyRequest) => Promise<void>;
  audit: (request: FastifyRequest, event: string, detail: Record<string, unknown>) => Promise<void>;
}> = async (app, { identity, requireOperator, audit }) => {
  for (const action of ['lock', 'unlock'] as const) {
    app.post(
      `/ops/accounts/:username/${action}`,
      {
        preHandler: requireOperator,
        schema: {
          tags,
          security,
          summary:
            action === 'lock'
              ? 'Lock a player account: no sign-in, every session and game token ends'
              : 'Unlock a player account',
          params: z.object({ username: text(64).min(1) }),
          body: ZLockRequest,
          response: { 200: ZEnvelope(ZLockResult) },
        },
      },
      async (request) => {
        const target = await identity.accounts.byUsername(request.merchant.id, request.params.username);
        if (!target || isStaff(target.type)) throw new AppError('player_not_found', 404);
        const before = target.status;
        await identity.accountLock[action](target);
        const after = action === 'lock' ? 'locked' : 'active';
        await audit(request, `ops_account_${action}`, {
          target: String(target.id),
          reason: request.body.reason,
          before,
          after,
        });
        return ok({ username: target.username, status: after });
      },
    );
  }
};
