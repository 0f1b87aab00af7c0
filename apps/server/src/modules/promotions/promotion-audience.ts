import type { AccountRow } from '@/modules/identity/accounts';
import { vipLevelOf } from '@/modules/loyalty/vip-level';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import type { PromotionsDeps } from './promotion-deps';
import type { EntryRow, PromotionRow, PromotionsRepository } from './repository';

/** Who sees a promotion: its audience, and the members who took part once it closed. */
export function createPromotionAudience(
  { db, clock }: Pick<PromotionsDeps, 'db' | 'clock'>,
  repo: PromotionsRepository,
) {
  async function inAudience(p: PromotionRow, merchant: Merchant, account: AccountRow | null) {
    if (p.audience === 'all') return true;
    if (!account) return p.audience === 'new_members';
    if (p.audience === 'vip') return p.vip_levels.includes(await vipLevelOf(db, merchant.id, account.id));
    if (p.audience === 'new_members') {
      const days = p.new_member_days ?? 30;
      return clock.now().getTime() - account.createdAt.getTime() <= days * 86_400_000;
    }
    if (p.audience === 'downline' && p.agent_account_id)
      return repo.isInDownline(BigInt(p.agent_account_id), account.id);
    return false;
  }

  /** The promotions a member (or a visitor) sees: active ones in their audience, and closed ones they took part in. */
  async function visible(merchant: Merchant, account: AccountRow | null, kind?: string) {
    const [all, entries] = await Promise.all([
      repo.list(merchant.id, kind ? { kind } : {}),
      account ? repo.entries(account.id) : Promise.resolve([] as EntryRow[]),
    ]);
    const shown: PromotionRow[] = [];
    for (const p of all) {
      const tookPart = entries.some((e) => e.promotion_id === p.id);
      if (p.status === 'closed' && !tookPart) continue;
      if (!tookPart && !(await inAudience(p, merchant, account))) continue;
      shown.push(p);
    }
    return { shown, entries };
  }

  async function loadFor(merchant: Merchant, account: AccountRow, id: string) {
    const p = await repo.get(merchant.id, BigInt(id));
    if (
      !p ||
      (p.status === 'closed' && !(await repo.entries(account.id)).some((e) => e.promotion_id === p.id))
    )
      throw new AppError('promotion_not_found', 404);
    if (!(await inAudience(p, merchant, account))) throw new AppError('promotion_not_eligible', 403);
    return p;
  }

  return { visible, loadFor };
}

export type PromotionAudience = ReturnType<typeof createPromotionAudience>;
