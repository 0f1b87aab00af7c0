import crypto from 'node:crypto';
import { formatMultiplier } from '@crupier/contract/crash';
import type { FastifyBaseLogger } from 'fastify';
import { createHouseRepository } from '@/modules/house/repository';
import { createCrashChain } from './crash-chain';
import { createCrashEvents } from './crash-events';
import { createCrashLoops } from './crash-loop';
import { createCrashPlay } from './crash-play';
import { recoverCrashGames } from './crash-recovery';
import { createCrashSettlement } from './crash-settlement';
import { createCrashStep } from './crash-step';
import {
  type CrashDeps,
  type CrashRuntime,
  type CrashTiming,
  DEFAULT_CRASH_TIMING,
  outcomeOf,
} from './crash-types';
import { createCrashViews } from './crash-views';
import { type CrashBetRow, createCrashRepository } from './repository';

export { type CrashTiming, DEFAULT_CRASH_TIMING, type Payee, type PlayerCtx } from './crash-types';

/**
 * Crash: one shared round loop per merchant and game (betting → flying → crashed → next), bets and
 * cash-outs through the seamless wallet, crash points from a hash chain (crash-fairness.ts).
 *
 * Every phase change is a conditional update on the database clock, and every payment has a fixed
 * wallet transaction id, so the loop is safe to run anywhere; a lease in `crash_games` makes one
 * instance (the leader) run each game's loop, the others take over when the lease runs out. Loops
 * start on demand (a session, a state read, a subscriber) and stop when nobody has looked for a while.
 */
export function createCrashEngine(deps: CrashDeps) {
  const rt: CrashRuntime = {
    deps,
    repo: createCrashRepository(deps.db, deps.publish),
    house: createHouseRepository(deps.db),
    timing: { ...DEFAULT_CRASH_TIMING, ...deps.timing },
    instanceId: crypto.randomUUID(),
    loops: new Map(),
    watchers: new Map(),
    leases: new Map(),
    broadcasts: new Map(),
    nextAuto: new Map(),
    stopped: false,
    warn: (message, error, extra = {}) => deps.log?.warn({ err: error, ...extra }, message),
  };
  const { repo, timing } = rt;
  const views = createCrashViews(rt);
  const events = createCrashEvents(rt, views);
  const chain = createCrashChain(rt);
  const money = createCrashSettlement(rt);
  const { step, paid } = createCrashStep(rt, chain, money, events);
  const { ensure, stop } = createCrashLoops(rt, step, events);

  return {
    timing,
    step,
    ensure,

    /** Sets timings (tests, before the first round). */
    configure(patch: Partial<CrashTiming>) {
      Object.assign(timing, patch);
    },

    /** What a new session shows as its fairness: the current round's hash, the salt and round number. */
    async fairness(merchantId: number, gameId: bigint) {
      ensure(merchantId, gameId);
      const game = await chain.gameRow(merchantId, gameId);
      const { round } = await repo.latest(merchantId, gameId);
      if (round && (round.phase === 'betting' || round.phase === 'flying')) {
        return { serverSeedHash: round.hash, clientSeed: round.salt, nonce: round.roundNo };
      }
      return { serverSeedHash: game.chainCommitment, clientSeed: game.salt, nonce: game.roundNo };
    },

    ...createCrashPlay(rt, { chain, money, events, views, ensure, paid }),

    /** Extra fields for the round recall of a crash bet: the shared round, its seed once crashed. */
    async recall(bet: CrashBetRow) {
      const round = await repo.round(outcomeOf(bet).crashRoundId);
      if (!round) return null;
      const over = round.phase === 'crashed';
      return {
        crashRoundId: round.id,
        roundNo: round.roundNo,
        hash: round.hash,
        salt: round.salt,
        crashPoint: over ? formatMultiplier(round.crashPoint) : null,
        seed: over ? round.seed : null,
      };
    },

    /** After a stop: finished flights crashed and settled, leftovers paid, each game's loop started. */
    recover: (log: FastifyBaseLogger) => recoverCrashGames(rt, money, ensure, log),

    /** Stops every loop (app close): waits for steps under way and hands the leases back. */
    stop,
  };
}

export type CrashEngine = ReturnType<typeof createCrashEngine>;
