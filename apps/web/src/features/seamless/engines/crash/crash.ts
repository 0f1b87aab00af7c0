/**
 * Crash (docs/games.md, "Crash"): shared rounds for every player of the game. A round takes bets, then
 * flies: the multiplier m(t) = e^(growth·t) grows from ×1.00 until the crash point; a bet cashed out
 * before it wins bet × m. The server pushes each phase on the real-time channel; the view animates the
 * flight on its own clock from `startedAt` (shifted by the server's clock). Type-only imports of the
 * contract's schemas (no zod in the browser); the curve comes from its zod-free `crash-curve`.
 */
import type {
  TCrashEvent,
  TCrashHistoryEntry,
  TCrashMyBet,
  TCrashPlayer,
  TCrashRound,
  TCrashState,
} from '@crupier/contract/crash';
import {
  DEFAULT_GROWTH_PER_MS,
  formatMultiplier,
  MAX_MULTIPLIER,
  MIN_AUTO_CASHOUT,
  multiplierAt,
  parseMultiplier,
} from '@crupier/contract/crash-curve';
import { apiFetch } from '@/api/client';
import type { TRealtimeMessage, TRound, TVerifier } from '@/api/game-engine-types';
import { compare } from '@/features/seamless/fairness/verify-round';
import { crashPoint as crashPointOf, sha256Hex } from '@/lib/fairness/fair-stream';
import { formatMinor, parseMinor } from '@/lib/money';

export type { TCrashHistoryEntry, TCrashMyBet, TCrashPlayer, TCrashRound, TCrashState };
export { crashPointOf, formatMultiplier, multiplierAt, parseMultiplier };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRound = (value: unknown): value is TCrashRound =>
  isRecord(value) &&
  typeof value.roundId === 'string' &&
  typeof value.roundNo === 'number' &&
  typeof value.phase === 'string' &&
  typeof value.bettingEndsAt === 'string' &&
  typeof value.serverTime === 'string' &&
  Array.isArray(value.players);

const isPlayer = (value: unknown): value is TCrashPlayer =>
  isRecord(value) && typeof value.id === 'string' && typeof value.bet === 'string';

/** GET /rgs/crash/state: the round, the last 20 crash points and my bet, for joining mid-round. */
export function getCrashState(sessionId: string): Promise<TCrashState> {
  return apiFetch('/rgs/crash/state', {
    query: { sessionId },
    parse: (value) => {
      if (
        !isRecord(value) ||
        !Array.isArray(value.history) ||
        (value.round !== null && !isRound(value.round))
      )
        throw new Error('Unexpected crash state');
      return value as TCrashState;
    },
  });
}

/** A crash event of the real-time channel, or null for anything else (balances, other games). */
export function parseCrashEvent(message: TRealtimeMessage): TCrashEvent | null {
  if (message.type !== 'crash') return null;
  if (
    message.event === 'round' &&
    (message.round === null || isRound(message.round)) &&
    Array.isArray(message.history)
  )
    return message as unknown as TCrashEvent;
  if (
    (message.event === 'bet' || message.event === 'cashout') &&
    typeof message.roundId === 'string' &&
    isPlayer(message.player)
  )
    return message as unknown as TCrashEvent;
  return null;
}

/** What the view knows: the round, the last crash points, and the server clock's lead over ours. */
export type TCrashTable = {
  round: TCrashRound | null;
  history: TCrashHistoryEntry[];
  /** serverTime − the local time it arrived at, in ms. */
  offsetMs: number;
};

export const EMPTY_TABLE: TCrashTable = { round: null, history: [], offsetMs: 0 };

const PHASE_ORDER: Record<string, number> = { betting: 0, flying: 1, crashed: 2, void: 2 };

/** Adds or replaces a player of the round (by bet id), keeping the order bets came in. */
export function upsertPlayer(players: TCrashPlayer[], player: TCrashPlayer): TCrashPlayer[] {
  const index = players.findIndex((p) => p.id === player.id);
  if (index === -1) return [...players, player];
  return players.map((p, i) => (i === index ? player : p));
}

