import { z } from 'zod';
import { ZMoney } from './money';
import { ZPage } from './paging';
import { text } from './text';

/**
 * The lottery (docs/lottery.md, api-contract "Lottery"): the games, their calendars, prize ladders and
 * bet types with default odds, the rule that settles a bet, and the wire schemas of the /lgw calls.
 * Odds are gross: a winning stake returns stake × odds (the stake is not returned on top), so the
 * expected return (RTP) of a bet type is E[units paid per unit staked].
 */

export const LOTTERY_PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];
/** Spec §3: the lottery menu's account type name. */
export const LOTTERY_ACCOUNT_TYPE = 'TCG_LOTTO_VN';
/** Spec §7: default list paging of the lottery calls. */
export const LOTTERY_PAGE_SIZE = 42;
/** Stake bounds per bet, in minor units. */
export const LOTTERY_MIN_STAKE = 100n;
export const LOTTERY_MAX_STAKE = 10_000_000n;

export type LotteryKind = 'vn' | '4d' | 'pick3' | 'pick5' | 'keno';
export type LotteryArea = 'VN' | 'SEA' | 'EL';

/** A prize tier of a result sheet: `count` numbers of `digits` digits (keno: numbers 1–80). */
export type LotteryTier = { code: string; count: number; digits: number };

/**
 * What a bet picks: `count` numbers of `digits` digits (distinct when `distinct`), numbers in
 * `min`..`max` (keno), or one of `options` (big/small).
 */
export type LotteryPick = {
  count: number;
  digits?: number;
  min?: number;
  max?: number;
  distinct?: boolean;
  options?: string[];
};

export type LotteryBetType = {
  code: string;
  pick: LotteryPick;
  /** Default odds in hundredths (350 = ×3.50); several for a prize table (4D: one per tier). */
  odds: number[];
  /** The documented expected return at the default odds (docs/lottery.md), to 6 decimals. */
  rtp: number;
};

export type LotterySchedule =
  | { type: 'interval'; minutes: number }
  /** A daily draw at `at` (HH:MM, merchant's GMT offset) on `days` (0 = Sunday), every day when absent. */
  | { type: 'daily'; at: string; days?: number[] };

export type LotteryGame = {
  code: string;
  prizeMode: 'LOTT' | 'ELOTT' | 'SEA';
  area: LotteryArea;
  kind: LotteryKind;
  /** Vendor route of spec §9. */
  route: '/lottery' | '/vnLottery' | '/seaLottery';
  names: { en: string; es: string; pt: string; ty: string };
  schedule: LotterySchedule;
  /** Bets close this many seconds before the draw. */
  closeLeadSec: number;
  /** The result sheet, in draw order. */
  tiers: LotteryTier[];
  betTypes: LotteryBetType[];
};

const two = { count: 1, digits: 2 };
const three = { count: 1, digits: 3 };
const xien = (count: number) => ({ count, digits: 2, distinct: true });

/** Northern (XSMB) ladder: 27 numbers, drawn G1 → G7 then the special prize last. */
const MB_TIERS: LotteryTier[] = [
  { code: 'G1', count: 1, digits: 5 },
  { code: 'G2', count: 2, digits: 5 },
  { code: 'G3', count: 6, digits: 5 },
  { code: 'G4', count: 4, digits: 4 },
  { code: 'G5', count: 6, digits: 4 },
  { code: 'G6', count: 3, digits: 3 },
  { code: 'G7', count: 4, digits: 2 },
  { code: 'DB', count: 1, digits: 5 },
];
/** Southern / central ladder: 18 numbers, drawn G8 up to the 6-digit special prize. */
const MN_TIERS: LotteryTier[] = [
  { code: 'G8', count: 1, digits: 2 },
  { code: 'G7', count: 1, digits: 3 },
  { code: 'G6', count: 3, digits: 4 },
  { code: 'G5', count: 1, digits: 4 },
  { code: 'G4', count: 7, digits: 5 },
  { code: 'G3', count: 2, digits: 5 },
  { code: 'G2', count: 1, digits: 5 },
  { code: 'G1', count: 1, digits: 5 },
  { code: 'DB', count: 1, digits: 6 },
];
/** SEA 4D: 23 numbers 0000–9999. */
const SEA_TIERS: LotteryTier[] = [
  { code: 'FIRST', count: 1, digits: 4 },
  { code: 'SECOND', count: 1, digits: 4 },
  { code: 'THIRD', count: 1, digits: 4 },
  { code: 'STARTER', count: 10, digits: 4 },
  { code: 'CONSOLATION', count: 10, digits: 4 },
];

