import { formatMinor } from '@crupier/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { SportsbookRepository } from './repository';
import type { Payee } from './settlement';
import type { SportsbookDeps } from './sportsbook-config';

/** How long a placement may take before its bet counts as stranded: far past any live request. */
export const STRANDED_AFTER_MS = 5 * 60_000;
const BATCH = 500;

/**
 * Bets a placement left behind are voided and their stakes given back. Until migration 0040 a
 * placement wrote the bet pending, debited the stake, then marked the bet open; a bet still pending
 * minutes later was never confirmed to the player: the process stopped between those writes, or one
 * of them failed. Placement now writes the bet open with its debit in one transaction (ADR 033), so
 * this finds only bets of older versions. Each is claimed (refused), then its stake debit is rolled
 * back through the seamless wallet (a refund if it was taken, a tombstone that refuses it later if
 * not), then its betting-record round closes as refused. A void that stops half-way is found again
 * (refused, round still open) and finished.
 */
export function createPendingBets(
  deps: Pick<SportsbookDeps, 'seamless' | 'clock' | 'log'>,
  repo: SportsbookRepository,
  payee: (merchantId: number, gameId: bigint) => Promise<Payee>,
) {
  async function voidStranded(bet: Awaited<ReturnType<SportsbookRepository['strandedBets']>>[number]) {
    if (!(await repo.claimStranded(bet.id))) return false;
    const p = await payee(bet.merchant_id, BigInt(bet.game_id));
    await deps.seamless.rollback(p.vendor, p.merchant, {
      playerId: bet.account_id,
      transactionId: `sb:${bet.id}:stake`,
      roundId: bet.id,
      gameCode: p.gameCode,
      amount: formatMinor(BigInt(bet.stake)),
    });
    await repo.closeRefusedRound(bet.id);
    return true;
  }

  /** Voids every bet stranded before `now − STRANDED_AFTER_MS`; the number voided. */
  async function voidStrandedBets(now = deps.clock.now(), log: FastifyBaseLogger | undefined = deps.log) {
    const before = new Date(now.getTime() - STRANDED_AFTER_MS);
    let voided = 0;
    for (;;) {
      const stranded = await repo.strandedBets(before, BATCH);
      let failed = 0;
      for (const bet of stranded) {
        try {
          if (await voidStranded(bet)) voided++;
        } catch (error) {
          failed++;
          log?.error(
            { err: error, betId: bet.id },
            'stranded sports bet not voided; retried on the next pass',
          );
        }
      }
      if (stranded.length < BATCH || failed === stranded.length) break;
    }
    if (voided > 0) log?.warn({ voided }, 'stranded sports bets voided and their stakes given back');
    return voided;
  }

  return { voidStrandedBets };
}
