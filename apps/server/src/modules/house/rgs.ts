import { AppError } from '@/platform/app-error';
import { createIdempotencyClaims } from '@/platform/idempotency-claims';
import { createCrashEngine } from './crash/crash-engine';
import { createHouseRepository } from './repository';
import { createRgsBets } from './rgs-bets';
import type { RgsDeps } from './rgs-config';
import { createOpenRounds } from './rgs-open-rounds';
import { crashCtx, createRgsParties } from './rgs-parties';
import { createRgsPlay } from './rgs-play';
import { createRgsPlayKeys } from './rgs-play-keys';
import { createRgsRecords } from './rgs-records';
import { createRgsRecovery } from './rgs-recovery';
import { createRoundWallet } from './rgs-round-wallet';
import { createRgsSessions } from './rgs-sessions';
import { createRgsSteps } from './rgs-steps';

export { ABANDONED_AFTER_MS } from './rgs-config';
export { canonicalJson } from './rgs-views';

/**
 * The house game server (RGS): a vendor like any other. It trades a one-time launch token for a game
 * session with a committed seed pair, takes bets through the seamless wallet (debit, then credit),
 * derives every outcome from HMAC-SHA256(serverSeed, clientSeed:nonce), and keeps every round.
 */
export function createRgs(deps: RgsDeps) {
  const repo = createHouseRepository(deps.db);
  const parties = createRgsParties(deps, repo);
  const crash = createCrashEngine({
    db: deps.db,
    seamless: deps.seamless,
    payee: parties.payee,
    listen: deps.crash?.listen,
    publish: deps.crash?.publish,
    log: deps.crash?.log,
    timing: deps.crash?.timing,
  });
  const wallet = createRoundWallet(deps, repo);
  const openRounds = createOpenRounds(repo, wallet);
  const { step } = createRgsSteps(deps, repo, parties, wallet, openRounds);
  const bets = createRgsBets(deps, repo, parties, wallet, openRounds);
  const { context } = parties;

  return {
    ...createRgsSessions(deps, repo, parties, openRounds, crash),
    ...createRgsPlayKeys(createIdempotencyClaims(deps.db), parties),
    ...createRgsPlay(deps, parties, crash, step, bets),
    ...createRgsRecords(repo, parties, crash),
    ...createRgsRecovery(repo, parties, wallet, openRounds, crash),

    /** Crash: the current round, the last 20 crash points and the caller's bet. */
    async crashState(sessionId: string) {
      const ctx = await context(sessionId);
      if (ctx.game.game.engine !== 'crash') {
        throw new AppError('not_found', 404, 'this session does not play a crash game');
      }
      return crash.state(crashCtx(ctx));
    },

    /**
     * A real-time subscriber with a game session: its account's balance, and for crash the round's
     * events. Null when the session is unknown or expired.
     */
    async subscribe(sessionId: string, send: (message: string) => void) {
      const ctx = await context(sessionId).catch(() => null);
      if (!ctx) return null;
      const detach =
        ctx.game.game.engine === 'crash' ? await crash.attach(crashCtx(ctx), send) : () => undefined;
      return { merchant: ctx.merchant, account: ctx.account, detach };
    },

    crash,
  };
}

export type Rgs = ReturnType<typeof createRgs>;
