import { formatMinor } from '@crupier/contract/money';
import type { TPromotion } from '@crupier/contract/promotions';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Merchant } from '@/modules/merchants/service';
import { textIn } from '@/platform/content-language';
import { type EntryState, knownReward, needsJoin, stateOf } from './engine';
import { type PromotionFacts, periodKey } from './promotion-facts';
import { big, rewardView, ruleOf, rulesView } from './promotion-views';
import type { EntryRow, PromotionRow, PromotionsRepository } from './repository';

/** A promotion as a member sees it: its card with the member's state, progress and claimable reward. */
export function createPromotionCards(repo: PromotionsRepository, { factsOf }: PromotionFacts) {
  /** One card: the promotion with the member's state. */
  async function card(
    p: PromotionRow,
    merchant: Merchant,
    account: AccountRow | null,
    lang: string,
    now: Date,
    known?: { entries: EntryRow[] },
  ): Promise<TPromotion> {
    const key = periodKey(p, merchant, now);
    const entry = account
      ? known
        ? known.entries.find((e) => e.promotion_id === p.id && e.period_key === key)
        : await repo.entry(BigInt(p.id), account.id, key)
      : undefined;
    const facts = account ? await factsOf(p, merchant, account, entry, now) : null;
    const state = stateOf(
      {
        kind: p.kind,
        status: p.status,
        startsAt: p.starts_at,
        endsAt: p.ends_at,
        requiresApproval: p.requires_approval,
        entry: (entry?.state as EntryState | undefined) ?? null,
        qualified: facts?.qualified ?? false,
        needsJoin: needsJoin({ kind: p.kind, minTurnover: big(p.min_turnover), minLoss: big(p.min_loss) }),
        guest: account === null,
        excluded: false,
      },
      now,
    );
    const claimable =
      facts?.qualified && (state === 'claim' || state === 'apply')
        ? knownReward(ruleOf(p), facts.base)
        : null;
    return {
      id: p.id,
      kind: p.kind as TPromotion['kind'],
      title: textIn(p.titles, lang, merchant.defaultLanguage),
      body: textIn(p.bodies, lang, merchant.defaultLanguage),
      imageUrl: p.image_url,
      state,
      audience: p.audience as TPromotion['audience'],
      repeat: p.repeat,
      requiresApproval: p.requires_approval,
      startsAt: p.starts_at.toISOString(),
      endsAt: p.ends_at?.toISOString() ?? null,
      rules: rulesView(p),
      reward: rewardView(p),
      progress: facts?.progress
        ? { current: formatMinor(facts.progress.current), target: formatMinor(facts.progress.target) }
        : null,
      claimableAmount: claimable === null ? null : formatMinor(claimable),
      rejectedReason: entry?.state === 'rejected' ? entry.reason : null,
      signedDays: account && p.kind === 'daily_signin' ? await repo.signedDays(BigInt(p.id), account.id) : 0,
    };
  }

  return { card };
}

export type PromotionCards = ReturnType<typeof createPromotionCards>;
