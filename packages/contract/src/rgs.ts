import { z } from 'zod';
import { BLACKJACK_ACTIONS } from './house/blackjack';
import { ZMoney } from './money';
import { text } from './text';

/** The house game server's public interface (api-contract "House games"). */
export const ZRgsAuthenticateRequest = z.object({ launchToken: text(100).min(16) });
/**
 * The session's seeds: the commitment SHA-256(serverSeed), the client seed, and `nonce`, the rounds
 * drawn from this server seed so far (the next round plays nonce + 1). Setting a client seed keeps the
 * nonce counting; rotating the server seed starts it at 0.
 */
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

export const ZRgsSessionQuery = z.object({ sessionId: text(64).min(1) });

export const ZRgsPlayRequest = z.object({
  sessionId: text(64).min(1),
  bet: ZMoney.optional(),
  /**
   * Multi-step games: bet starts a round; mines: reveal, cashout; blackjack: hit, stand, double, split,
   * insurance, no_insurance; crash: bet (params: crash.ts ZCrashBetParams) during betting, cashout in flight;
   * video poker: draw (params.holds); Casino Hold'em: call, fold.
   */
  action: z.enum(['bet', 'reveal', 'cashout', ...BLACKJACK_ACTIONS, 'draw', 'call', 'fold']).default('bet'),
  params: z.record(text(64), z.unknown()).default({}),
});
export const ZRgsRound = z.object({
  roundId: z.string(),
  state: z.string(),
  bet: ZMoney,
  win: ZMoney,
  outcome: z.record(z.string(), z.unknown()),
  nonce: z.number().int(),
  /**
   * When the round was played (ISO 8601). The nonce counts the rounds of one server seed, so it starts
   * again with every game session: the history tells rounds apart by this time.
   */
  playedAt: z.string().optional(),
});
export const ZRgsPlayResult = z.object({ round: ZRgsRound, balance: ZMoney });

/**
 * POST /rgs/play takes an optional `Idempotency-Key` header (1–255 characters), scoped to the game
 * session: a repeat with the same key and body gets the first answer (header `idempotent-replayed:
 * true`) without playing again; the same key with another body is refused with 409
 * `idempotency_conflict`, and one whose first call is still running with 409 `request_in_progress`.
 */
export const ZRgsPlayHeaders = z.object({ 'idempotency-key': text(255).min(1).optional() });

/**
 * What POST /rgs/authenticate and GET /rgs/session answer: the session, with the open mines or
 * blackjack round of this account and game (`state` 'debited'), if any, else null. An open round of an
 * earlier session of the same account and game is taken over by this one.
 */
export const ZRgsSessionState = ZRgsSession.extend({ openRound: ZRgsRound.nullable() });

/**
 * POST /rgs/seed: with `clientSeed`, sets the client seed for the next rounds (the server seed and the
 * nonce stay; `revealedServerSeed` is null); without, rotates the server seed (the old one is revealed,
 * a new hash committed, the nonce starts at 0). Refused with 409 `round_in_progress` while a mines or
 * blackjack round of this account and game is open.
 */
export const ZRgsSeedRequest = z.object({
  sessionId: text(64).min(1),
  clientSeed: text(64).min(1).optional(),
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