/** A new round state (from the channel or GET state): older news than what the view has is ignored. */
export function applyRound(
  table: TCrashTable,
  round: TCrashRound | null,
  history: TCrashHistoryEntry[],
  localNow: number,
): TCrashTable {
  if (!round) return { ...table, history };
  const current = table.round;
  if (current) {
    if (round.roundNo < current.roundNo) return table;
    if (
      round.roundNo === current.roundNo &&
      (PHASE_ORDER[round.phase] ?? 0) < (PHASE_ORDER[current.phase] ?? 0)
    )
      return table;
  }
  // Players that arrived as events after this state was read stay.
  const players = [...round.players];
  if (current && current.roundId === round.roundId) {
    const known = new Set(players.map((p) => p.id));
    for (const p of current.players) if (!known.has(p.id)) players.push(p);
  }
  return {
    round: { ...round, players },
    history,
    offsetMs: Date.parse(round.serverTime) - localNow,
  };
}

export function applyCrashEvent(table: TCrashTable, event: TCrashEvent, localNow: number): TCrashTable {
  if (event.event === 'round') return applyRound(table, event.round, event.history, localNow);
  if (!table.round || table.round.roundId !== event.roundId) return table;
  return { ...table, round: { ...table.round, players: upsertPlayer(table.round.players, event.player) } };
}

/** The server's time now, from our clock and the measured offset. */
export const serverNow = (table: TCrashTable, localNow: number) => localNow + table.offsetMs;

/** The multiplier to show now (hundredths): growing in flight, the crash point once crashed. */
export function shownMultiplier(table: TCrashTable, localNow: number): number {
  const round = table.round;
  if (!round) return 100;
  if (round.phase === 'crashed' && round.crashPoint) return parseMultiplier(round.crashPoint) ?? 100;
  if (round.phase !== 'flying' || !round.startedAt) return 100;
  return multiplierAt(serverNow(table, localNow) - Date.parse(round.startedAt), round.growthPerMs);
}

/** Milliseconds of betting left (0 once closed). */
export function bettingLeftMs(table: TCrashTable, localNow: number): number {
  const round = table.round;
  if (round?.phase !== 'betting') return 0;
  return Math.max(0, Date.parse(round.bettingEndsAt) - serverNow(table, localNow));
}

/** An auto cash-out target typed by the player: hundredths, null for none, 'invalid' when refused. */
export function readAutoCashout(text: string): number | null | 'invalid' {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = parseMultiplier(trimmed);
  if (value === null || value < MIN_AUTO_CASHOUT || value > MAX_MULTIPLIER) return 'invalid';
  return value;
}

/** What cashing out at `multiplier` pays: bet × multiplier rounded down to a whole minor unit. */
export function cashoutAmount(bet: string, multiplier: number): string {
  return formatMinor((parseMinor(bet) * BigInt(multiplier)) / 100n);
}

/**
 * The flight as an SVG path in a `width` × `height` box: time on x (at least 10 s wide, growing with
 * the flight), multiplier on y (at least ×2 high). Returns the path and where its tip is.
 */
export function curvePath(
  elapsedMs: number,
  growthPerMs: number,
  width: number,
  height: number,
  steps = 48,
): { d: string; tipX: number; tipY: number } {
  const span = Math.max(elapsedMs, Math.log(2) / (growthPerMs || DEFAULT_GROWTH_PER_MS));
  const top = Math.max(2, Math.exp(growthPerMs * elapsedMs));
  const point = (t: number) => {
    const m = Math.exp(growthPerMs * t);
    return [(t / span) * width, height - ((m - 1) / (top - 1)) * height] as const;
  };
  const parts: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const [x, y] = point((elapsedMs * i) / steps);
    parts.push(`${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`);
  }
  const [tipX, tipY] = point(elapsedMs);
  return { d: parts.join(' '), tipX, tipY };
}

