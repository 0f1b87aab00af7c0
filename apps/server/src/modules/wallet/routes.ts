import { ZEnvelope } from '@crupier/contract/envelope';
import { formatMinor } from '@crupier/contract/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/app-error';
import { authOf } from '../../platform/auth';
import type { Wallet } from './service';

const ZWalletBalance = z.object({
  balance: z.string(),
  held: z.string(),
  available: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
});

export const walletRoutes: FastifyPluginAsyncZod<{ wallet: Wallet }> = async (app, { wallet }) => {
  app.get(
    '/wps/v2/wallets/balance',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['wallet'],
        security: [{ bearer: [] }],
        summary: 'Main wallet: balance, funds held by pending withdrawals, available',
        response: { 200: ZEnvelope(ZWalletBalance) },
      },
    },
    async (request) => {
      const { account } = authOf(request);
      const b = await wallet.balance(request.merchant, account);
      return ok({
        balance: formatMinor(b.balance),
        held: formatMinor(b.held),
        available: formatMinor(b.available),
        currency: b.currency,
        currencySymbol: b.currency === 'PLAY' ? '' : request.merchant.currencySymbol,
      });
    },
  );
};
