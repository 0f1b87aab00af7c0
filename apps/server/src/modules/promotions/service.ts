import { isTrial } from '@crupier/contract/account-types';
import { formatMinor } from '@crupier/contract/money';
import { page, type TPageQuery } from '@crupier/contract/paging';
import type { TPromotion, TPromotionQuery } from '@crupier/contract/promotions';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Merchant } from '@/modules/merchants/service';
import { type BonusMoney, createBonusMoney } from './bonus';
import { WAGERING_WEIGHTS } from './engine';
import { createPromotionAudience } from './promotion-audience';
import { createPromotionCards } from './promotion-cards';
import { createPromotionClaims } from './promotion-claims';
import { createApplicationDecisions } from './promotion-decisions';
import { moneyOf, type PromotionsDeps } from './promotion-deps';
import { createPromotionEntries } from './promotion-entries';
import { createPromotionFacts } from './promotion-facts';
import { createPromotionOps } from './promotion-ops';
import { createPromotionRebates } from './promotion-rebates';
import { createPromotionRewards } from './promotion-rewards';
import { pageOf } from './promotion-views';
import { createRebateRun } from './rebate-run';
import { createPromotionsRepository } from './repository';

/**
 * Promotions (issue 15, docs/promotions.md): the operators' definitions, the members' states and their
 * join / apply / claim, approvals, and the daily rebate. Rewards go to the bonus balance when the
 * promotion has a wagering multiple, else to real money, always from the merchant's promotion account.
 */
export function createPromotions(deps: PromotionsDeps) {
  const { db, wallet, clock } = deps;
  const repo = createPromotionsRepository(db);
  const bonus: BonusMoney = createBonusMoney(deps);
  const audience = createPromotionAudience(deps, repo);
  const facts = createPromotionFacts(repo);
  const promotionCards = createPromotionCards(repo, facts);
  const rewards = createPromotionRewards(deps, bonus, promotionCards);
  const tools = { ...audience, ...facts, ...promotionCards, ...rewards };
  const { visible } = audience;
  const { card } = promotionCards;

  return {
    bonus,

    // --- player calls -----------------------------------------------------------------------------
    async list(merchant: Merchant, account: AccountRow | null, query: TPromotionQuery, lang: string) {
      const now = clock.now();
      const { shown, entries } = await visible(merchant, account, query.kind);
      const slice = shown.slice((query.pageNo - 1) * query.pageSize, query.pageNo * query.pageSize);
      const cards: TPromotion[] = [];
      for (const p of slice) cards.push(await card(p, merchant, account, lang, now, { entries }));
      return page(cards, query, shown.length);
    },

    /** The public state's `availablePromoCount`: promotions the member can join, apply for or claim now. */
    async availableCount(merchant: Merchant, account: AccountRow, lang: string) {
      if (isTrial(account.type)) return 0;
      const now = clock.now();
      const { shown, entries } = await visible(merchant, account);
      let count = 0;
      for (const p of shown) {
        if (p.status !== 'active') continue;
        const { state } = await card(p, merchant, account, lang, now, { entries });
        if (state === 'join' || state === 'apply' || state === 'claim') count += 1;
      }
      return count;
    },

    ...createPromotionEntries(clock, repo, tools),
    ...createPromotionClaims(clock, repo, tools),

    async bonuses(
      merchant: Merchant,
      account: AccountRow,
      query: TPageQuery & { state?: string | undefined },
      lang: string,
    ) {
      const { rows, total } = await bonus.list(moneyOf(merchant), account.id, query.state, pageOf(query));
      const [{ available }, bonusBalance] = await Promise.all([
        wallet.balance(merchant, account),
        bonus.balanceOf(moneyOf(merchant), account.id),
      ]);
      const active =
        rows.find((r) => r.state === 'active') ?? (await repo.activeBonus(merchant.id, account.id));
      const remaining = active ? BigInt(active.wagering_required) - BigInt(active.wagering_done) : 0n;
      return {
        ...page(
          rows.map((r) => bonus.view(r, lang, merchant.defaultLanguage)),
          query,
          total,
        ),
        bonusBalance: formatMinor(bonusBalance),
        balance: formatMinor(available),
        wageringRemaining: formatMinor(remaining > 0n ? remaining : 0n),
        weights: { ...WAGERING_WEIGHTS },
      };
    },

    ...createPromotionRebates(deps, repo, bonus),
    ...createRebateRun(deps, repo),

    // --- operators --------------------------------------------------------------------------------
    ops: {
      ...createPromotionOps(deps, repo),
      ...createApplicationDecisions(deps, repo, tools),
    },
  };
}

export type Promotions = ReturnType<typeof createPromotions>;
