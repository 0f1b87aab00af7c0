import type { AccountRow } from '@/modules/identity/accounts';
import { dayOf, localDate } from '@/modules/loyalty/periods';
import type { Merchant } from '@/modules/merchants/service';
import { needsJoin } from './engine';
import { big } from './promotion-views';
import type { EntryRow, PromotionRow, PromotionsRepository } from './repository';

/** What a member's progress toward a promotion is at `now` (deposits, play since the join). */
type Facts = { qualified: boolean; base: bigint; progress: { current: bigint; target: bigint } | null };

/** The period an entry belongs to: the promotion once, or the merchant day of a daily promotion. */
export const periodKey = (p: PromotionRow, merchant: Merchant, now: Date) =>
  p.repeat === 'daily' ? localDate(now, merchant.gmtOffset) : 'once';

/** Whether a member meets a promotion's conditions, and the amount its reward is a share of. */
export function createPromotionFacts(repo: PromotionsRepository) {
  async function factsOf(
    p: PromotionRow,
    merchant: Merchant,
    account: AccountRow,
    entry: EntryRow | undefined,
    now: Date,
  ): Promise<Facts> {
    let qualified = true;
    let base = 0n;
    let progress: Facts['progress'] = null;
    const minDeposit = big(p.min_deposit) ?? 0n;
    if (p.kind === 'deposit_match' || minDeposit > 0n || p.first_deposit_only) {
      const deposits = await repo.deposits(account.id);
      const from = p.repeat === 'daily' ? dayOf(now, merchant.gmtOffset).start : p.starts_at;
      const candidates = p.first_deposit_only ? deposits.slice(0, 1) : deposits;
      const qualifying = candidates.filter(
        (d) => d.at >= from && (!p.ends_at || d.at < p.ends_at) && d.amount >= minDeposit && d.amount > 0n,
      );
      const chosen = qualifying.at(-1);
      qualified = chosen !== undefined;
      base = chosen?.amount ?? 0n;
    }
    if (needsJoin({ kind: p.kind, minTurnover: big(p.min_turnover), minLoss: big(p.min_loss) })) {
      const since = entry?.state === 'joined' ? entry.created_at : null;
      const play = since ? await repo.playSince(account.id, since) : { stakes: 0n, wins: 0n };
      if (p.kind === 'cashback' || (big(p.min_loss) ?? 0n) > 0n) {
        const loss = play.stakes > play.wins ? play.stakes - play.wins : 0n;
        const target = big(p.min_loss) ?? 0n;
        progress = { current: loss, target };
        qualified = qualified && since !== null && loss > 0n && loss >= target;
        base = loss;
      } else {
        const target = big(p.min_turnover) ?? 0n;
        progress = { current: play.stakes, target };
        qualified = qualified && since !== null && play.stakes >= target;
      }
    }
    return { qualified, base, progress };
  }

  return { factsOf };
}

export type PromotionFacts = ReturnType<typeof createPromotionFacts>;
