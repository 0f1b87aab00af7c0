import { flightMs, formatMultiplier, multiplierAt } from '@crupier/contract/crash';
import type { CrashChain } from './crash-chain';
import type { CrashEvents } from './crash-events';
import type { CrashSettlement } from './crash-settlement';
import { type CrashRuntime, keyOf, type StepResult } from './crash-types';
import { playerView } from './crash-views';
import type { CrashBetRow, CrashRoundRow } from './repository';

/** One move of a game's round loop at a time: the lease, then whatever the round's phase has due. */
export function createCrashStep(
  rt: CrashRuntime,
  chain: CrashChain,
  money: CrashSettlement,
  events: CrashEvents,
) {
  const { repo, house, timing, leases, nextAuto, instanceId, warn } = rt;
  const roundChanged = (merchantId: number, gameId: bigint) =>
    events.publish({ m: merchantId, g: String(gameId), e: 'round' });

  async function holdLease(merchantId: number, gameId: bigint, key: string) {
    const renewed = leases.get(key);
    if (renewed && Date.now() - renewed.at < timing.leaseMs / 3) return true;
    const held = await repo.lease(merchantId, gameId, instanceId, timing.leaseMs);
    if (held) leases.set(key, { at: Date.now(), merchantId, gameId });
    else leases.delete(key);
    return held;
  }

  /** No round, or the last one is over: the pause, then leftovers settled and the next round opened. */
  async function between(merchantId: number, gameId: bigint, round: CrashRoundRow | undefined, now: number) {
    const since = round ? now - (round.crashedAt ?? round.bettingEndsAt).getTime() : Number.POSITIVE_INFINITY;
    if (round && since < timing.pauseMs) {
      return { delay: timing.pauseMs - since, quiet: true, leader: true };
    }
    await money.settleLeftovers(merchantId, gameId, now);
    if (await chain.openNext(await chain.gameRow(merchantId, gameId))) {
      await roundChanged(merchantId, gameId);
    }
    // A round is open now: the loop plays it out even if nobody is watching any more.
    return { delay: timing.bettingMs, quiet: false, leader: true };
  }

  /** Betting: once it ends, bets still being debited get their grace, then the flight starts. */
  async function betting(merchantId: number, gameId: bigint, round: CrashRoundRow, now: number) {
    const end = round.bettingEndsAt.getTime();
    if (now < end) return { delay: end - now, quiet: false, leader: true };
    if (now - end > timing.staleMs) {
      // The server was down through this round's start: nobody saw it fly; every stake goes back.
      await repo.voidRound(round.id);
      await money.settleRound({ ...round, phase: 'void' }, now);
      await roundChanged(merchantId, gameId);
      return { delay: 0, quiet: false, leader: true };
    }
    await repo.barrier(round.id);
    const open = await repo.betsIn(round.hash, ['open']);
    if (open.length > 0 && now - end < timing.openGraceMs) return { delay: 20, quiet: false, leader: true };
    for (const bet of open) {
      try {
        await money.rollback(bet);
        await repo.markRefused(bet.id, ['open']);
      } catch (error) {
        warn('crash bet could not be refused', error, { bet: bet.id });
      }
    }
    const flight = flightMs(round.crashPoint, timing.growthPerMs);
    if (await repo.startFlight(round.id, flight)) {
      await roundChanged(merchantId, gameId);
    }
    return { delay: Math.min(timing.tickMs, flight), quiet: false, leader: true };
  }

  /** Flying: auto cash-outs paid as the flight passes them, then the crash and its settlement. */
  async function flying(merchantId: number, gameId: bigint, key: string, round: CrashRoundRow, now: number) {
    const crashAt = round.crashAt!.getTime();
    if (now >= crashAt) {
      await repo.crash(round.id);
      await house.reveal(round.hash, round.seed);
      const left = await money.settleRound({ ...round, phase: 'crashed' }, now);
      nextAuto.delete(key);
      await roundChanged(merchantId, gameId);
      return { delay: timing.pauseMs, quiet: left === 0, leader: true };
    }
    // Auto cash-outs are paid as the flight passes their targets; the loop wakes for the lowest one.
    const startedAt = round.startedAt!.getTime();
    const reached = multiplierAt(now - startedAt, timing.growthPerMs);
    const cached = nextAuto.get(key);
    let target = cached?.roundId === round.id ? cached.target : await repo.lowestAutoCashout(round.hash);
    if (target !== null && target <= reached) {
      for (const bet of await repo.claimAutoCashouts(round.hash, formatMultiplier(reached))) {
        await paid(bet, round);
      }
      target = await repo.lowestAutoCashout(round.hash);
    }
    nextAuto.set(key, { roundId: round.id, target });
    const wake =
      target === null ? crashAt : Math.min(crashAt, startedAt + flightMs(target, timing.growthPerMs));
    return { delay: Math.min(timing.tickMs, Math.max(0, wake - now)), quiet: false, leader: true };
  }

  /** One move of a game's round loop: whatever is due now. Returns when to look again. */
  async function step(merchantId: number, gameId: bigint): Promise<StepResult> {
    const key = keyOf(merchantId, gameId);
    if (!chain.known.has(key)) await chain.gameRow(merchantId, gameId);
    if (!(await holdLease(merchantId, gameId, key))) {
      return { delay: timing.followerPollMs, quiet: true, leader: false };
    }
    const { round, now } = await repo.latest(merchantId, gameId);
    if (!round || round.phase === 'crashed' || round.phase === 'void') {
      return between(merchantId, gameId, round, now);
    }
    if (round.phase === 'betting') return betting(merchantId, gameId, round, now);
    return flying(merchantId, gameId, key, round, now);
  }

  /** Pays a claimed cash-out during the flight and tells every player. */
  async function paid(bet: CrashBetRow, round: CrashRoundRow) {
    try {
      const settled = (await money.settleBet(bet, null)) ?? bet;
      const username = (await money.payeeOf(bet)).account.username;
      await events.publish({
        m: round.merchantId,
        g: String(round.gameId),
        e: 'cashout',
        roundId: round.id,
        player: playerView(settled, username),
      });
    } catch (error) {
      // Claimed, so the crash settles it.
      warn('crash cash-out not paid yet', error, { bet: bet.id });
    }
  }

  return { step, paid };
}
