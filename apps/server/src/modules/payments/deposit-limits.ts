import { formatMinor, parseMinor } from '@crupier/contract/money';
import { DEPOSIT_LIMIT_PERIODS } from '@crupier/contract/payments';
import { AppError } from '@/platform/app-error';
import { limitChange } from '@/platform/limit-change';
import type { DepositLimitRow, PaymentsRepository } from './repository';

type Period = (typeof DEPOSIT_LIMIT_PERIODS)[number];
const WINDOW_MS: Record<Period, number> = { day: 86_400_000, week: 7 * 86_400_000, month: 30 * 86_400_000 };
export const LOOSER_LIMIT_DELAY_MS = 24 * 60 * 60 * 1000;

/** The limit in force now: a pending looser limit takes over once its 24 hours have passed. */
function effective(row: DepositLimitRow | undefined, now: Date): bigint | null {
  if (!row) return null;
  if (row.pendingFrom && row.pendingFrom <= now) return row.pendingRemoves ? null : row.pendingAmount;
  return row.amount;
}

/**
 * Player deposit limits over rolling windows (24 hours, 7 days, 30 days). A tighter limit applies at
 * once; a looser one (or removing one) applies 24 hours later, so a moment's impulse cannot undo it.
 */
export function createDepositLimits(repo: PaymentsRepository) {
  async function current(accountId: bigint, now = new Date()) {
    const rows = await repo.limits(accountId);
    const byPeriod = new Map(rows.map((r) => [r.period as Period, r]));
    return {
      byPeriod,
      limits: Object.fromEntries(
        DEPOSIT_LIMIT_PERIODS.map((p) => [p, effective(byPeriod.get(p), now)]),
      ) as Record<Period, bigint | null>,
    };
  }

  return {
    async view(accountId: bigint) {
      const now = new Date();
      const { byPeriod, limits } = await current(accountId, now);
      const pending = DEPOSIT_LIMIT_PERIODS.flatMap((period) => {
        const row = byPeriod.get(period);
        if (!row?.pendingFrom || row.pendingFrom <= now) return [];
        return [
          {
            period,
            amount: row.pendingRemoves || row.pendingAmount === null ? null : formatMinor(row.pendingAmount),
            from: row.pendingFrom.toISOString(),
          },
        ];
      });
      const show = (v: bigint | null) => (v === null ? null : formatMinor(v));
      return {
        current: { day: show(limits.day), week: show(limits.week), month: show(limits.month) },
        pending,
      };
    },

    async set(accountId: bigint, wanted: Record<Period, string | null>) {
      const now = new Date();
      const { limits } = await current(accountId, now);
      for (const period of DEPOSIT_LIMIT_PERIODS) {
        const next = wanted[period] === null ? null : parseMinor(wanted[period]!);
        if (next !== null && next <= 0n) throw new AppError('invalid_input', 400, 'a limit must be positive');
        await repo.upsertLimit({
          accountId,
          period,
          ...limitChange(next, limits[period], now, LOOSER_LIMIT_DELAY_MS),
        });
      }
    },

    /** A staff member's limits: tighter or looser, they apply at once (null removes one). */
    async impose(accountId: bigint, wanted: Record<Period, string | null>) {
      for (const period of DEPOSIT_LIMIT_PERIODS) {
        const next = wanted[period] === null ? null : parseMinor(wanted[period]!);
        if (next !== null && next <= 0n) throw new AppError('invalid_input', 400, 'a limit must be positive');
      }
      for (const period of DEPOSIT_LIMIT_PERIODS) {
        await repo.upsertLimit({
          accountId,
          period,
          amount: wanted[period] === null ? null : parseMinor(wanted[period]!),
          pendingAmount: null,
          pendingRemoves: false,
          pendingFrom: null,
        });
      }
    },

    /** Refuses a deposit that would pass a limit in force. */
    async check(accountId: bigint, amount: bigint) {
      const now = new Date();
      const { limits } = await current(accountId, now);
      for (const period of DEPOSIT_LIMIT_PERIODS) {
        const limit = limits[period];
        if (limit === null) continue;
        const used = await repo.depositedSince(accountId, new Date(now.getTime() - WINDOW_MS[period]));
        if (used + amount > limit) {
          throw new AppError('deposit_limit_exceeded', 422, undefined, {
            period,
            limit: formatMinor(limit),
            remaining: formatMinor(limit > used ? limit - used : 0n),
          });
        }
      }
    },
  };
}

export type DepositLimits = ReturnType<typeof createDepositLimits>;
