import type { TVipState } from '@crupier/contract/loyalty';
import { formatMinor } from '@/platform/money';
import { percentOf } from './periods';
import type { VipLevelRow } from './repository';

export const text = (value: Record<string, string>, lang: string) =>
  value[lang] ?? value.en ?? value.es ?? '';

/** The member's VIP page: levels, the current one and the progress towards the next. */
export function vipStateView(
  state: { level: number; levels: VipLevelRow[]; turnover: bigint; deposits: bigint; monthTurnover: bigint },
  lang: string,
): TVipState {
  const { level, levels, turnover, deposits, monthTurnover } = state;
  const current = levels.find((l) => l.level === level);
  const next = levels.find((l) => l.level > level);
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
}
