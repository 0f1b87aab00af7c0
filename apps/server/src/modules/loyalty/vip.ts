import type { TVipState } from '@crupier/contract/loyalty';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountRow } from '@/modules/identity/repository';
import type { Merchant } from '@/modules/merchants/service';
import type { Wallet } from '@/modules/wallet/service';
import type { Clock } from '@/platform/clock';
import { formatMinor } from '@/platform/money';
import { localDate, monthOf, percentOf } from './periods';
import type { BonusGrant, Points } from './points';
import type { LoyaltyRepository, VipLevelRow } from './repository';

const text = (value: Record<string, string>, lang: string) => value[lang] ?? value.en ?? value.es ?? '';

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

  /** Cumulative turnover and deposits (since the last keep-rule drop, if any). */
  async function figures(merchant: Merchant, account: Pick<AccountRow, 'id' | 'type'>, from: Date | null) {
    const walletId = await wallet.walletOf(merchant, account);
    const [turnover, deposits] = await Promise.all([
      repo.turnover(walletId, from ? { from } : undefined),
      repo.deposits(walletId, from),
    ]);
    return { walletId, turnover, deposits };
  }

  /** Upgrades at once when the member qualifies for a higher level; returns the current level. */
  async function refresh(
    merchant: Merchant,
    account: Pick<AccountRow, 'id' | 'type'>,
    levels?: VipLevelRow[],
  ) {
    const all = levels ?? (await repo.vipLevels(merchant.id));
    if (all.length === 0 || account.type === 4) return { level: 0, levels: all, figures: null };
    await repo.ensureVipMember(merchant.id, account.id, monthOf(clock.now(), merchant.gmtOffset).key);
    const member = (await repo.vipMember(account.id))!;
    const f = await figures(merchant, account, member.countsFrom);
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
      const current = levels.find((l) => l.level === level);
      const next = levels.find((l) => l.level > level);
      const turnover = f?.turnover ?? 0n;
      const deposits = f?.deposits ?? 0n;
      const left = (target: bigint, done: bigint) => formatMinor(target > done ? target - done : 0n);
      return {
        enabled: levels.length > 0,
        level,
        levelName: current ? text(current.name, lang) : null,
        levels: levels.map((l) => ({
          level: l.level,
          name: text(l.name, lang),
          minTurnover: formatMinor(l.minTurnover),
          minDeposits: formatMinor(l.minDeposits),
          keepTurnover: formatMinor(l.keepTurnover),
          rebateRate: formatMinor(BigInt(l.rebateRateBp)),
          dailyWithdrawalLimit: formatMinor(l.dailyWithdrawalLimit),
          dailyWithdrawalCount: l.dailyWithdrawalCount,
          birthdayBonus: formatMinor(l.birthdayBonus),
          levelUpBonus: formatMinor(l.levelUpBonus),
        })),
        progress: {
          turnover: formatMinor(turnover),
          deposits: formatMinor(deposits),
          next: next
            ? {
                level: next.level,
                name: text(next.name, lang),
                turnoverPercent: percentOf(turnover, next.minTurnover),
                depositsPercent: percentOf(deposits, next.minDeposits),
                turnoverLeft: left(next.minTurnover, turnover),
                depositsLeft: left(next.minDeposits, deposits),
              }
            : null,
          monthTurnover: formatMinor(monthTurnover),
          keepPercent: current ? percentOf(monthTurnover, current.keepTurnover) : 0,
        },
      };
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
     * The job: upgrades members whose wallet moved (the accrual's active set), applies the keep rule
     * of the month that ended (once per member per month), pays birthday bonuses of today.
     */
    async run(
      merchant: Merchant,
      activeIds: bigint[],
      loadAccount: (id: bigint) => Promise<AccountRow | undefined>,
      log: FastifyBaseLogger,
    ) {
      const levels = await repo.vipLevels(merchant.id);
      if (levels.length === 0) return;
      for (const id of activeIds) {
        const account = await loadAccount(id);
        if (account) await refresh(merchant, account, levels);
      }
      // Keep rule: a member reviewed before this month is judged on last month's turnover.
      const now = clock.now();
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
