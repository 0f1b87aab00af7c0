import { isTrial } from '@crupier/contract/account-types';
import type { TVipState } from '@crupier/contract/loyalty';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Merchant } from '@/modules/merchants/service';
import type { Wallet } from '@/modules/wallet/service';
import type { Clock } from '@/platform/clock';
import { localDate, monthOf } from './periods';
import type { BonusGrant, Points } from './points';
import type { LoyaltyRepository, VipLevelRow } from './repository';
import { applyKeepRule } from './vip-keep-rule';
import { text, vipStateView } from './vip-state-view';

/** The highest level whose upgrade conditions (cumulative turnover and deposits) are both met. */
export function levelFor(levels: readonly VipLevelRow[], turnover: bigint, deposits: bigint): number {
  let reached = 0;
  for (const l of levels)
    if (turnover >= l.minTurnover && deposits >= l.minDeposits) reached = Math.max(reached, l.level);
  return reached;
}

/**
 * VIP levels per merchant. Upgrade is immediate (on every read of the VIP page and every job run) and
 * pays each newly reached level's level-up bonus once in the member's life; the monthly keep rule drops
 * one level when last month's valid turnover was below the level's keep threshold; birthday bonus once
 * a year on the member's birthday (profile date, merchant's GMT offset).
 */
export function createVip(deps: {
  repo: LoyaltyRepository;
  wallet: Wallet;
  points: Points;
  clock: Clock;
  bonus?: BonusGrant | undefined;
}) {
  const { repo, wallet, points, clock } = deps;

  /** Wall-clock instant of a business instant (transfers carry wall-clock times). */
  const wall = (d: Date) => new Date(d.getTime() - clock.offsetMs());

  async function pay(
    merchant: Merchant,
    account: Pick<AccountRow, 'id' | 'type'>,
    amount: bigint,
    id: string,
    kind: string,
  ) {
    if (amount <= 0n) return;
    if (deps.bonus) {
      await deps.bonus({ merchant, account: account as AccountRow, amount, id, reason: kind });
      return;
    }
    await points.payCash(merchant, account, amount, id, kind);
  }

  /**
   * Cumulative turnover and deposits (since the last keep-rule drop, if any). `allTimeTurnover`: the
   * figure the points accrual has just summed with the same definition, reused when it counts from the start.
   */
  async function figures(
    merchant: Merchant,
    account: Pick<AccountRow, 'id' | 'type'>,
    from: Date | null,
    allTimeTurnover?: bigint,
  ) {
    const walletId = await wallet.walletOf(merchant, account);
    const [turnover, deposits] = await Promise.all([
      from === null && allTimeTurnover !== undefined
        ? allTimeTurnover
        : repo.turnover(walletId, from ? { from } : undefined),
      repo.deposits(walletId, from),
    ]);
    return { walletId, turnover, deposits };
  }

  /** Upgrades at once when the member qualifies for a higher level; returns the current level. */
  async function refresh(
    merchant: Merchant,
    account: Pick<AccountRow, 'id' | 'type'>,
    levels?: VipLevelRow[],
    allTimeTurnover?: bigint,
  ) {
    const all = levels ?? (await repo.vipLevels(merchant.id));
    if (all.length === 0 || isTrial(account.type)) return { level: 0, levels: all, figures: null };
    await repo.ensureVipMember(merchant.id, account.id, monthOf(clock.now(), merchant.gmtOffset).key);
    const member = (await repo.vipMember(account.id))!;
    const f = await figures(merchant, account, member.countsFrom, allTimeTurnover);
    const target = levelFor(all, f.turnover, f.deposits);
    if (target > member.level) {
      // Level-up bonus of every level newly reached above the highest ever reached (once per level:
      // the payments are idempotent by their ids, so they go first and a failed raise is retried whole).
      for (const l of all) {
        if (l.level > member.topLevel && l.level <= target) {
          await pay(
            merchant,
            account,
            l.levelUpBonus,
            `vip-levelup:${account.id}:${l.level}`,
            'vip_level_up',
          );
        }
      }
      if (await repo.raiseVip(account.id, member.level, target, clock.now())) {
        return { level: target, levels: all, figures: f };
      }
      const now = await repo.vipMember(account.id);
      return { level: now?.level ?? member.level, levels: all, figures: f };
    }
    return { level: Math.max(member.level, 0), levels: all, figures: f };
  }

  return {
    refresh,

    async state(merchant: Merchant, account: AccountRow, lang: string): Promise<TVipState> {
      const { level, levels, figures: f } = await refresh(merchant, account);
      const month = monthOf(clock.now(), merchant.gmtOffset);
      const walletId = f?.walletId ?? (await wallet.walletOf(merchant, account));
      const monthTurnover = await repo.turnover(walletId, { from: wall(month.start), to: wall(month.end) });
      return vipStateView(
        { level, levels, turnover: f?.turnover ?? 0n, deposits: f?.deposits ?? 0n, monthTurnover },
        lang,
      );
    },

    /** Public state of spec §3: hasVip, vipLabelName, vipRankLevel (the stored level: one row). */
    async publicState(merchant: Merchant, account: AccountRow, lang: string) {
      const member = await repo.vipMember(account.id);
      if (!member || member.level === 0) return { hasVip: false, vipLabelName: null, vipRankLevel: 0 };
      const level = (await repo.vipLevels(merchant.id)).find((l) => l.level === member.level);
      return {
        hasVip: true,
        vipLabelName: level ? text(level.name, lang) : null,
        vipRankLevel: member.level,
      };
    },

    /**
     * The job: upgrades members whose wallet moved (the accrual's active set, with the all-time turnover
     * it summed), applies the keep rule of the month that ended (once per member per month), pays
     * birthday bonuses of today.
     */
    async run(
      merchant: Merchant,
      active: readonly { accountId: bigint; turnover: bigint }[],
      loadAccount: (id: bigint) => Promise<AccountRow | undefined>,
      log: FastifyBaseLogger,
    ) {
      const levels = await repo.vipLevels(merchant.id);
      if (levels.length === 0) return;
      for (const member of active) {
        const account = await loadAccount(member.accountId);
        if (account) await refresh(merchant, account, levels, member.turnover);
      }
      const now = clock.now();
      await applyKeepRule({ repo, wallet, wall }, merchant, levels, now, loadAccount, log);
      // Birthday bonus, once a year (the transfer id carries the year).
      const today = localDate(now, merchant.gmtOffset);
      for (const b of await repo.birthdays(merchant.id, today.slice(5))) {
        const account = await loadAccount(BigInt(b.account_id));
        if (!account) continue;
        await pay(
          merchant,
          account,
          BigInt(b.bonus),
          `vip-birthday:${b.account_id}:${today.slice(0, 4)}`,
          'vip_birthday',
        );
      }
    },
  };
}

export type Vip = ReturnType<typeof createVip>;
