import {
  RG_KINDS,
  RG_PERIODS,
  type TRgKind,
  type TRgLimitsRequest,
  type TRgPeriod,
  type TRgView,
} from '@crupier/contract/member-centre';
import { formatMinor } from '@crupier/contract/money';
import type { Db } from '@/db/client';
import { AppError } from '@/platform/app-error';
import type { Clock } from '@/platform/clock';
import type { Publish, Subscribe } from '@/platform/pub-sub';
import { createRgRepository, type RgLimitRow, type RgState, type WallInterval } from './repository';
import { writeLimits } from './rg-limit-writes';
import { rgView } from './rg-view';
import type { StakeGuard, StakeInput } from './stake-guard';

const HOUR_MS = 3_600_000;
/** Rolling windows, as the deposit limits: 24 hours, 7 days, 30 days (business clock). */
export const RG_WINDOW_MS: Record<TRgPeriod, number> = {
  day: 24 * HOUR_MS,
  week: 7 * 24 * HOUR_MS,
  month: 30 * 24 * HOUR_MS,
};
export { LOOSER_RG_LIMIT_DELAY_MS } from './rg-limit-writes';

/**
 * How long a member's state is remembered without asking the database. Changes made through this
 * service are seen at once on every instance (local invalidation plus NOTIFY rg_changed); the time
 * limit only bounds what a lost notification could cost.
 */
const CACHE_TTL_MS = 60_000;
const CACHE_SIZE = 100_000;

type Effective = Record<TRgKind, Record<TRgPeriod, bigint | null>>;

function effectiveLimit(row: RgLimitRow | undefined, now: Date): bigint | null {
  if (!row) return null;
  if (row.pendingFrom && row.pendingFrom <= now) return row.pendingRemoves ? null : row.pendingAmount;
  return row.amount;
}

function effectiveLimits(state: RgState, now: Date): Effective {
  const out = {
    loss: { day: null, week: null, month: null },
    wager: { day: null, week: null, month: null },
  } as Effective;
  for (const row of state?.limits ?? []) {
    out[row.kind as TRgKind][row.period as TRgPeriod] = effectiveLimit(row, now);
  }
  return out;
}

/** The end of a cool-off or self-exclusion in force now, or null. */
function blockedUntil(state: RgState, now: Date): Date | null {
  const s = state?.settings;
  if (!s) return null;
  const ends = [s.coolOffUntil, s.selfExcludedUntil].filter((d): d is Date => d !== null && d > now);
  return ends.length === 0 ? null : new Date(Math.max(...ends.map((d) => d.getTime())));
}

const addMonths = (at: Date, months: number) => {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
};

/**
 * Responsible gaming: loss and wager limits, reality checks, cool-off and self-exclusion, and the
 * stake guard every product calls before a stake moves money (stake-guard.ts, ADR 015).
 */
