import { z } from 'zod';
import { MAX_MULTIPLIER, MIN_AUTO_CASHOUT, parseMultiplier } from './crash-curve';
import { ZMoney } from './money';
import { text } from './text';

// The curve and multiplier helpers live in crash-curve.ts (no zod); both import from here too.
export {
  DEFAULT_GROWTH_PER_MS,
  flightMs,
  formatMultiplier,
  MAX_MULTIPLIER,
  MIN_AUTO_CASHOUT,
  MIN_MULTIPLIER,
  multiplierAt,
  parseMultiplier,
} from './crash-curve';

/**
 * Crash (docs/games.md): shared rounds for every player of a merchant and game. Bets go through
 * `POST /rgs/play` (`action: 'bet'` with these params during the betting phase, `action: 'cashout'`
 * during the flight); the round state comes from `GET /rgs/crash/state` and the real-time channel.
 */

/** A multiplier on the wire: a decimal string with two decimals ("2.45"). */
export const ZMultiplier = text(12).regex(/^\d{1,9}\.\d{2}$/, 'a multiplier like 2.45');

/**
 * An auto cash-out target as sent: "2.5", "2.50" or 2.5; ×1.01 to ×1,000,000, at most two decimals;
 * absent or null for none. Parsed to hundredths (250).
 */
export const ZAutoCashout = z.unknown().transform((value, ctx) => {
  if (value === undefined || value === null) return null;
  const hundredths = typeof value === 'string' || typeof value === 'number' ? parseMultiplier(value) : null;
  if (hundredths === null || hundredths < MIN_AUTO_CASHOUT || hundredths > MAX_MULTIPLIER) {
    ctx.addIssue({
      code: 'custom',
      message: 'autoCashout must be a multiplier from 1.01 to 1000000.00 with at most two decimals',
    });
    return z.NEVER;
  }
  return hundredths;
});

/** `params` of a crash bet. */
export const ZCrashBetParams = z.object({ autoCashout: ZAutoCashout.optional() });

export const CRASH_PHASES = ['betting', 'flying', 'crashed', 'void'] as const;
export const ZCrashPhase = z.enum(CRASH_PHASES);

/** A bet of the round as every player sees it: the name masked, no auto cash-out target. */
export const ZCrashPlayer = z.object({
  id: z.string(),
  player: z.string(),
  bet: ZMoney,
  /** The multiplier the bet was cashed out at (by the player or its auto cash-out). */
  cashout: ZMultiplier.nullable(),
  win: ZMoney.nullable(),
  state: z.enum(['playing', 'cashed', 'lost']),
});
export type TCrashPlayer = z.infer<typeof ZCrashPlayer>;

/**
 * The shared round. Times are ISO strings on the database clock; `serverTime` is when this was
 * read, so a client can animate m(t) = e^(growthPerMs·t) from `startedAt` on its own clock.
 * `crashPoint`, `seed` and `crashedAt` stay null until the round has crashed.
 */
export const ZCrashRound = z.object({
  roundId: z.string(),
  roundNo: z.number().int(),
  phase: ZCrashPhase,
  /** SHA-256 of the round's seed, committed before any bet. */
  hash: z.string(),
  salt: z.string(),
  bettingEndsAt: z.string(),
  startedAt: z.string().nullable(),
  crashedAt: z.string().nullable(),
  crashPoint: ZMultiplier.nullable(),
  seed: z.string().nullable(),
  growthPerMs: z.number(),
  serverTime: z.string(),
  players: z.array(ZCrashPlayer),
});
export type TCrashRound = z.infer<typeof ZCrashRound>;

export const ZCrashHistoryEntry = z.object({
  roundId: z.string(),
  roundNo: z.number().int(),
  crashPoint: ZMultiplier,
  hash: z.string(),
  seed: z.string(),
});
export type TCrashHistoryEntry = z.infer<typeof ZCrashHistoryEntry>;

/** The caller's own bet in the current round (`roundId` is its RGS round, for `GET /rgs/rounds/<id>`). */
export const ZCrashMyBet = z.object({
  roundId: z.string(),
  crashRoundId: z.string(),
  bet: ZMoney,
  autoCashout: ZMultiplier.nullable(),
  cashout: ZMultiplier.nullable(),
  win: ZMoney,
  state: z.string(),
});
export type TCrashMyBet = z.infer<typeof ZCrashMyBet>;

export const ZCrashStateQuery = z.object({ sessionId: text(64).min(1) });

/** `GET /rgs/crash/state`: for a client joining (or re-joining) mid-round. */
export const ZCrashState = z.object({
  round: ZCrashRound.nullable(),
  /** The last 20 crashed rounds, newest first. */
  history: z.array(ZCrashHistoryEntry),
  myBet: ZCrashMyBet.nullable(),
  /** The current hash chain: its commitment (the hash of its first round) and its salt. */
  chain: z.object({ commitment: z.string(), salt: z.string() }),
});
export type TCrashState = z.infer<typeof ZCrashState>;

/**
 * The real-time channel (`/wps/realtime`): a game client's first message is
 * `{"type":"game","sessionId"}` (instead of `auth`); the server then pushes the player's balance as
 * usual and, for crash games, these events.
 */
export const ZGameSubscribe = z.object({ type: z.literal('game'), sessionId: text(64).min(1) });

export const ZCrashEvent = z.discriminatedUnion('event', [
  /** On every phase change (and right after subscribing; null before the game's first round). */
  z.object({
    type: z.literal('crash'),
    event: z.literal('round'),
    round: ZCrashRound.nullable(),
    history: z.array(ZCrashHistoryEntry),
  }),
  z.object({ type: z.literal('crash'), event: z.literal('bet'), roundId: z.string(), player: ZCrashPlayer }),
  z.object({
    type: z.literal('crash'),
    event: z.literal('cashout'),
    roundId: z.string(),
    player: ZCrashPlayer,
  }),
]);
export type TCrashEvent = z.infer<typeof ZCrashEvent>;