export const LOTTERY_GAMES: LotteryGame[] = [
  {
    code: 'EL_PICK3',
    prizeMode: 'ELOTT',
    area: 'EL',
    kind: 'pick3',
    route: '/lottery',
    names: {
      en: 'Pick 3 · 1 minute',
      es: 'Pick 3 · 1 minuto',
      pt: 'Pick 3 · 1 minuto',
      ty: 'Pick 3 · 1 minuto',
    },
    schedule: { type: 'interval', minutes: 1 },
    closeLeadSec: 10,
    tiers: [{ code: 'RESULT', count: 3, digits: 1 }],
    betTypes: [
      { code: 'p3_straight', pick: three, odds: [90000], rtp: 0.9 },
      { code: 'p3_back2', pick: two, odds: [9000], rtp: 0.9 },
      { code: 'p3_bigsmall', pick: { count: 1, options: ['big', 'small'] }, odds: [196], rtp: 0.98 },
    ],
  },
  {
    code: 'EL_PICK5',
    prizeMode: 'ELOTT',
    area: 'EL',
    kind: 'pick5',
    route: '/lottery',
    names: {
      en: 'Pick 5 · 3 minutes',
      es: 'Pick 5 · 3 minutos',
      pt: 'Pick 5 · 3 minutos',
      ty: 'Pick 5 · 3 minuto',
    },
    schedule: { type: 'interval', minutes: 3 },
    closeLeadSec: 10,
    tiers: [{ code: 'RESULT', count: 5, digits: 1 }],
    betTypes: [
      { code: 'p5_straight', pick: { count: 1, digits: 5 }, odds: [9000000], rtp: 0.9 },
      { code: 'p5_back3', pick: three, odds: [90000], rtp: 0.9 },
      { code: 'p5_bigsmall', pick: { count: 1, options: ['big', 'small'] }, odds: [196], rtp: 0.98 },
    ],
  },
  {
    code: 'EL_KENO',
    prizeMode: 'ELOTT',
    area: 'EL',
    kind: 'keno',
    route: '/lottery',
    names: {
      en: 'Keno 20/80 · 5 minutes',
      es: 'Keno 20/80 · 5 minutos',
      pt: 'Keno 20/80 · 5 minutos',
      ty: 'Keno 20/80 · 5 minuto',
    },
    schedule: { type: 'interval', minutes: 5 },
    closeLeadSec: 10,
    tiers: [{ code: 'RESULT', count: 20, digits: 2 }],
    betTypes: [
      { code: 'keno_1', pick: { count: 1, min: 1, max: 80, distinct: true }, odds: [380], rtp: 0.95 },
      { code: 'keno_2', pick: { count: 2, min: 1, max: 80, distinct: true }, odds: [1500], rtp: 0.901899 },
      { code: 'keno_3', pick: { count: 3, min: 1, max: 80, distinct: true }, odds: [6500], rtp: 0.901899 },
      { code: 'keno_4', pick: { count: 4, min: 1, max: 80, distinct: true }, odds: [30000], rtp: 0.919018 },
      { code: 'keno_5', pick: { count: 5, min: 1, max: 80, distinct: true }, odds: [140000], rtp: 0.902895 },
    ],
  },
  {
    code: 'VN_MB',
    prizeMode: 'LOTT',
    area: 'VN',
    kind: 'vn',
    route: '/vnLottery',
    names: {
      en: 'Northern lottery (XSMB)',
      es: 'Lotería del Norte (XSMB)',
      pt: 'Loteria do Norte (XSMB)',
      ty: 'Loterya ng Hilaga (XSMB)',
    },
    schedule: { type: 'daily', at: '18:15' },
    closeLeadSec: 15 * 60,
    tiers: MB_TIERS,
    betTypes: [
      { code: 'lo2', pick: two, odds: [350], rtp: 0.945 },
      { code: 'lo3', pick: three, odds: [4000], rtp: 0.92 },
      { code: 'de', pick: two, odds: [9500], rtp: 0.95 },
      { code: 'xien2', pick: xien(2), odds: [1700], rtp: 0.932996 },
      { code: 'xien3', pick: xien(3), odds: [6500], rtp: 0.799366 },
      { code: 'xien4', pick: xien(4), odds: [25000], rtp: 0.667479 },
    ],
  },
  {
    code: 'VN_MN',
    prizeMode: 'LOTT',
    area: 'VN',
    kind: 'vn',
    route: '/vnLottery',
    names: {
      en: 'Southern lottery (XSMN)',
      es: 'Lotería del Sur (XSMN)',
      pt: 'Loteria do Sul (XSMN)',
      ty: 'Loterya ng Timog (XSMN)',
    },
    schedule: { type: 'daily', at: '16:15' },
    closeLeadSec: 15 * 60,
    tiers: MN_TIERS,
    betTypes: [
      { code: 'lo2', pick: two, odds: [520], rtp: 0.936 },
      { code: 'lo3', pick: three, odds: [5400], rtp: 0.918 },
      { code: 'de', pick: two, odds: [9500], rtp: 0.95 },
      { code: 'xien2', pick: xien(2), odds: [3500], rtp: 0.913773 },
      { code: 'xien3', pick: xien(3), odds: [23000], rtp: 0.900093 },
      { code: 'xien4', pick: xien(4), odds: [150000], rtp: 0.832837 },
    ],
  },
  {
    code: 'SEA_4D',
    prizeMode: 'SEA',
    area: 'SEA',
    kind: '4d',
    route: '/seaLottery',
    names: {
      en: '4D (Wed, Sat, Sun)',
      es: '4D (mié, sáb, dom)',
      pt: '4D (qua, sáb, dom)',
      ty: '4D (Miy, Sab, Lin)',
    },
    schedule: { type: 'daily', at: '19:00', days: [0, 3, 6] },
    closeLeadSec: 15 * 60,
    tiers: SEA_TIERS,
    betTypes: [
      // One unit pays per matching tier: first, second, third, each starter, each consolation.
      { code: 'big', pick: { count: 1, digits: 4 }, odds: [250000, 100000, 50000, 18000, 6000], rtp: 0.64 },
      { code: 'small', pick: { count: 1, digits: 4 }, odds: [350000, 200000, 100000], rtp: 0.65 },
    ],
  },
];

