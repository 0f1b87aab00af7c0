import type { AccountRow } from '@/modules/identity/accounts';
import { checkPaymentPassword } from '@/modules/identity/payment-password';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import { formatMinor } from '@/platform/money';
import type { PointsBooks } from './points-books';
import type { LoyaltyDeps } from './points-settings';
import { createLoyaltyRepository } from './repository';

/** Converting points to cash. */
export function createPointsConversion(deps: LoyaltyDeps, books: PointsBooks) {
  const { repo, clock, throttle } = deps;
  const { balance, debit, payCash, prepare, settings } = books;
  return {
    /** Converts a multiple of convertPoints to cash (payment password; idempotent by request key). */
    async convert(
      merchant: Merchant,
      account: AccountRow,
      input: { points: number; paymentPassword: string },
      requestKey: string,
    ) {
      const replay = await repo.conversionByKey(account.id, requestKey);
      if (replay) {
        return {
          points: await balance(merchant.id, account.id),
          converted: replay.points,
          amount: formatMinor(replay.amount),
        };
      }
      await checkPaymentPassword(throttle, account, input.paymentPassword);
      const s = await settings(merchant.id);
      if (input.points < s.minConvertPoints) {
        throw new AppError('points_below_minimum', 422, undefined, { minimum: s.minConvertPoints });
      }
      if (input.points % s.convertPoints !== 0) {
        throw new AppError('points_not_multiple', 400, undefined, { multiple: s.convertPoints });
      }
      const amount = (BigInt(input.points) / BigInt(s.convertPoints)) * s.convertAmount;
      await prepare(merchant, account);
      const row = await deps.db.transaction(async (tx) => {
        const inserted = await createLoyaltyRepository(tx).insertConversion({
          merchantId: merchant.id,
          accountId: account.id,
          requestKey,
          points: input.points,
          amount,
          createdAt: clock.now(),
        });
        await debit(
          merchant.id,
          account.id,
          BigInt(input.points),
          `points-convert:${inserted.id}`,
          'points_convert',
          tx,
        );
        await payCash(merchant, account, amount, `points-convert-cash:${inserted.id}`, 'points_cash', tx);
        return inserted;
      });
      return {
        points: await balance(merchant.id, account.id),
        converted: row.points,
        amount: formatMinor(row.amount),
      };
    },
  };
}
