import { formatMultiplier, multiplierAt, parseMultiplier, type TCrashState } from '@crupier/contract/crash';
import { AppError } from '@/platform/app-error';
import { createCrashBet } from './crash-bet';
import type { CrashChain } from './crash-chain';
import type { CrashEvents } from './crash-events';
import type { CrashSettlement } from './crash-settlement';
import { type CrashRuntime, keyOf, outcomeOf, type PlayerCtx } from './crash-types';
import { type CrashViews, myBetView } from './crash-views';
import type { CrashBetRow, CrashRoundRow } from './repository';

type PlayParts = {
  chain: CrashChain;
  money: CrashSettlement;
  events: CrashEvents;
  views: CrashViews;
  ensure: (merchantId: number, gameId: bigint) => void;
  paid: (bet: CrashBetRow, round: CrashRoundRow) => Promise<void>;
};

/** The players' calls: bet, cash out, read the round, watch it. */
export function createCrashPlay(rt: CrashRuntime, { chain, money, events, views, ensure, paid }: PlayParts) {
  const { repo, timing, loops, watchers } = rt;

  async function current(ctx: PlayerCtx) {
    ensure(ctx.merchant.id, ctx.session.gameId);
    await events.startListening();
    return repo.latest(ctx.merchant.id, ctx.session.gameId);
  }

  return {
    ...createCrashBet(rt, { money, events }, current),

    /**
     * Cashes out the player's bet at the multiplier the flight has reached on the server's clock
     * (never the client's), or at the auto cash-out target if the flight already passed it.
     */
    async cashout(ctx: PlayerCtx): Promise<string> {
      const { round, now } = await current(ctx);
      const bet = round ? await repo.betOf(round.hash, ctx.account.id) : undefined;
      if (!round || !bet || bet.state === 'refused' || bet.state === 'void' || bet.state === 'open') {
        throw new AppError('no_open_bet', 409);
      }
      if (outcomeOf(bet).cashout) throw new AppError('already_cashed_out', 409);
      if (round.phase === 'betting') throw new AppError('round_not_started', 409);
      if (bet.state !== 'debited' || round.phase !== 'flying' || now >= round.crashAt!.getTime()) {
        throw new AppError('round_crashed', 409);
      }
      let multiplier = multiplierAt(now - round.startedAt!.getTime(), timing.growthPerMs);
      const auto = outcomeOf(bet).autoCashout;
      const target = auto ? parseMultiplier(auto) : null;
      if (target !== null && target <= multiplier) multiplier = target;
      const claimed = await repo.claimCashout(bet.id, round.id, formatMultiplier(multiplier));
      if (!claimed) {
        const again = await repo.bet(bet.id);
        if (again && outcomeOf(again).cashout) throw new AppError('already_cashed_out', 409);
        throw new AppError('round_crashed', 409);
      }
      // Should the credit fail now, the claim stands (outcome.cashout) and the crash settlement pays it.
      await paid(claimed, round);
      return bet.id;
    },

    /** The round, the last 20 crash points and the caller's bet, for a client joining mid-round. */
    async state(ctx: PlayerCtx): Promise<TCrashState> {
      const { round, now } = await current(ctx);
      const game = await chain.gameRow(ctx.merchant.id, ctx.session.gameId);
      const mine = round ? await repo.betOf(round.hash, ctx.account.id) : undefined;
      return {
        round: round ? await views.roundView(round, now) : null,
        history: await views.history(ctx.merchant.id, ctx.session.gameId),
        myBet: mine ? myBetView(mine) : null,
        chain: { commitment: game.chainCommitment, salt: game.salt },
      };
    },

    /** A real-time subscriber: gets the round now and every event of the game until it detaches. */
    async attach(ctx: PlayerCtx, send: (message: string) => void) {
      const key = keyOf(ctx.merchant.id, ctx.session.gameId);
      ensure(ctx.merchant.id, ctx.session.gameId);
      await events.startListening();
      if (!watchers.has(key)) watchers.set(key, new Set());
      watchers.get(key)!.add(send);
      send(JSON.stringify(await views.roundMessage(ctx.merchant.id, ctx.session.gameId)));
      return () => {
        watchers.get(key)?.delete(send);
        const loop = loops.get(key);
        if (loop) loop.lastInterest = Date.now();
      };
    },
  };
}
