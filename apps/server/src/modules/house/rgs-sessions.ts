import crypto from 'node:crypto';
import { isTrial } from '@crupier/contract/account-types';
import { formatMinor } from '@crupier/contract/money';
import { AppError } from '@/platform/app-error';
import type { CrashEngine } from './crash/crash-engine';
import { commitment, newServerSeed } from './fairness';
import type { HouseRepository, HouseRoundRow, HouseSessionRow } from './repository';
import { BET_LEVELS, MULTI_STEP, type RgsDeps, SESSION_MS } from './rgs-config';
import type { OpenRounds } from './rgs-open-rounds';
import type { Ctx, RgsParties } from './rgs-parties';
import { roundView } from './rgs-views';

/** Game sessions: a launch token traded for a session, and the session read back. */
export function createRgsSessions(
  deps: RgsDeps,
  repo: HouseRepository,
  { partiesOf, context }: RgsParties,
  { openRoundFor }: OpenRounds,
  crash: CrashEngine,
) {
  /** What authenticate and the session read answer. */
  async function sessionView(
    ctx: Ctx,
    launch: { language: string | null; backUrl: string | null } | undefined,
    open: HouseRoundRow | undefined,
  ) {
    const { game, merchant, account, session } = ctx;
    const { available, currency } = await deps.wallet.balance(merchant, account);
    // Crash rounds are shared: the session shows the current round's hash, the chain's salt and round.
    const fairness =
      game.game.engine === 'crash'
        ? await crash.fairness(merchant.id, session.gameId)
        : { serverSeedHash: session.serverSeedHash, clientSeed: session.clientSeed, nonce: session.nonce };
    return {
      sessionId: session.id,
      game: {
        gameCode: game.game.gameCode,
        name:
          game.game.names[launch?.language ?? merchant.defaultLanguage] ??
          game.game.names.en ??
          game.game.gameCode,
        engine: game.game.engine ?? 'dice',
        variant: game.game.variant,
        betLevels: BET_LEVELS.filter((b) => b >= game.game.minBet).map(formatMinor),
        studio: game.vendorName,
      },
      balance: formatMinor(available),
      currency,
      trial: session.trial,
      fairness,
      backUrl: launch?.backUrl ?? null,
      openRound: open ? roundView(open) : null,
    };
  }

  return {
    async authenticate(launchToken: string, ip: string) {
      const sessionId = crypto.randomUUID();
      const token = await repo.takeLaunchToken(
        crypto.createHash('sha256').update(launchToken).digest('hex'),
        sessionId,
      );
      if (!token) throw new AppError('invalid_launch_token', 401);
      const merchant = await deps.merchants.findById(token.merchantId);
      let accountId = token.accountId;
      if (accountId === null) {
        // A guest's free trial: a trial account with play money, like free play.
        const trial = await deps.identity.freePlay(
          merchant,
          { os: 'rgs' },
          { ip, userAgent: undefined, site: 'player' },
        );
        accountId = (await deps.identity.sessions.resolve(trial.token))!.account.id;
      }
      const serverSeed = newServerSeed();
      const session: HouseSessionRow = {
        id: sessionId,
        merchantId: merchant.id,
        accountId,
        playerTokenHash: null,
        gameId: token.gameId,
        trial: false,
        serverSeed,
        serverSeedHash: commitment(serverSeed),
        clientSeed: crypto.randomBytes(8).toString('hex'),
        nonce: 0,
        createdAt: new Date(),
        expiresAt: new Date(Date.now() + SESSION_MS),
      };
      const parties = await partiesOf(session);
      if (!parties) throw new AppError('invalid_launch_token', 401);
      session.trial = isTrial(parties.account.type);
      await repo.insertSession(session);
      const ctx: Ctx = { session, ...parties };
      // An open mines or blackjack round of an earlier session of this account and game is taken over.
      const open = MULTI_STEP.has(parties.game.game.engine ?? '') ? await openRoundFor(ctx) : undefined;
      return sessionView(ctx, token, open);
    },

    /** The session as authenticate gave it, now: balance, seeds and nonce, and the open round if any. */
    async session(sessionId: string) {
      const ctx = await context(sessionId);
      const open = MULTI_STEP.has(ctx.game.game.engine ?? '') ? await openRoundFor(ctx) : undefined;
      return sessionView(ctx, await repo.launchOf(sessionId), open);
    },
  };
}
