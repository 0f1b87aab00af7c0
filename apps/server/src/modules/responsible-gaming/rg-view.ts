import type { TRgKind, TRgPeriod, TRgView } from '@crupier/contract/member-centre';
import { formatMinor } from '@crupier/contract/money';
import type { RgState, Usage } from './repository';

type ByKind = Record<TRgKind, Record<TRgPeriod, bigint | null>>;

/** The member's responsible-gaming page: limits in force and pending, blocks, usage and this session. */
export function rgView(input: {
  state: RgState;
  limits: ByKind;
  used: ByKind;
  session: Usage;
  sessionStartedAt: Date;
  now: Date;
}): TRgView {
  const { state, limits, used, session, sessionStartedAt, now } = input;
  const show = (v: bigint | null) => (v === null ? null : formatMinor(v));
  const byPeriod = (values: Record<TRgPeriod, bigint | null>) => ({
    day: show(values.day),
    week: show(values.week),
    month: show(values.month),
  });
  const s = state?.settings;
  const live = (d: Date | null | undefined) => (d && d > now ? d.toISOString() : null);
  return {
    limits: { loss: byPeriod(limits.loss), wager: byPeriod(limits.wager) },
    pending: (state?.limits ?? [])
      .filter((r) => r.pendingFrom && r.pendingFrom > now)
      .map((r) => ({
        kind: r.kind as TRgKind,
        period: r.period as TRgPeriod,
        amount: r.pendingRemoves ? null : show(r.pendingAmount),
        from: r.pendingFrom!.toISOString(),
      })),
    realityCheckMinutes: s?.realityCheckMinutes ?? 0,
    coolOffUntil: live(s?.coolOffUntil),
    selfExcludedUntil: live(s?.selfExcludedUntil),
    usage: { loss: byPeriod(used.loss), wager: byPeriod(used.wager) },
    session: {
      startedAt: sessionStartedAt.toISOString(),
      net: formatMinor(session.won + session.refunded - session.staked),
    },
  };
}
