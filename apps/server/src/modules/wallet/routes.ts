import { ZEnvelope } from '@crupier/contract/envelope';
import { formatMinor } from '@crupier/contract/money';
import { ZPage } from '@crupier/contract/paging';
import { text } from '@crupier/contract/text';
import {
  ZMemberTransferRequest,
  ZMerchantWallet,
  ZMovement,
  ZTransactionHistoryQuery,
  ZWalletTransferRequest,
} from '@crupier/contract/wallet';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@/platform/app-error';
import { authOf } from '@/platform/auth';
import type { createMemberTransfer } from './member-transfer';
import type { createWalletRepository } from './repository';
import type { Wallet, WalletBalance } from './service';
import { transactionHistory } from './transaction-history';
import type { VendorWallets } from './vendor-wallets';

const tags = ['wallet'];
const security = [{ bearer: [] }];
const ZWalletBalance = z.object({
  balance: z.string(),
  held: z.string(),
  available: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
});
const idempotencyHeader = z.object({ 'idempotency-key': text(255).min(1) });

function balanceView(request: FastifyRequest, b: WalletBalance) {
  return {
    balance: formatMinor(b.balance),
    held: formatMinor(b.held),
    available: formatMinor(b.available),
    currency: b.currency,
    currencySymbol: b.currency === 'PLAY' ? '' : request.merchant.currencySymbol,
  };
}

export const walletRoutes: FastifyPluginAsyncZod<{
  wallet: Wallet;
  repo: ReturnType<typeof createWalletRepository>;
  memberTransfer: ReturnType<typeof createMemberTransfer>;
  vendorWallets: VendorWallets;
}> = async (app, { wallet, repo, memberTransfer, vendorWallets }) => {
  app.get(
    '/wps/v2/wallets/balance',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Main wallet: balance, funds held by pending withdrawals, available',
        response: { 200: ZEnvelope(ZWalletBalance) },
      },
    },
    async (request) =>
      ok(balanceView(request, await wallet.balance(request.merchant, authOf(request).account))),
  );

  app.get(
    '/wps/wallet/transactionHistory',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Account record: every movement with its balance after; dates in the merchant’s time zone',
        querystring: ZTransactionHistoryQuery,
        response: { 200: ZEnvelope(ZPage(ZMovement)) },
      },
    },
    async (request) => {
      const { account } = authOf(request);
      return ok(
        await transactionHistory(
          repo,
          request.merchant,
          await wallet.walletOf(request.merchant, account),
          request.query,
        ),
      );
    },
  );

  app.post(
    '/wps/wallet/transfer/member',
    {
      preHandler: [app.requireAuth, app.idempotent],
      schema: {
        tags,
        security,
        summary: 'Transfer to the upline or, for agents, to a downline account (payment password)',
        headers: idempotencyHeader,
        body: ZMemberTransferRequest,
        response: { 200: ZEnvelope(ZWalletBalance) },
      },
    },
    async (request) => {
      const balance = await memberTransfer(
        request.merchant,
        authOf(request).account,
        request.body,
        request.headers['idempotency-key'],
      );
      return ok(balanceView(request, balance));
    },
  );

  app.post(
    '/wps/relay/GCS_merchantWallet',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Vendor wallets of transfer-mode vendors',
        response: { 200: ZEnvelope(ZMerchantWallet) },
      },
    },
    async (request) => ok(await vendorWallets.list(request.merchant, authOf(request).account)),
  );

  app.post(
    '/wps/relay/GCS_walletTransfer',
    {
      preHandler: [app.requireAuth, app.idempotent],
      schema: {
        tags,
        security,
        summary: 'Move money between the main wallet (MAIN) and a transfer-mode vendor wallet',
        headers: idempotencyHeader,
        body: ZWalletTransferRequest,
        response: { 200: ZEnvelope(ZMerchantWallet) },
      },
    },
    async (request) =>
      ok(
        await vendorWallets.transfer(
          request.merchant,
          authOf(request).account,
          request.body,
          request.headers['idempotency-key'],
        ),
      ),
  );
};
