import type { FastifyBaseLogger } from 'fastify';
import type { CrashSettlement } from './crash-settlement';
import type { CrashRuntime } from './crash-types';

/**
 * After a stop: rounds whose flight is over are crashed and settled by their seed (acknowledged
 * cash-outs and reached auto cash-outs paid, the rest lost), voided rounds refunded; everything
 * else is left to the game's loop, which starts here (and takes over once the old lease runs out).
 */
export async function recoverCrashGames(
  { repo, house }: CrashRuntime,
  money: CrashSettlement,
  ensure: (merchantId: number, gameId: bigint) => void,
  log: FastifyBaseLogger,
) {
  for (const { merchant_id, game_id } of await repo.unfinishedGames()) {
    const gameId = BigInt(game_id);
    try {
      const { round, now } = await repo.latest(merchant_id, gameId);
      if (round?.phase === 'flying' && now >= round.crashAt!.getTime()) {
        await repo.crash(round.id);
        await house.reveal(round.hash, round.seed);
      }
      const left = await money.settleLeftovers(merchant_id, gameId, now);
      log.info({ merchant: merchant_id, game: game_id, left }, 'crash game recovered');
    } catch (error) {
      log.error({ merchant: merchant_id, game: game_id, err: error }, 'could not recover crash game');
    }
    ensure(merchant_id, gameId);
  }
}
