import type { BaccaratSide } from '@crupier/contract/house/baccarat';
import { MINES_TILES, minesCashout } from '@crupier/contract/house/mines';
import { coveredPockets, MAX_ROULETTE_BETS, type RouletteBet } from '@crupier/contract/house/roulette';
import { LINES, paytableOf } from '@crupier/contract/house/slot';
import { AppError } from '../../../platform/app-error';
import type { FairStream } from '../fairness';
import { ARCADE_ENGINES, settleArcade } from './arcade';
import { playBaccarat } from './baccarat';
import { CARD_ROUND_ENGINES } from './card-rounds';
import { playDice, validateDice } from './dice';
import { placeMines } from './mines';
import { playRoulette } from './roulette';
import { playSlot } from './slot';
import { settleTableGame, TABLE_SINGLE_STEP_ENGINES } from './table-games';

/** What a single-step engine decides for one bet: the outcome to keep and the win in minor units. */
export type Settlement = { outcome: Record<string, unknown>; win: bigint };

function invalid(message: string): never {
  throw new AppError('invalid_input', 400, message);
}

export const SINGLE_STEP_ENGINES = [
  'dice',
  'roulette',
  'slot',
  'baccarat',
  ...ARCADE_ENGINES,
  ...TABLE_SINGLE_STEP_ENGINES,
] as const;
export const MULTI_STEP_ENGINES = ['mines', 'blackjack', ...CARD_ROUND_ENGINES] as const;

/** Splits a stake by shares; the rounding leftover goes to the first bet. */
function splitStake(bet: bigint, shares: number[]): bigint[] {
  const total = shares.reduce((a, b) => a + b, 0);
  const stakes = shares.map(
    (share) => (bet * BigInt(Math.round(share * 1000))) / BigInt(Math.round(total * 1000)),
  );
  stakes[0]! += bet - stakes.reduce((a, b) => a + b, 0n);
  return stakes;
}

/** Single-step games: the bet and its outcome in one call. */
export function settleSingleStep(
  engine: string,
  stream: FairStream,
  bet: bigint,
  params: Record<string, unknown>,
  variant: string | null = null,
): Settlement {
  const arcade = settleArcade(engine, stream, bet, params);
  if (arcade) return arcade;
  const table = settleTableGame(engine, stream, bet, params);
  if (table) return table;
  if (engine === 'slot') {
    const paytable = paytableOf(variant);
    const result = playSlot(stream, paytable);
    // Wins are counted in line bets (20 to the total bet) and paid in whole minor units, rounded down.
    const win = (bet * BigInt(Math.round(result.lineBets * 100))) / (BigInt(LINES.length) * 100n);
    return {
      outcome: {
        paytable: paytable.id,
        // The reel stops let anyone redraw the grid from the revealed seed (docs/games.md).
        stops: result.base.stops,
        grid: result.base.grid,
        lineWins: result.base.lineWins,
        scatters: result.base.scatters,
        freeSpins: result.free.map((f) => ({ stops: f.stops, grid: f.grid, win: f.win })),
        lineBets: result.lineBets,
      },
      win,
    };
  }
  if (engine === 'baccarat') {
    const bets = params.bets;
    if (!Array.isArray(bets) || bets.length === 0 || bets.length > 5) invalid('bets: 1 to 5 baccarat bets');
    const sides = new Set(['banker', 'player', 'tie', 'playerPair', 'bankerPair']);
    const placed = bets.map((b) => {
      const entry = b as { side?: string; share?: number };
      if (!entry.side || !sides.has(entry.side) || typeof entry.share !== 'number' || entry.share <= 0) {
        invalid('each bet needs a side (banker, player, tie, playerPair, bankerPair) and a positive share');
      }
      return entry as { side: BaccaratSide; share: number };
    });
    const stakes = splitStake(
      bet,
      placed.map((p) => p.share),
    );
    const result = playBaccarat(
      stream,
      placed.map((p, i) => ({ side: p.side, stake: stakes[i]! })),
    );
    return {
      outcome: { ...result.coup, bets: placed.map((p, i) => ({ ...p, stake: String(stakes[i]) })) },
      win: result.win,
    };
  }
  if (engine === 'dice') {
    const dice = {
      target: Number(params.target ?? 4950),
      direction: (params.direction ?? 'under') as 'under' | 'over',
    };
    const problem = validateDice(dice);
    if (problem) invalid(problem);
    const result = playDice(stream, dice);
    return { outcome: { ...result, ...dice }, win: (bet * BigInt(result.multiplierBp)) / 10_000n };
  }
  if (engine === 'roulette') {
    const bets = params.bets;
    if (!Array.isArray(bets) || bets.length === 0 || bets.length > MAX_ROULETTE_BETS)
      invalid(`bets: 1 to ${MAX_ROULETTE_BETS} roulette bets`);
    const placed = bets.map((b) => {
      const entry = b as { bet?: RouletteBet; share?: number };
      if (!entry.bet || typeof entry.share !== 'number' || entry.share <= 0)
        invalid('each bet needs a bet and a positive share');
      try {
        coveredPockets(entry.bet);
      } catch (error) {
        invalid((error as Error).message);
      }
      return entry as { bet: RouletteBet; share: number };
    });
    const stakes = splitStake(
      bet,
      placed.map((p) => p.share),
    );
    const result = playRoulette(
      stream,
      placed.map((p, i) => ({ bet: p.bet, stake: stakes[i]! })),
    );
    return {
      outcome: {
        pocket: result.pocket,
        color: result.color,
        bets: placed.map((p, i) => ({ ...p, stake: String(stakes[i]) })),
      },
      win: result.win,
    };
  }
  return invalid(`engine ${engine} is not a single-step game`);
}

export type MinesState = { mines: number[]; count: number; revealed: number[]; busted: boolean };

export function startMines(stream: FairStream, params: Record<string, unknown>): MinesState {
  const count = Number(params.mines ?? 3);
  if (!Number.isInteger(count) || count < 1 || count > 24) invalid('mines: 1 to 24');
  return { mines: placeMines(stream, count), count, revealed: [], busted: false };
}

export function revealMine(state: MinesState, tile: unknown): MinesState {
  if (!Number.isInteger(tile) || (tile as number) < 0 || (tile as number) >= MINES_TILES)
    invalid('tile: 0 to 24');
  if (state.revealed.includes(tile as number)) invalid('tile already revealed');
  const busted = state.mines.includes(tile as number);
  return { ...state, revealed: [...state.revealed, tile as number], busted };
}

export function minesPayout(state: MinesState, bet: bigint): bigint {
  if (state.busted) return 0n;
  return minesCashout(bet, state.count, state.revealed.length);
}
