import type { FastifyBaseLogger } from 'fastify';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Merchant } from '@/modules/merchants/service';
import type { Wallet } from '@/modules/wallet/service';
import { monthOf } from './periods';
import type { LoyaltyRepository, VipLevelRow } from './repository';

/**
 * The monthly keep rule: a member reviewed before this month is judged on last month's turnover and
 * drops one level below the keep threshold (once per member per month).
 */
export async function applyKeepRule(
  deps: { repo: LoyaltyRepository; wallet: Wallet; wall: (d: Date) => Date },
  merchant: Merchant,
  levels: VipLevelRow[],
  now: Date,
  loadAccount: (id: bigint) => Promise<AccountRow | undefined>,
  log: FastifyBaseLogger,
) {
  const { repo, wallet, wall } = deps;
  // Keep rule: a member reviewed before this month is judged on last month's turnover.
  const month = monthOf(now, merchant.gmtOffset);
  const last = monthOf(new Date(month.start.getTime() - 1), merchant.gmtOffset);
  for (const member of await repo.vipMembersToReview(merchant.id, month.key)) {
    const level = levels.find((l) => l.level === member.level);
    // Reached this level during last month or later: the keep rule starts with the next month.
    const fresh = member.reachedAt.getTime() >= last.start.getTime();
    const account = await loadAccount(member.accountId);
    if (!account) continue;
    const walletId = await wallet.walletOf(merchant, account);
    const turnover = await repo.turnover(walletId, { from: wall(last.start), to: wall(last.end) });
    const keeps = fresh || !level || turnover >= level.keepTurnover;
    const below = levels.filter((l) => l.level < member.level).map((l) => l.level);
    const to = keeps ? member.level : below.length > 0 ? Math.max(...below) : 0;
    if ((await repo.reviewVip(member.accountId, member.level, to, month.key)) && to < member.level) {
      log.info(
        { merchant: merchant.code, account: String(member.accountId), from: member.level, to },
        'vip level kept down',
      );
    }
  }
}