export const lotteryGame = (code: string) => LOTTERY_GAMES.find((g) => g.code === code);
export const lotteryBetType = (game: LotteryGame, code: string) => game.betTypes.find((b) => b.code === code);

/** A drawn result: the values of each tier, in draw order, as digit strings (keno: "1"–"80"). */
export type TDrawNumbers = { tier: string; values: string[] }[];

/**
 * Checks and normalises the numbers of a bet (keno numbers without leading zeros, big/small in lower
 * case); null when they do not fit the bet type.
 */
export function normaliseNumbers(pick: LotteryPick, numbers: readonly string[]): string[] | null {
  if (numbers.length !== pick.count) return null;
  const out: string[] = [];
  for (const raw of numbers) {
    const value = raw.trim();
    if (pick.options) {
      const option = value.toLowerCase();
      if (!pick.options.includes(option)) return null;
      out.push(option);
    } else if (pick.min !== undefined && pick.max !== undefined) {
      if (!/^\d{1,2}$/.test(value)) return null;
      const n = Number(value);
      if (n < pick.min || n > pick.max) return null;
      out.push(String(n));
    } else {
      if (!new RegExp(`^\\d{${pick.digits ?? 1}}$`).test(value)) return null;
      out.push(value);
    }
  }
  if (pick.distinct && new Set(out).size !== out.length) return null;
  return out;
}

/**
 * Units paid per unit staked, in hundredths of the odds (so win = stake × units / 100): the rule that
 * settles every bet type. Lô pays per occurrence (nháy); xiên once when all its numbers are among the
 * two-digit tails; 4D big and small once per matching tier number.
 */
