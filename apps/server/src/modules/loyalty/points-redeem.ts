import type { TRedeemRequest } from '@crupier/contract/loyalty';
import type { AccountRow } from '@/modules/identity/accounts';
import { checkPaymentPassword } from '@/modules/identity/payment-password';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import type { PointsBooks } from './points-books';
import type { LoyaltyDeps } from './points-settings';
import { redemptionView } from './points-views';
import { createLoyaltyRepository } from './repository';

/** Redeeming a points-mall reward. */
export function createPointsRedeem(deps: LoyaltyDeps, books: PointsBooks) {
  const { repo, clock, throttle } = deps;
  const { balance, debit, payCash, prepare } = books;
  /** Operator-approved kinds: physical items, and bonuses when no bonus service is wired. */
  const needsApproval = (kind: string) => kind === 'item' || (kind === 'bonus' && !deps.bonus);

  return {
    /**
     * Redeems a reward: payment password first (a wrong one moves nothing), then in one transaction
     * the stock, the record and the points debit (and the cash credit for cash rewards). Idempotent
     * by the request key: a repeat returns the first redemption.
     */
    async redeem(
      merchant: Merchant,
      account: AccountRow,
      input: TRedeemRequest,
      requestKey: string,
      lang: string,
    ) {
      const replay = await repo.redemptionByKey(account.id, requestKey);
      if (replay) {
        const reward = await repo.reward(merchant.id, replay.rewardId);
        // A grant interrupted after the commit is finished by the retry (the grant is idempotent by id).
        if (replay.kind === 'bonus' && replay.state === 'approved' && deps.bonus) {
          await deps.bonus({
            merchant,
            account,
            amount: replay.amount,
            id: `points-bonus:${replay.id}`,
            reason: 'points_reward',
          });
        }
        return {
          redemption: redemptionView(replay, reward?.name ?? {}, lang),
          points: await balance(merchant.id, account.id),
        };
      }
      await checkPaymentPassword(throttle, account, input.paymentPassword);
      const reward = await repo.reward(merchant.id, input.rewardId);
      if (!reward) throw new AppError('reward_not_found', 404);
      if (reward.kind === 'item' && !input.delivery) throw new AppError('delivery_required', 400);
      // Resolve the ledger accounts before the transaction (account creation is not transactional).
      await prepare(merchant, account);
      const approval = needsApproval(reward.kind);
      const row = await deps.db.transaction(async (tx) => {
        const txRepo = createLoyaltyRepository(tx);
        if (!(await txRepo.takeStock(reward.id))) throw new AppError('reward_out_of_stock', 409);
        const inserted = await txRepo.insertRedemption({
          merchantId: merchant.id,
          accountId: account.id,
          rewardId: reward.id,
          requestKey,
          kind: reward.kind,
          points: reward.points,
          amount: reward.amount,
          state: approval ? 'in_process' : 'approved',
          delivery: reward.kind === 'item' ? (input.delivery ?? null) : null,
          createdAt: clock.now(),
          decidedAt: approval ? null : clock.now(),
        });
        await debit(
          merchant.id,
          account.id,
          BigInt(reward.points),
          `points-redeem:${inserted.id}`,
          'points_redeem',
          tx,
        );
        if (reward.kind === 'cash') {
          await payCash(merchant, account, reward.amount, `points-cash:${inserted.id}`, 'points_cash', tx);
        }
        return inserted;
      });
      if (reward.kind === 'bonus' && deps.bonus) {
        await deps.bonus({
          merchant,
          account,
          amount: reward.amount,
          id: `points-bonus:${row.id}`,
          reason: 'points_reward',
        });
      }
      return {
        redemption: redemptionView(row, reward.name, lang),
        points: await balance(merchant.id, account.id),
      };
    },
  };
}
