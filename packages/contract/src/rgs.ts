import { z } from 'zod';
import { ZMoney } from './money';

/** The house game server's public interface (api-contract "House games"). */
export const ZRgsAuthenticateRequest = z.object({ launchToken: z.string().min(16).max(100) });
export const ZFairness = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export const ZRgsSession = z.object({
  sessionId: z.string(),
  game: z.object({
    gameCode: z.string(),
    name: z.string(),
    engine: z.string(),
    variant: z.string().nullable(),
    betLevels: z.array(ZMoney),
    studio: z.string(),
  }),
  balance: ZMoney,
  currency: z.string(),
  trial: z.boolean(),
  fairness: ZFairness,
  backUrl: z.string().nullable(),
});

export const ZRgsPlayRequest = z.object({
  sessionId: z.string().min(1).max(64),
  bet: ZMoney.optional(),
  /**
   * Multi-step games: bet starts a round; mines: reveal, cashout; blackjack: hit, stand, double, split,
   * insurance, no_insurance; crash: bet (params: crash.ts ZCrashBetParams) during betting, cashout in flight.
   */
  action: z
    .enum(['bet', 'reveal', 'cashout', 'hit', 'stand', 'double', 'split', 'insurance', 'no_insurance'])
    .default('bet'),
  params: z.record(z.string(), z.unknown()).default({}),
});
export const ZRgsRound = z.object({
  roundId: z.string(),
  state: z.string(),
  bet: ZMoney,
  win: ZMoney,
  outcome: z.record(z.string(), z.unknown()),
  nonce: z.number().int(),
});
export const ZRgsPlayResult = z.object({ round: ZRgsRound, balance: ZMoney });

export const ZRgsSeedRequest = z.object({
  sessionId: z.string().min(1).max(64),
  clientSeed: z.string().min(1).max(64).optional(),
});
export const ZRgsSeedResult = z.object({
  revealedServerSeed: z.string().nullable(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
});

export const ZRgsRoundDetail = ZRgsRound.extend({
  engine: z.string(),
  params: z.record(z.string(), z.unknown()),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  serverSeed: z.string().nullable(),
  walletTransactions: z.array(z.string()),
  createdAt: z.string(),
});
