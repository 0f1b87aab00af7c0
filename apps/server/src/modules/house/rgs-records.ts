import { AppError } from '@/platform/app-error';
import type { CrashEngine } from './crash/crash-engine';
import { commitment, newServerSeed } from './fairness';
import type { HouseRepository } from './repository';
import { HISTORY } from './rgs-config';
import type { RgsParties } from './rgs-parties';
import { roundView } from './rgs-views';

/** The rounds a player looks back on, with their seeds, and the seeds of the rounds to come. */
export function createRgsRecords(repo: HouseRepository, { context }: RgsParties, crash: CrashEngine) {
  /** A round of the account's own, with its seeds: the betting record's details need no game session. */
  async function memberRound(accountId: bigint, roundId: string) {
    const round = await repo.round(roundId);
    if (!round || round.accountId !== accountId) throw new AppError('not_found', 404);
    const serverSeed = await repo.revealed(round.serverSeedHash);
    const view = roundView(round);
    if (round.engine === 'crash') {
      // The shared round's crash point, once it crashed (a bet cashed out in flight was settled before).
      const shared = await crash.recall(round);
      if (shared?.crashPoint) view.outcome = { ...view.outcome, crashPoint: shared.crashPoint };
    }
    return {
      ...view,
      engine: round.engine,
      params: round.params,
      serverSeedHash: round.serverSeedHash,
      clientSeed: round.clientSeed,
      serverSeed: serverSeed ?? null,
      walletTransactions: await repo.walletTransactions(round),
      createdAt: round.createdAt.toISOString(),
    };
  }

  return {
    /**
     * `clientSeed` given: sets the client seed for the next rounds; the server seed and the nonce stay
     * (the nonce counts the server seed's rounds, so no round ever repeats another's numbers). No
     * client seed: rotates the server seed, revealing the old one, and starts its nonce at 0. Both are
     * refused while a mines or blackjack round of this account and game is in play.
     */
    async seed(input: { sessionId: string; clientSeed?: string | undefined }) {
      const { session } = await context(input.sessionId);
      const inPlay = await repo.roundInPlay(session.accountId, session.gameId);
      if (inPlay) throw new AppError('round_in_progress', 409, undefined, { roundId: inPlay.id });
      if (input.clientSeed !== undefined) {
        await repo.updateSession(session.id, { clientSeed: input.clientSeed });
        return {
          revealedServerSeed: null,
          serverSeedHash: session.serverSeedHash,
          clientSeed: input.clientSeed,
        };
      }
      const serverSeed = newServerSeed();
      const serverSeedHash = commitment(serverSeed);
      if (!(await repo.rotateSeed(session, { serverSeed, serverSeedHash }))) {
        throw new AppError('conflict', 409, 'a round was played meanwhile; rotate again');
      }
      const now = (await repo.session(session.id))!;
      return { revealedServerSeed: session.serverSeed, serverSeedHash, clientSeed: now.clientSeed };
    },

    async round(sessionId: string, roundId: string) {
      const { session } = await context(sessionId);
      return memberRound(session.accountId, roundId);
    },

    memberRound,

    async history(sessionId: string) {
      const { session } = await context(sessionId);
      return (await repo.recentRounds(session.accountId, session.gameId, HISTORY)).map(roundView);
    },
  };
}
