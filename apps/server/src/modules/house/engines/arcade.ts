import { FISH_MULTIPLIERS, FISH_ROLLS, fishCaught, isFishSpecies } from '@crupier/contract/house/fish';
import { drawKeno, kenoPicksProblem, kenoResult, kenoWin } from '@crupier/contract/house/keno';
import { drawScratch, SCRATCH_PRIZES } from '@crupier/contract/house/scratch';
import type { FairStream } from '@/modules/house/fairness';
import { invalid, type Settlement } from './spread-bets';

/**
 * The arcade engines (docs/games.md): keno, scratch cards and fish shooting. Each is single-step: the
 * outcome is drawn from the round's fair stream when the bet is placed (the rules are the contract's
 * house/keno.ts, house/scratch.ts, house/fish.ts, which the browser's verifier runs as well).
 */
export const ARCADE_ENGINES = ['keno', 'scratch', 'fish'] as const;

/** Keno: the player's 1–10 picks against 20 numbers drawn by a shuffle of the 80. */
export function playKeno(stream: FairStream, picks: number[]) {
  const drawn = stream.run(drawKeno());
  return { picks, drawn, ...kenoResult(picks, drawn) };
}

/** Scratch card: the prize, then the 9 cells laid out to show it. */
export function playScratch(stream: FairStream) {
  const { prize, cells } = stream.run(drawScratch());
  const entry = prize >= 0 ? SCRATCH_PRIZES[prize]! : null;
  return { cells, symbol: entry?.symbol ?? null, multiplier: entry?.multiplier ?? 0 };
}

/** Fish: one shot at a fish of the species: a roll in [0, 1,000,000) below 960,000 / m catches it. */
export function playFish(stream: FairStream, species: keyof typeof FISH_MULTIPLIERS) {
  const roll = stream.int(FISH_ROLLS);
  const caught = fishCaught(species, roll);
  return { species, multiplier: FISH_MULTIPLIERS[species], roll, caught };
}

/** Settles a bet of an arcade engine; null for any other engine. Bad params are refused before any draw. */
export function settleArcade(
  engine: string,
  stream: FairStream,
  bet: bigint,
  params: Record<string, unknown>,
): Settlement | null {
  if (engine === 'keno') {
    const problem = kenoPicksProblem(params.picks);
    if (problem) invalid(problem);
    const result = playKeno(
      stream,
      [...(params.picks as number[])].sort((a, b) => a - b),
    );
    return { outcome: result, win: kenoWin(bet, result.payHundredths) };
  }
  if (engine === 'scratch') {
    const result = playScratch(stream);
    return { outcome: result, win: bet * BigInt(result.multiplier) };
  }
  if (engine === 'fish') {
    if (!isFishSpecies(params.species))
      invalid(`species: one of ${Object.keys(FISH_MULTIPLIERS).join(', ')}`);
    const result = playFish(stream, params.species);
    const target = typeof params.target === 'string' ? params.target.slice(0, 40) : undefined;
    return { outcome: { ...result, target }, win: result.caught ? bet * BigInt(result.multiplier) : 0n };
  }
  return null;
}
