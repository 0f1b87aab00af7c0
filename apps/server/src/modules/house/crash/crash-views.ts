import {
  formatMultiplier,
  parseMultiplier,
  type TCrashHistoryEntry,
  type TCrashMyBet,
  type TCrashPlayer,
  type TCrashRound,
} from '@crupier/contract/crash';
import { formatMinor } from '@crupier/contract/money';
import { maskName } from '@/modules/lobby/service';
import { cashoutWin } from './crash-fairness';
import { type CrashRuntime, HISTORY, iso, outcomeOf } from './crash-types';
import type { CrashBetRow, CrashRoundRow } from './repository';

export function playerView(bet: CrashBetRow, username: string): TCrashPlayer {
  const outcome = outcomeOf(bet);
  const cashout = outcome.cashout ? parseMultiplier(outcome.cashout) : null;
  return {
    id: bet.id,
    player: maskName(username),
    bet: formatMinor(bet.bet),
    cashout: outcome.cashout ?? null,
    win:
      cashout !== null ? formatMinor(cashoutWin(bet.bet, cashout)) : bet.state === 'settled' ? '0.00' : null,
    state: cashout !== null ? 'cashed' : bet.state === 'settled' ? 'lost' : 'playing',
  };
}

export function myBetView(bet: CrashBetRow): TCrashMyBet {
  const outcome = outcomeOf(bet);
  return {
    roundId: bet.id,
    crashRoundId: outcome.crashRoundId,
    bet: formatMinor(bet.bet),
    autoCashout: outcome.autoCashout ?? null,
    cashout: outcome.cashout ?? null,
    win: formatMinor(bet.win),
    state: bet.state,
  };
}

/** The round, its players and the recent crash points as clients see them. */
export function createCrashViews({ repo, timing }: CrashRuntime) {
  async function roundView(round: CrashRoundRow, now: number): Promise<TCrashRound> {
    const over = round.phase === 'crashed';
    const players = await repo.playersOf(round.hash);
    return {
      roundId: round.id,
      roundNo: round.roundNo,
      phase: round.phase as TCrashRound['phase'],
      hash: round.hash,
      salt: round.salt,
      bettingEndsAt: round.bettingEndsAt.toISOString(),
      startedAt: iso(round.startedAt),
      crashedAt: over ? iso(round.crashedAt) : null,
      crashPoint: over ? formatMultiplier(round.crashPoint) : null,
      seed: over ? round.seed : null,
      growthPerMs: timing.growthPerMs,
      serverTime: new Date(now).toISOString(),
      players: players.map((p) => playerView(p.bet, p.username)),
    };
  }

  async function history(merchantId: number, gameId: bigint): Promise<TCrashHistoryEntry[]> {
    return (await repo.history(merchantId, gameId, HISTORY)).map((r) => ({
      roundId: r.id,
      roundNo: r.roundNo,
      crashPoint: formatMultiplier(r.crashPoint),
      hash: r.hash,
      seed: r.seed,
    }));
  }

  async function roundMessage(merchantId: number, gameId: bigint) {
    const { round, now } = await repo.latest(merchantId, gameId);
    return {
      type: 'crash',
      event: 'round',
      round: round ? await roundView(round, now) : null,
      history: await history(merchantId, gameId),
    };
  }

  return { roundView, history, roundMessage };
}

export type CrashViews = ReturnType<typeof createCrashViews>;
