import crypto from 'node:crypto';
import { formatMinor, parseMinor } from '@crupier/contract/money';
import type {
  TOpsPaymentMethod,
  TOpsPaymentMethodCreate,
  TOpsPaymentMethodUpdate,
} from '@crupier/contract/ops-payment-methods';
import type { Db } from '@/db/client';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import { createPaymentMethodsRepository, type PaymentMethodRow } from './payment-methods-repository';

/** Kinds whose callbacks are signed with the method's secret. */
const SIGNED_KINDS = new Set(['sandbox']);

export const paymentMethodView = (row: PaymentMethodRow): TOpsPaymentMethod => ({
  id: row.id,
  code: row.code,
  kind: row.kind as TOpsPaymentMethod['kind'],
  name: row.name,
  minAmount: formatMinor(row.minAmount),
  maxAmount: formatMinor(row.maxAmount),
  details: row.details,
  active: row.active,
  sort: row.sort,
  hasSecret: row.secret !== null && row.secret !== '',
});

const changeOf = (input: TOpsPaymentMethodUpdate) => ({
  name: input.name,
  minAmount: parseMinor(input.minAmount),
  maxAmount: parseMinor(input.maxAmount),
  details: input.details,
  active: input.active,
  sort: input.sort,
});

/**
 * A merchant's deposit methods as the back office edits them. Players read the active ones at their
 * next deposit page load (no cache in between). A rotated provider secret is answered once.
 */
export function createPaymentMethods(db: Db) {
  const repo = createPaymentMethodsRepository(db);

  async function methodOf(merchant: Merchant, id: number) {
    const row = await repo.find(merchant.id, id);
    if (!row) throw new AppError('not_found', 404);
    return row;
  }

  return {
    async list(merchant: Merchant) {
      return (await repo.list(merchant.id)).map(paymentMethodView);
    },

    async create(merchant: Merchant, input: TOpsPaymentMethodCreate) {
      const row = await repo.insert({
        merchantId: merchant.id,
        code: input.code,
        kind: input.kind,
        ...changeOf(input),
      });
      if (!row) throw new AppError('method_exists', 409, `a method ${input.code} exists already`);
      return paymentMethodView(row);
    },

    async update(merchant: Merchant, id: number, input: TOpsPaymentMethodUpdate) {
      const before = await methodOf(merchant, id);
      const after = await repo.update(merchant.id, id, changeOf(input));
      if (!after) throw new AppError('not_found', 404);
      return { before: paymentMethodView(before), after: paymentMethodView(after) };
    },

    async rotateSecret(merchant: Merchant, id: number) {
      const method = await methodOf(merchant, id);
      if (!SIGNED_KINDS.has(method.kind)) throw new AppError('no_secret', 409, 'this method signs nothing');
      const secret = crypto.randomBytes(32).toString('base64url');
      await repo.setSecret(merchant.id, id, secret);
      return { code: method.code, secret };
    },
  };
}
export type PaymentMethods = ReturnType<typeof createPaymentMethods>;