/** How a past crash point is coloured: under ×2, ×2 to ×10, ×10 and over. */
export function pointTone(crashPoint: string): 'low' | 'mid' | 'high' {
  const value = parseMultiplier(crashPoint) ?? 100;
  return value >= 1_000 ? 'high' : value >= 200 ? 'mid' : 'low';
}

/** A crash bet's outcome as the RGS keeps it (`house_rounds.outcome`). */
export type TCrashOutcome = {
  crashRoundId: string;
  roundNo: number;
  autoCashout: string | null;
  cashout?: string | null;
  crashPoint?: string;
};

export function crashOutcome(round: TRound | null): TCrashOutcome | null {
  const o = round?.outcome as Partial<TCrashOutcome> | undefined;
  if (!o || typeof o.crashRoundId !== 'string') return null;
  return o as TCrashOutcome;
}

/** "↑×1.53 · ×2.45": where the bet was cashed out (✗ if not) and where the round crashed, if known. */
export function crashSummary(round: TRound): string {
  const o = crashOutcome(round);
  if (!o) return '';
  const cashed = o.cashout ? `↑×${o.cashout}` : round.state === 'settled' ? '✗' : '…';
  return o.crashPoint ? `${cashed} · ×${o.crashPoint}` : cashed;
}

/** A crashed round of the chain as the fairness panel checks it. */
export type TChainCheck = {
  /** SHA-256(seed) is the hash shown before the round. */
  hashMatches: boolean;
  /** HMAC-SHA256(seed, salt) gives the crash point the round had. */
  crashMatches: boolean;
  /** The round's hash is the seed of the round before (null: that round is not in the list). */
  linkMatches: boolean | null;
};

/**
 * Checks the last crashed rounds of a chain (newest first, as the history lists them) in the browser:
 * each seed against its hash and its crash point, and each hash against the seed of the round before.
 */
export async function checkChain(entries: TCrashHistoryEntry[], salt: string): Promise<TChainCheck[]> {
  return Promise.all(
    entries.map(async (entry, i) => {
      const older = entries[i + 1];
      return {
        hashMatches: (await sha256Hex(entry.seed)) === entry.hash,
        crashMatches: formatMultiplier(await crashPointOf(entry.seed, salt)) === entry.crashPoint,
        linkMatches: older && older.roundNo === entry.roundNo - 1 ? older.seed === entry.hash : null,
      };
    }),
  );
}

/**
 * The rounds of the history that belong to the current chain: newest first, down to its first round
 * (whose hash is the chain's commitment); older rounds came from a used-up chain with another salt.
 */
export function chainRounds(history: TCrashHistoryEntry[], commitment: string | null): TCrashHistoryEntry[] {
  const first = commitment ? history.findIndex((entry) => entry.hash === commitment) : -1;
  return first === -1 ? history : history.slice(0, first + 1);
}

/**
 * A crash bet from its revealed round: the seed (server seed) and the chain's salt (client seed) give
 * the crash point; a cash-out at or below it wins bet × cash-out. (The shell has already checked that
 * SHA-256(seed) is the hash shown before the round.)
 */
export const verifyCrash: TVerifier = async (detail) => {
  const o = detail.outcome as Partial<TCrashOutcome>;
  const crash = await crashPointOf(detail.serverSeed ?? '', detail.clientSeed);
  const cashout = o.cashout ? parseMultiplier(o.cashout) : null;
  const wins = cashout !== null && cashout <= crash;
  return compare([
    {
      label: 'crash_point',
      server: o.crashPoint ? `×${o.crashPoint}` : '',
      computed: `×${formatMultiplier(crash)}`,
    },
    { label: 'result', server: detail.win !== '0.00' ? 'win' : 'loss', computed: wins ? 'win' : 'loss' },
    {
      label: 'win',
      server: detail.win,
      computed: wins && cashout !== null ? cashoutAmount(detail.bet, cashout) : '0.00',
    },
  ]);
};
