import type { TLeaderboard, TMission, TMissionSummary } from '@crupier/contract/loyalty';
import type { Db } from '@/db/client';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import type { Clock } from '@/platform/clock';
import { formatMinor } from '@/platform/money';
import { dayOf, maskName, type Period, percentOf, weekOf } from './periods';
import type { Points } from './points';
import { createLoyaltyRepository, type LoyaltyRepository, type MissionRow } from './repository';

const text = (value: Record<string, string>, lang: string) => value[lang] ?? value.en ?? value.es ?? '';
const LEADERBOARD_SIZE = 20;

/**
 * Daily and weekly missions over the member's settled house-game rounds (bet N rounds, wager X on
 * slots, N wins in a row), read live for the current period; a completed mission is claimed once per
 * period for its points. The leaderboard ranks the mission points claimed in the period.
 */
export function createMissions(deps: { db: Db; repo: LoyaltyRepository; points: Points; clock: Clock }) {
  const { repo, points, clock } = deps;
  const wall = (d: Date) => new Date(d.getTime() - clock.offsetMs());
  const periodOf = (merchant: Merchant, period: string, now: Date): Period =>
    period === 'daily' ? dayOf(now, merchant.gmtOffset) : weekOf(now, merchant.gmtOffset);

  async function progressOf(merchant: Merchant, account: AccountRow, list: MissionRow[], now: Date) {
    const figures = new Map<string, Awaited<ReturnType<LoyaltyRepository['roundFigures']>>>();
    for (const period of new Set(list.map((m) => m.period))) {
      const p = periodOf(merchant, period, now);
      figures.set(period, await repo.roundFigures(account.id, wall(p.start), wall(p.end)));
    }
    const starts = [...new Set(list.map((m) => periodOf(merchant, m.period, now).start.getTime()))].map(
      (t) => new Date(t),
    );
    const claimed = new Set(
      (await repo.claims(account.id, starts)).map((c) => `${c.missionId}:${c.periodStart.getTime()}`),
    );
    return list.map((m) => {
      const f = figures.get(m.period)!;
      const p = periodOf(merchant, m.period, now);
      const done = m.kind === 'rounds' ? f.rounds : m.kind === 'slot_wager' ? f.slotWager : f.winStreak;
      const complete = done >= m.target;
      const state: TMission['state'] = claimed.has(`${m.id}:${p.start.getTime()}`)
        ? 'claimed'
        : complete
          ? 'claimable'
          : 'in_progress';
      return { mission: m, done, period: p, state };
    });
  }

  function view(entry: Awaited<ReturnType<typeof progressOf>>[number], lang: string): TMission {
    const { mission: m, done, period, state } = entry;
    const shown = (v: bigint) => (m.kind === 'slot_wager' ? formatMinor(v) : String(v));
    return {
      id: m.id,
      period: m.period as TMission['period'],
      kind: m.kind as TMission['kind'],
      name: text(m.name, lang),
      target: shown(m.target),
      progress: shown(done > m.target ? m.target : done),
      percent: percentOf(done, m.target),
      rewardPoints: m.rewardPoints,
      state,
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
    };
  }

  return {
    async summary(merchant: Merchant, account: AccountRow, lang: string): Promise<TMissionSummary> {
      const list = await repo.missions(merchant.id);
      const entries = await progressOf(merchant, account, list, clock.now());
      const missions = entries.map((e) => view(e, lang));
      return { missions, claimableCount: missions.filter((m) => m.state === 'claimable').length };
    },

    /** Claims a completed mission of the current period: once (409 after), points through the ledger. */
    async claim(merchant: Merchant, account: AccountRow, id: number, lang: string): Promise<TMission> {
      const mission = await repo.mission(merchant.id, id);
      if (!mission) throw new AppError('mission_not_found', 404);
      const now = clock.now();
      const [entry] = await progressOf(merchant, account, [mission], now);
      if (entry!.state === 'claimed') throw new AppError('mission_already_claimed', 409);
      if (entry!.state !== 'claimable') throw new AppError('mission_not_complete', 422);
      await points.prepare(merchant, account);
      await deps.db.transaction(async (tx) => {
        const inserted = await createLoyaltyRepository(tx).insertClaim({
          missionId: mission.id,
          accountId: account.id,
          periodStart: entry!.period.start,
          merchantId: merchant.id,
          points: mission.rewardPoints,
          claimedAt: now,
        });
        if (!inserted) throw new AppError('mission_already_claimed', 409);
        await points.credit(
          merchant.id,
          account.id,
          BigInt(mission.rewardPoints),
          `points-mission:${mission.id}:${account.id}:${entry!.period.start.getTime()}`,
          'points_mission',
          tx,
        );
      });
      return view({ ...entry!, state: 'claimed' }, lang);
    },

    async leaderboard(
      merchant: Merchant,
      account: AccountRow,
      period: 'daily' | 'weekly',
    ): Promise<TLeaderboard> {
      const p = periodOf(merchant, period, clock.now());
      const rows = await repo.leaderboard(merchant.id, p.start, p.end, LEADERBOARD_SIZE);
      const mine = await repo.leaderboardRank(merchant.id, account.id, p.start, p.end);
      return {
        period,
        periodStart: p.start.toISOString(),
        periodEnd: p.end.toISOString(),
        list: rows.map((r) => ({
          rank: r.rank,
          name: maskName(r.username),
          points: r.points,
          me: BigInt(r.account_id) === account.id,
        })),
        me: mine
          ? { rank: mine.rank, name: maskName(account.username), points: mine.points, me: true }
          : null,
      };
    },
  };
}

export type Missions = ReturnType<typeof createMissions>;
