import type { FastifyBaseLogger } from 'fastify';
import type { CrashEngine } from './crash/crash-engine';
import type { HouseRepository } from './repository';
import { ABANDONED_AFTER_MS, MULTI_STEP } from './rgs-config';
import type { OpenRounds } from './rgs-open-rounds';
import type { RgsParties } from './rgs-parties';
import type { RoundWallet } from './rgs-round-wallet';
import { isRefusal } from './rgs-views';

/** Rounds a stop or a departed player left unfinished, completed or closed. */
export function createRgsRecovery(
  repo: HouseRepository,
  { partiesOf }: RgsParties,
  { complete }: RoundWallet,
  { recoverMultiStep }: OpenRounds,
  crash: CrashEngine,
) {
  return {
    /**
     * At start: every round a stop left unfinished is taken as far as it goes, whatever its session.
     * A single-step round is debited (idempotently; a refusal closes it) and paid from its seeds, once,
     * the credit's id being fixed. A mines or blackjack round stays open for its player while its
     * session is live (a new session of the account and game takes it over); once its session expired
     * more than ABANDONED_AFTER_MS ago it is closed by the engine's rule (closeAbandoned).
     */
    async recover(log: FastifyBaseLogger) {
      for (const round of await repo.unfinishedRounds()) {
        if (round.engine === 'crash') continue; // crash.recover below
        if (round.engine === 'sportsbook') continue; // settled by the sportsbook (modules/sportsbook)
        try {
          const parties = await partiesOf(round);
          if (!parties) {
            log.error({ round: round.id }, 'round without its account or vendor left unfinished');
            continue;
          }
          if (MULTI_STEP.has(round.engine)) {
            await recoverMultiStep(parties, round, log);
            continue;
          }
          const done = await complete(parties, round);
          log.info({ round: round.id, state: done.state }, 'interrupted round completed');
        } catch (error) {
          if (isRefusal(error))
            log.warn({ round: round.id, err: error }, 'interrupted round closed without a bet');
          else log.error({ round: round.id, err: error }, 'could not recover round');
        }
      }
      await crash.recover(log);
    },

    /**
     * While running (the scheduler, once a minute): mines and blackjack rounds whose player left are
     * closed by the engine's rule, as recovery does at start, so a stake is not held until the next
     * restart. Each round is claimed first, so instances sweeping at once close it once.
     */
    async closeAbandonedRounds(log: FastifyBaseLogger) {
      let closed = 0;
      for (const round of await repo.abandonedRounds(ABANDONED_AFTER_MS)) {
        try {
          const parties = await partiesOf(round);
          if (!parties) {
            log.error({ round: round.id }, 'round without its account or vendor left unfinished');
            continue;
          }
          if (await recoverMultiStep(parties, round, log)) closed++;
        } catch (error) {
          log.error({ round: round.id, err: error }, 'could not close abandoned round');
        }
      }
      return closed;
    },
  };
}
