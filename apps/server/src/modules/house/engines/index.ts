import type { BaccaratSide } from '@crupier/contract/house/baccarat';
import { MINES_TILES, minesCashout } from '@crupier/contract/house/mines';
import { coveredPockets, MAX_ROULETTE_BETS, type RouletteBet } from '@crupier/contract/house/roulette';
import { LINES, paytableOf } from '@crupier/contract/house/slot';
import type { FairStream } from '@/modules/house/fairness';
import { ARCADE_ENGINES, settleArcade } from './arcade';
import { playBaccarat } from './baccarat';
import { CARD_ROUND_ENGINES } from './card-rounds';
import { playDice, validateDice } from './dice';
import { placeMines } from './mines';
import { playRoulette } from './roulette';
import { playSlot } from './slot';
import { invalid, type Settlement, settleSpread, validShare } from './spread-bets';
import { settleTableGame, TABLE_SINGLE_STEP_ENGINES } from './table-games';

export type { Settlement } from './spread-bets';

export const SINGLE_STEP_ENGINES = [
  'dice',
  'roulette',
  'slot',
  'baccarat',
  ...ARCADE_ENGINES,
  ...TABLE_SINGLE_STEP_ENGINES,
] as const;
export const MULTI_STEP_ENGINES = ['mines', 'blackjack', ...CARD_ROUND_ENGINES] as const;

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
    const sides = new Set(['banker', 'player', 'tie', 'playerPair', 'bankerPair']);
    return settleSpread(bet, params.bets, {
      max: 5,
      range: 'bets: 1 to 5 baccarat bets',
      parse: (entry) => {
        if (typeof entry.side !== 'string' || !sides.has(entry.side) || !validShare(entry.share))
          invalid('each bet needs a side (banker, player, tie, playerPair, bankerPair) and a positive share');
        return { side: entry.side as BaccaratSide, share: entry.share };
      },
      play: (placed) =>
        playBaccarat(
          stream,
          placed.map((p) => ({ side: p.side, stake: p.stake })),
        ),
      outcome: (result) => result.coup,
    });
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
    return settleSpread(bet, params.bets, {
      max: MAX_ROULETTE_BETS,
      range: `bets: 1 to ${MAX_ROULETTE_BETS} roulette bets`,
      parse: (entry) => {
        if (!entry.bet || !validShare(entry.share)) invalid('each bet needs a bet and a positive share');
        try {
          coveredPockets(entry.bet as RouletteBet);
        } catch (error) {
          invalid((error as Error).message);
        }
        return { bet: entry.bet as RouletteBet, share: entry.share };
      },
      play: (placed) =>
        playRoulette(
          stream,
          placed.map((p) => ({ bet: p.bet, stake: p.stake })),
        ),
      outcome: (result) => ({ pocket: result.pocket, color: result.color }),
    });
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
