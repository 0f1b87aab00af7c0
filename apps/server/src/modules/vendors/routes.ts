import { ZEnvelope } from '@crupier/contract/envelope';
import {
  ZVendorBalanceRequest,
  ZVendorMoneyRequest,
  ZVendorRollbackRequest,
  ZVendorWalletResult,
} from '@crupier/contract/vendor-wallet';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '@/platform/app-error';
import type { VendorRow } from './repository';
import type { SeamlessWallet } from './seamless-wallet';
import { verifySignature } from './signature';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
    vendor?: VendorRow;
  }
}

const tags = ['vendor wallet'];
const description =
  'Signed with X-Signature: hex(HMAC-SHA256(vendorSecret, rawBody)). Idempotent by transactionId. Amounts are decimal strings.';
const params = z.object({ vendorCode: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/) });

function vendorOf(request: FastifyRequest): VendorRow {
  if (!request.vendor) throw new AppError('invalid_signature', 401);
  return request.vendor;
}

/** The seamless wallet of the contract: POST /vendor/<vendorCode>/wallet/<op>. */
export const vendorWalletRoutes: FastifyPluginAsyncZod<{ seamless: SeamlessWallet }> = async (
  app,
  { seamless },
) => {
  // The signature covers the exact bytes sent, so keep them before parsing.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch (error) {
      (error as { statusCode?: number }).statusCode = 400;
      done(error as Error, undefined);
    }
  });

  // The vendor is found before the body is validated (the signature covers the raw body), so its
  // code is checked here first: nothing unchecked reaches the database.
  app.addHook('preValidation', async (request) => {
    const code = params.safeParse(request.params);
    if (!code.success)
      throw new AppError('invalid_input', 400, 'vendorCode: 1 to 32 letters, digits, - or _');
    const vendor = await seamless.findVendor(code.data.vendorCode);
    const signature = request.headers['x-signature'];
    if (
      !vendor ||
      !verifySignature(
        vendor.secret,
        request.rawBody ?? '',
        typeof signature === 'string' ? signature : undefined,
      )
    ) {
      throw new AppError('invalid_signature', 401);
    }
    request.vendor = vendor;
  });

  const response = { 200: ZEnvelope(ZVendorWalletResult) };

  app.post(
    '/vendor/:vendorCode/wallet/balance',
    {
      schema: { tags, description, summary: 'Player balance', params, body: ZVendorBalanceRequest, response },
    },
    async (request) => ok(await seamless.balance(vendorOf(request), request.merchant, request.body)),
  );
  app.post(
    '/vendor/:vendorCode/wallet/debit',
    {
      schema: {
        tags,
        description,
        summary: 'Take a bet from the player (needs a live session)',
        params,
        body: ZVendorMoneyRequest,
        response,
      },
    },
    async (request) => ok(await seamless.debit(vendorOf(request), request.merchant, request.body)),
  );
  app.post(
    '/vendor/:vendorCode/wallet/credit',
    {
      schema: {
        tags,
        description,
        summary: 'Pay a win (accepted after the session expired)',
        params,
        body: ZVendorMoneyRequest,
        response,
      },
    },
    async (request) => ok(await seamless.credit(vendorOf(request), request.merchant, request.body)),
  );
  app.post(
    '/vendor/:vendorCode/wallet/rollback',
    {
      schema: {
        tags,
        description,
        summary: 'Undo a debit; an unknown id is remembered and refused later',
        params,
        body: ZVendorRollbackRequest,
        response,
      },
    },
    async (request) => ok(await seamless.rollback(vendorOf(request), request.merchant, request.body)),
  );
};
