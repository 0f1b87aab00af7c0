import crypto from 'node:crypto';
import { formatMultiplier, ZCrashBetParams } from '@crupier/contract/crash';
import { formatMinor } from '@crupier/contract/money';
import { AppError } from '@/platform/app-error';
import type { CrashEvents } from './crash-events';
import type { CrashSettlement } from './crash-settlement';
import type { BetOutcome, CrashRuntime, PlayerCtx } from './crash-types';
import { playerView } from './crash-views';
import type { CrashRoundRow } from './repository';

/** A player's bet on the round taking bets: kept, debited, announced. */
export function createCrashBet(
  rt: CrashRuntime,
  { money, events }: { money: CrashSettlement; events: CrashEvents },
  current: (ctx: PlayerCtx) => Promise<{ round: CrashRoundRow | undefined; now: number }>,
) {
  const { deps, repo } = rt;
  return {
    /**
     * A bet in the betting phase (a bet during the flight is refused with `betting_closed`: it does
     * not carry over to the next round). One bet per player and round; the stake is debited through
     * the seamless wallet like every house game. Returns the RGS round id of the bet.
     */
    async bet(ctx: PlayerCtx, stake: bigint, params: Record<string, unknown>): Promise<string> {
      const parsed = ZCrashBetParams.safeParse(params);
      if (!parsed.success) throw new AppError('invalid_input', 400, parsed.error.issues[0]?.message);
      const autoCashout = parsed.data.autoCashout ? formatMultiplier(parsed.data.autoCashout) : null;
      const { round, now } = await current(ctx);
      if (round?.phase !== 'betting' || now >= round.bettingEndsAt.getTime()) {
        throw new AppError('betting_closed', 409, undefined, { phase: round?.phase ?? null });
      }
      const id = crypto.randomUUID();
      const placed = await repo.insertBet(round, {
        id,
        sessionId: ctx.session.id,
        merchantId: ctx.merchant.id,
        accountId: ctx.account.id,
        gameId: ctx.session.gameId,
        engine: 'crash',
        bet: stake,
        params: autoCashout ? { autoCashout } : {},
        outcome: { crashRoundId: round.id, roundNo: round.roundNo, autoCashout } satisfies BetOutcome,
        state: 'open',
        serverSeedHash: round.hash,
        clientSeed: round.salt,
        nonce: round.roundNo,
      });
      if (!placed) {
        const existing = await repo.betOf(round.hash, ctx.account.id);
        if (existing && existing.state !== 'refused') throw new AppError('bet_already_placed', 409);
        throw new AppError('betting_closed', 409);
      }
      const row = (await repo.bet(id))!;
      try {
        await deps.seamless.house.debit(ctx.vendor, ctx.merchant, ctx.account, {
          transactionId: `${id}:bet`,
          roundId: id,
          gameCode: ctx.gameCode,
          amount: formatMinor(stake),
        });
      } catch (error) {
        // A refusal moved nothing; anything else may have: the rollback gives it back (or bars it).
        if (!(error instanceof AppError && error.status < 500)) {
          await money.rollback(row).catch(() => undefined);
        }
        await repo.markRefused(id, ['open']);
        throw error;
      }
      if (!(await repo.markDebited(id))) throw new AppError('betting_closed', 409);
      await events.publish({
        m: ctx.merchant.id,
        g: String(ctx.session.gameId),
        e: 'bet',
        roundId: round.id,
        player: playerView({ ...row, state: 'debited' }, ctx.account.username),
      });
      return id;
    },
  };
}