export function winUnits(
  game: Pick<LotteryGame, 'kind'>,
  betType: string,
  numbers: readonly string[],
  result: TDrawNumbers,
  odds: readonly number[],
): number {
  const o = odds[0] ?? 0;
  const all = () => result.flatMap((t) => t.values);
  switch (game.kind) {
    case 'vn': {
      const values = all();
      if (betType === 'lo2') return o * values.filter((v) => v.slice(-2) === numbers[0]).length;
      if (betType === 'lo3')
        return o * values.filter((v) => v.length >= 3 && v.slice(-3) === numbers[0]).length;
      if (betType === 'de') {
        const special = result.find((t) => t.tier === 'DB')?.values[0] ?? '';
        return special.slice(-2) === numbers[0] ? o : 0;
      }
      if (betType.startsWith('xien')) {
        const tails = new Set(values.map((v) => v.slice(-2)));
        return numbers.every((n) => tails.has(n)) ? o : 0;
      }
      return 0;
    }
    case '4d': {
      let units = 0;
      result.forEach((tier, i) => {
        const prize = odds[i];
        if (prize === undefined) return;
        units += prize * tier.values.filter((v) => v === numbers[0]).length;
      });
      return units;
    }
    case 'pick3':
    case 'pick5': {
      const digits = all();
      const joined = digits.join('');
      const pick = numbers[0] ?? '';
      if (betType.endsWith('_bigsmall')) {
        const sum = digits.reduce((s, d) => s + Number(d), 0);
        const big = sum * 2 > digits.length * 9;
        return (pick === 'big') === big ? o : 0;
      }
      if (betType.endsWith('_straight')) return joined === pick ? o : 0;
      return joined.slice(-pick.length) === pick ? o : 0;
    }
    case 'keno': {
      const drawn = new Set(all());
      return numbers.every((n) => drawn.has(n)) ? o : 0;
    }
  }
}

/** The win of a bet in minor units (rounded down to the cent). */
export function winOf(
  game: Pick<LotteryGame, 'kind'>,
  betType: string,
  numbers: readonly string[],
  result: TDrawNumbers,
  odds: readonly number[],
  stake: bigint,
): bigint {
  const units = winUnits(game, betType, numbers, result, odds);
  return units > 0 ? (stake * BigInt(units)) / 100n : 0n;
}

/** The highest win of one bet (what the bet slip shows as potential win). */
export function potentialWinOf(
  game: LotteryGame,
  betType: LotteryBetType,
  odds: readonly number[],
  stake: bigint,
) {
  // 4D: the first prize; lô: one hit (a number drawn twice pays twice).
  void game;
  void betType;
  return (stake * BigInt(odds[0] ?? 0)) / 100n;
}

/** `+07:00` → 420 minutes. */
export function offsetMinutes(gmtOffset: string): number {
  const m = /^([+-])(\d{2}):?(\d{2})$/.exec(gmtOffset.trim());
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' ? -minutes : minutes;
}

export type LotteryPeriod = { drawNo: string; closesAt: Date; drawAt: Date };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const localDay = (localMs: number) => {
  const d = new Date(localMs);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
};

/**
 * The first draw of a game's calendar (merchant's GMT offset) that still takes bets at `t`: its
 * period number (yyyyMMdd, plus -NNNN for intraday games), close and draw instants.
 */
