import { ZEnvelope } from '@crupier/contract/envelope';
import { ZMemberInfo } from '@crupier/contract/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/app-error';
import { authOf } from '../../platform/auth';
import type { Identity } from '../identity/service';
import type { Wallet } from '../wallet/service';
import { memberIcon, memberInfo } from './service';

const tags = ['member'];
const security = [{ bearer: [] }];

export const memberRoutes: FastifyPluginAsyncZod<{ wallet: Wallet; identity: Identity }> = async (
  app,
  { wallet, identity },
) => {
  app.get(
    '/wps/member/info',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'The logged-in account and its public state',
        response: { 200: ZEnvelope(ZMemberInfo) },
      },
    },
    async (request) => {
      const { account } = authOf(request);
      const { available } = await wallet.balance(request.merchant, account);
      const upline = account.uplineId ? await identity.repo.findAccountById(account.uplineId) : undefined;
      return ok(memberInfo(account, request.merchant, available, upline?.username ?? null));
    },
  );

  app.get(
    '/wps/member/info/icon',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Avatar image',
        response: { 200: ZEnvelope(z.object({ iconUrl: z.string() })) },
      },
    },
    async (request) => ok({ iconUrl: memberIcon(authOf(request).account) }),
  );
};
