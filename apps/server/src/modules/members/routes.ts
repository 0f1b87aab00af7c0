import { ZEnvelope } from '@crupier/contract/envelope';
import { ZMemberInfo } from '@crupier/contract/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Identity } from '@/modules/identity/service';
import type { Merchant } from '@/modules/merchants/service';
import type { Wallet } from '@/modules/wallet/service';
import { ok } from '@/platform/app-error';
import { authOf } from '@/platform/auth';
import { memberIcon, memberInfo, type VipPublicState } from './service';

const tags = ['member'];
const security = [{ bearer: [] }];

export const memberRoutes: FastifyPluginAsyncZod<{
  wallet: Wallet;
  identity: Identity;
  /** The member's unread internal messages (the messages module). */
  unreadMessages: (account: AccountRow) => Promise<number>;
  /** The member's VIP part of the public state (the loyalty module). */
  vipState?: (merchant: Merchant, account: AccountRow, lang: string) => Promise<VipPublicState>;
  /** Promotions the member can join, apply for or claim now (the promotions module). */
  promoCount?: (merchant: Merchant, account: AccountRow, lang: string) => Promise<number>;
}> = async (app, { wallet, identity, unreadMessages, vipState, promoCount }) => {
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
      const [{ available, held }, upline, unread, vip, promos] = await Promise.all([
        wallet.balance(request.merchant, account),
        account.uplineId ? identity.accounts.byId(account.uplineId) : undefined,
        unreadMessages(account),
        vipState?.(request.merchant, account, request.lang),
        promoCount?.(request.merchant, account, request.lang),
      ]);
      return ok(
        memberInfo(
          account,
          request.merchant,
          available,
          upline?.username ?? null,
          unread,
          vip,
          promos ?? 0,
          held,
        ),
      );
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