export function periodAt(game: Pick<LotteryGame, 'schedule' | 'closeLeadSec'>, gmtOffset: string, t: Date) {
  const off = offsetMinutes(gmtOffset) * 60_000;
  const lead = game.closeLeadSec * 1000;
  const s = game.schedule;
  if (s.type === 'interval') {
    const step = s.minutes * 60_000;
    const drawLocal = (Math.floor((t.getTime() + off + lead) / step) + 1) * step;
    // Numbered within its local day; a draw at local midnight is the previous day's last.
    const index = Math.floor(((((drawLocal - 1) % 86_400_000) + 86_400_000) % 86_400_000) / step) + 1;
    const day = localDay(drawLocal - 1);
    const drawAt = new Date(drawLocal - off);
    return {
      drawNo: `${day}-${pad(index, 4)}`,
      drawAt,
      closesAt: new Date(drawAt.getTime() - lead),
    } satisfies LotteryPeriod;
  }
  const [hh, mm] = s.at.split(':').map(Number) as [number, number];
  const localNow = t.getTime() + off;
  let dayStart = localNow - (((localNow % 86_400_000) + 86_400_000) % 86_400_000);
  for (let i = 0; i < 15; i++, dayStart += 86_400_000) {
    const weekday = new Date(dayStart).getUTCDay();
    if (s.days && !s.days.includes(weekday)) continue;
    const drawAt = new Date(dayStart + (hh * 60 + mm) * 60_000 - off);
    const closesAt = new Date(drawAt.getTime() - lead);
    if (closesAt.getTime() > t.getTime()) return { drawNo: localDay(dayStart), drawAt, closesAt };
  }
  throw new Error(`no draw in two weeks for ${JSON.stringify(s)}`);
}

// --- wire ---------------------------------------------------------------------------------------

export const ZPrizeModeQuery = z.object({ prizeMode: z.enum(LOTTERY_PRIZE_MODES).default('LOTT') });
export const ZVnMenuQuery = ZPrizeModeQuery.extend({ device: z.enum(['WEB', 'H5']).default('WEB') });
export const ZGameCodeQuery = z.object({ gameCode: text(32).min(1) });
export const ZOpenedQuery = ZGameCodeQuery.extend({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LOTTERY_PAGE_SIZE),
});

export const ZLotteryBetTypeView = z.object({
  code: z.string(),
  /** The headline odds (first tier), as a decimal ("3.50"). */
  odds: z.string(),
  /** Every tier's odds (4D), as decimals. */
  payouts: z.array(z.string()),
  pick: z.object({
    count: z.number().int(),
    digits: z.number().int().optional(),
    min: z.number().int().optional(),
    max: z.number().int().optional(),
    distinct: z.boolean().optional(),
    options: z.array(z.string()).optional(),
  }),
  rtp: z.number(),
});

export const ZLotteryMenuGame = z.object({
  gameCode: z.string(),
  name: z.string(),
  prizeMode: z.string(),
  area: z.string(),
  kind: z.string(),
  route: z.string(),
  schedule: z.string(),
  tiers: z.array(z.object({ code: z.string(), count: z.number().int(), digits: z.number().int() })),
});
export const ZLotteryMenus = z.object({
  gameMenus: z.array(
    z.object({ accountTypeName: z.string(), prizeMode: z.string(), games: z.array(ZLotteryMenuGame) }),
  ),
});

export const ZDrawNumbers = z.array(z.object({ tier: z.string(), values: z.array(z.string()) }));

export const ZLotteryDraw = z.object({
  drawId: z.string(),
  gameCode: z.string(),
  drawNo: z.string(),
  closedAt: z.string().nullable(),
  drawnAt: z.string().nullable(),
  numbers: ZDrawNumbers,
  drawHash: z.string(),
  seed: z.string(),
});
export type TLotteryDraw = z.infer<typeof ZLotteryDraw>;

export const ZCurrentDraw = z.object({
  drawId: z.string(),
  gameCode: z.string(),
  drawNo: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  drawHash: z.string(),
  betTypes: z.array(ZLotteryBetTypeView),
  serverTime: z.string(),
});
export type TCurrentDraw = z.infer<typeof ZCurrentDraw>;

export const ZPlaceBet = z.object({
  drawId: text(20).regex(/^\d{1,18}$/),
  betType: text(20).min(1),
  numbers: z.array(text(8).min(1)).min(1).max(10),
  stake: ZMoney,
});
export type TPlaceBet = z.infer<typeof ZPlaceBet>;

