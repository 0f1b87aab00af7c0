import {
  RG_KINDS,
  RG_PERIODS,
  type TRgKind,
  type TRgLimitsRequest,
  type TRgPeriod,
} from '@crupier/contract/member-centre';
import { parseMinor } from '@crupier/contract/money';
import { AppError } from '@/platform/app-error';
import { limitChange } from '@/platform/limit-change';
import type { RgRepository } from './repository';

/** Delay before a looser limit (or removing one) applies. */
export const LOOSER_RG_LIMIT_DELAY_MS = 24 * 3_600_000;

/** Writes the asked limits: a tighter one applies at once; a looser one (or removing one) 24 hours later. */
export async function writeLimits(
  repo: RgRepository,
  accountId: bigint,
  wanted: TRgLimitsRequest,
  current: Record<TRgKind, Record<TRgPeriod, bigint | null>>,
  now: Date,
) {
  for (const kind of RG_KINDS) {
    const asked = wanted[kind];
    if (!asked) continue;
    for (const period of RG_PERIODS) {
      if (!(period in asked)) continue;
      const value = asked[period];
      const next = value === null || value === undefined ? null : parseMinor(value);
      if (next !== null && next <= 0n) throw new AppError('invalid_input', 400, 'a limit must be positive');
      await repo.upsertLimit({
        accountId,
        kind,
        period,
        ...limitChange(next, current[kind][period], now, LOOSER_RG_LIMIT_DELAY_MS),
      });
    }
  }
}