export function createResponsibleGaming(deps: { db: Db; clock: Clock; publish?: Publish }) {
  const repo = createRgRepository(deps.db, deps.publish);
  const cache = new Map<string, { state: RgState; at: number }>();

  /*
   * Transfers are stamped with the wall clock; windows are in business time. In demo mode the
   * business clock jumps (POST /dev/clock), so the offset in force when each transfer was made is
   * remembered: segments of wall time with their offset, noticed at every call (a stake asks the
   * guard before its transfer is written, so it always falls in the segment of its offset).
   */
  const segments: { from: number; offset: number }[] = [{ from: 0, offset: deps.clock.offsetMs() }];
  function noticeClock() {
    const offset = deps.clock.offsetMs();
    if (offset !== segments[segments.length - 1]!.offset) segments.push({ from: Date.now(), offset });
  }
  /** The wall-clock intervals whose business time is at or after `since` (business time). */
  function wallSince(since: Date): WallInterval[] {
    noticeClock();
    const out: WallInterval[] = [];
    segments.forEach((segment, i) => {
      const next = segments[i + 1]?.from ?? null;
      const from = Math.max(segment.from, since.getTime() - segment.offset);
      if (next === null || from < next)
        out.push({ from: new Date(from), to: next === null ? null : new Date(next) });
    });
    return out;
  }

  async function stateOf(accountId: bigint): Promise<RgState> {
    const key = String(accountId);
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.state;
    const state = await repo.state(accountId);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, { state, at: Date.now() });
    return state;
  }

  async function changed(accountId: bigint) {
    cache.delete(String(accountId));
    await repo.notify(accountId).catch(() => undefined);
  }

  async function usageOf(merchantId: number, accountId: bigint, now: Date) {
    const windows = RG_PERIODS.map((p) => wallSince(new Date(now.getTime() - RG_WINDOW_MS[p])));
    const used = await repo.usage(merchantId, accountId, windows);
    const out = { loss: {}, wager: {} } as Record<TRgKind, Record<TRgPeriod, bigint>>;
    RG_PERIODS.forEach((period, i) => {
      const u = used[i]!;
      const loss = u.staked - u.won - u.refunded;
      out.loss[period] = loss > 0n ? loss : 0n;
      const wager = u.staked - u.refunded;
      out.wager[period] = wager > 0n ? wager : 0n;
    });
    return out;
  }

  function assertOpen(state: RgState, now: Date) {
    const until = blockedUntil(state, now);
    if (until) throw new AppError('rg_blocked', 403, undefined, { until: until.toISOString() });
  }

  const guard: StakeGuard = {
    async beforeStake({ merchantId, accountId, amount }: StakeInput) {
      noticeClock();
      const state = await stateOf(accountId);
      if (state === null) return; // the hot path of a member without limits or blocks: no query
      const now = deps.clock.now();
      assertOpen(state, now);
      const limits = effectiveLimits(state, now);
      const any = RG_KINDS.some((k) => RG_PERIODS.some((p) => limits[k][p] !== null));
      if (!any) return;
      const used = await usageOf(merchantId, accountId, now);
      for (const kind of RG_KINDS) {
        for (const period of RG_PERIODS) {
          const limit = limits[kind][period];
          if (limit === null) continue;
          if (used[kind][period] + amount > limit) {
            const left = limit - used[kind][period];
            throw new AppError('rg_limit', 422, undefined, {
              kind,
              period,
              limit: formatMinor(limit),
              remaining: formatMinor(left > 0n ? left : 0n),
            });
          }
        }
      }
    },
    async assertCanPlay({ accountId }) {
      const state = await stateOf(accountId);
      if (state === null) return;
      assertOpen(state, deps.clock.now());
    },
  };

  return {
    ...guard,
    guard,

    /** Forgets a member's cached state (another instance changed it). */
    forget: (accountId: string) => cache.delete(accountId),

    /** Listens for changes made on other instances. */
    listen: (subscribe: Subscribe) => subscribe('rg_changed', (id) => cache.delete(id)),

    async view(merchantId: number, accountId: bigint, sessionStartedAt: Date): Promise<TRgView> {
      const now = deps.clock.now();
      const state = await repo.state(accountId);
      const limits = effectiveLimits(state, now);
      const used = await usageOf(merchantId, accountId, now);
      const [session] = await repo.usage(merchantId, accountId, [[{ from: sessionStartedAt, to: null }]]);
      return rgView({ state, limits, used, session: session!, sessionStartedAt, now });
    },

    /** A tighter limit applies at once; a looser one (or removing one) 24 hours later. */
    async setLimits(accountId: bigint, wanted: TRgLimitsRequest) {
      const now = deps.clock.now();
      const state = await repo.state(accountId);
      const current = effectiveLimits(state, now);
      await writeLimits(repo, accountId, wanted, current, now);
      await changed(accountId);
    },

    async setRealityCheck(accountId: bigint, minutes: number) {
      await repo.setRealityCheck(accountId, minutes);
      await changed(accountId);
    },

    /** A cool-off of `hours`; a running one is only ever extended. */
    async coolOff(accountId: bigint, hours: number) {
      const until = new Date(deps.clock.now().getTime() + hours * HOUR_MS);
      const row = await repo.extend(accountId, 'coolOffUntil', until);
      await changed(accountId);
      return row.coolOffUntil!;
    },

    /** A self-exclusion of `months`: nothing lifts it early, a longer one extends it. */
    async selfExclude(accountId: bigint, months: number) {
      const until = addMonths(deps.clock.now(), months);
      const row = await repo.extend(accountId, 'selfExcludedUntil', until);
      await changed(accountId);
      return row.selfExcludedUntil!;
    },
  };
}

export type ResponsibleGaming = ReturnType<typeof createResponsibleGaming>;
