import { page, type TPageQuery } from '@crupier/contract/paging';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Merchant } from '@/modules/merchants/service';
import { formatMinor } from '@/platform/money';
import { createPointsAccrual } from './points-accrual';
import { createPointsBooks } from './points-books';
import { createPointsConversion } from './points-conversion';
import { createPointsRedeem } from './points-redeem';
import type { LoyaltyDeps } from './points-settings';
import { redemptionView, rewardView } from './points-views';
import { createRedemptionDecision } from './redemption-decision';

export type { BonusGrant, LoyaltyDeps, Settings } from './points-settings';
export {
  DEFAULT_SETTINGS,
  LOYALTY_BONUS_TERMS,
  LOYALTY_BONUS_TITLES,
  POINTS_CURRENCY,
  settingsOf,
} from './points-settings';

/** The points mall: balance, catalogue, redeem, history, rules, convert, movements; and the accrual. */
export function createPoints(deps: LoyaltyDeps) {
  const { repo } = deps;
  const books = createPointsBooks(deps);
  const { pointsAccount, prepare, credit, balance, settings, payCash } = books;

  return {
    pointsAccount,
    prepare,
    credit,
    balance,
    settings,
    payCash,

    async balanceOf(merchant: Merchant, account: AccountRow) {
      const accrual = await repo.accrual(account.id);
      const points = await balance(merchant.id, account.id);
      return { points, totalEarned: Number(accrual?.pointsEarned ?? 0n), neverExpire: true as const };
    },

    async rewards(merchant: Merchant, lang: string, kind?: string) {
      return (await repo.rewards(merchant.id, kind)).map((r) => rewardView(r, lang));
    },

    async config(merchant: Merchant) {
      const s = await settings(merchant.id);
      return {
        turnoverPerPoint: formatMinor(s.turnoverPerPoint),
        convertPoints: s.convertPoints,
        convertAmount: formatMinor(s.convertAmount),
        minConvertPoints: s.minConvertPoints,
        neverExpire: true as const,
        validTurnover: 'bet, *_bet − *_rollback',
      };
    },

    ...createPointsRedeem(deps, books),

    async redeemList(
      merchant: Merchant,
      account: AccountRow,
      query: TPageQuery & { state?: string | undefined },
      lang: string,
    ) {
      const { rows, total } = await repo.redemptions(
        { merchantId: merchant.id, accountId: account.id, ...(query.state ? { state: query.state } : {}) },
        query.pageSize,
        (query.pageNo - 1) * query.pageSize,
      );
      return page(
        rows.map((r) => redemptionView(r.r, r.name, lang)),
        query,
        total,
      );
    },

    async opsRedemptions(
      merchantId: number,
      query: TPageQuery & { state?: string | undefined },
      lang: string,
    ) {
      const { rows, total } = await repo.redemptions(
        { merchantId, ...(query.state ? { state: query.state } : {}) },
        query.pageSize,
        (query.pageNo - 1) * query.pageSize,
      );
      return page(
        rows.map((r) => ({ ...redemptionView(r.r, r.name, lang), username: r.username })),
        query,
        total,
      );
    },

    ...createRedemptionDecision(deps, books),
    ...createPointsConversion(deps, books),

    /** The points account's movements (ODSFE2_MemTransDet), newest first. */
    async details(merchant: Merchant, account: AccountRow, query: TPageQuery) {
      const id = await pointsAccount(merchant.id, account.id);
      const { rows, total } = await repo.entries(id, query.pageSize, (query.pageNo - 1) * query.pageSize);
      return page(
        rows.map((r) => ({
          id: r.id,
          at: new Date(r.at).toISOString(),
          kind: r.kind,
          points: Number(r.amount),
          balanceAfter: Number(r.balance_after),
        })),
        query,
        total,
      );
    },

    ...createPointsAccrual(deps, books),
  };
}

export type Points = ReturnType<typeof createPoints>;