export const LOTTERY_BET_STATES = ['open', 'won', 'lost', 'refunded'] as const;
export const ZLotteryBet = z.object({
  betId: z.string(),
  drawId: z.string(),
  drawNo: z.string(),
  gameCode: z.string(),
  betType: z.string(),
  numbers: z.array(z.string()),
  stake: z.string(),
  odds: z.string(),
  potentialWin: z.string(),
  state: z.enum(LOTTERY_BET_STATES),
  win: z.string(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TLotteryBet = z.infer<typeof ZLotteryBet>;
export const ZPlaceBetResult = z.object({ bet: ZLotteryBet, balance: z.string() });
export const ZMyBetsQuery = z.object({
  gameCode: text(32).min(1).optional(),
  state: z.enum(LOTTERY_BET_STATES).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LOTTERY_PAGE_SIZE),
});
export const ZMyBets = ZPage(ZLotteryBet);
export const ZRecentGames = z.object({ list: z.array(ZLotteryMenuGame) });

// --- back office ----------------------------------------------------------------------------------

export const LOTTERY_DRAW_STATES = ['open', 'closed', 'settled', 'cancelled'] as const;
export const ZOpsDrawQuery = z.object({
  gameCode: text(32).min(1).optional(),
  state: z.enum(LOTTERY_DRAW_STATES).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZOpsDraw = z.object({
  drawId: z.string(),
  gameCode: z.string(),
  drawNo: z.string(),
  state: z.enum(LOTTERY_DRAW_STATES),
  closesAt: z.string(),
  drawAt: z.string(),
  drawnAt: z.string().nullable(),
  drawHash: z.string(),
  seed: z.string().nullable(),
  numbers: ZDrawNumbers.nullable(),
  bets: z.number().int(),
  stakes: z.string(),
  wins: z.string(),
  cancelReason: z.string().nullable(),
});
export type TOpsDraw = z.infer<typeof ZOpsDraw>;
export const ZOpsDraws = ZPage(ZOpsDraw);
export const ZOpsCancelDraw = z.object({ reason: text(500).trim().min(3) });
export const ZDevDraw = z.object({ gameCode: text(32).min(1) });

/**
 * The expected return of a bet type at given odds (hundredths), in closed form from the game's sheet:
 * lô pays per expected hit, xiên on the inclusion–exclusion probability that all its numbers appear,
 * 4D per tier, pick games and keno on the exact probability of a hit.
 */
export function rtpOf(game: LotteryGame, code: string, odds: readonly number[]): number {
  const o = (odds[0] ?? 0) / 100;
  const count = (minDigits: number) =>
    game.tiers.filter((t) => t.digits >= minDigits).reduce((s, t) => s + t.count, 0);
  const choose = (n: number, k: number) => {
    let r = 1;
    for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
    return r;
  };
  if (game.kind === '4d')
    return game.tiers.reduce((s, t, i) => s + (t.count * (odds[i] ?? 0)) / 100 / 10_000, 0);
  if (code === 'lo2') return (count(2) / 100) * o;
  if (code === 'lo3') return (count(3) / 1000) * o;
  if (code === 'de') return o / 100;
  if (code.startsWith('xien')) {
    const k = Number(code.slice(4));
    let p = 0;
    for (let j = 0; j <= k; j++) p += (-1) ** j * choose(k, j) * (1 - j / 100) ** count(2);
    return p * o;
  }
  if (code.endsWith('_bigsmall')) return o / 2;
  if (code.endsWith('_straight')) return o / 10 ** (game.kind === 'pick3' ? 3 : 5);
  if (code.includes('_back')) return o / 10 ** Number(code.slice(-1));
  if (code.startsWith('keno_')) {
    const k = Number(code.slice(5));
    return (choose(20, k) / choose(80, k)) * o;
  }
  return 0;
}

/** Merchant odds may not promise more than this expected return. */
export const LOTTERY_MAX_RTP = 0.99;

export const ZOpsOddsUpdate = z.object({
  gameCode: text(32).min(1),
  betType: text(20).min(1),
  /** Decimal odds ("3.50"), one per tier for 4D. */
  odds: z
    .array(text(12).regex(/^\d{1,7}(\.\d{1,2})?$/))
    .min(1)
    .max(5),
  reason: text(500).trim().min(3),
});
export const ZOpsOdds = z.array(
  z.object({
    gameCode: z.string(),
    betType: z.string(),
    odds: z.array(z.string()),
    defaultOdds: z.array(z.string()),
    rtp: z.number(),
  }),
);

/** Odds in hundredths → "3.50". */
export const formatOdds = (hundredths: number) => `${Math.floor(hundredths / 100)}.${pad(hundredths % 100)}`;
