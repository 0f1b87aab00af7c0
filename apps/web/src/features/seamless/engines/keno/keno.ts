import { drawKeno, KENO_PAYS, kenoResult } from '@crupier/contract/house/keno';
import type { TRound, TVerifier } from '@/api/game-engine-types';
import { compare } from '@/features/seamless/fairness/verify-round';
import { runDraw } from '@/lib/fairness/run-draw';

/**
 * Keno (docs/games.md; the paytable and the draw are the contract's house/keno.ts): pick 1–10 of 80
 * numbers; 20 are drawn (the first 20 of a shuffle of the 80 from the fair stream); the pay depends on
 * the hits, from the pick count's paytable.
 */
export type TKenoOutcome = { picks: number[]; drawn: number[]; hits: number[]; payHundredths: number };

export function kenoOutcome(round: TRound | null): TKenoOutcome | null {
  const o = round?.outcome as Partial<TKenoOutcome> | undefined;
  if (!o || !Array.isArray(o.drawn) || !Array.isArray(o.picks)) return null;
  return o as TKenoOutcome;
}

/** "×12.2" from hundredths. */
export const kenoMultiplier = (hundredths: number) =>
  `×${Math.trunc(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

export function kenoSummary(round: TRound): string {
  const o = kenoOutcome(round);
  return o ? `${o.hits.length}/${o.picks.length} ${kenoMultiplier(o.payHundredths)}` : '';
}

/** The pays of a pick count, by hits, that pay something: [hits, hundredths][]. */
export const kenoPaying = (picks: number) =>
  (KENO_PAYS[picks] ?? []).map((pay, hits) => [hits, pay] as const).filter(([, pay]) => pay > 0);

/** The draw is the first 20 numbers of the round stream's shuffle of 80; the pay follows from the picks. */
export const verifyKeno: TVerifier = async (detail, stream) => {
  const o = detail.outcome as Partial<TKenoOutcome>;
  const picks = (o.picks ?? []) as number[];
  const drawn = await runDraw(stream, drawKeno());
  const result = kenoResult(picks, drawn);
  return compare([
    { label: 'drawn', server: (o.drawn ?? []).join(', '), computed: drawn.join(', ') },
    { label: 'hits', server: (o.hits ?? []).join(', '), computed: result.hits.join(', ') },
    {
      label: 'multiplier',
      server: kenoMultiplier(o.payHundredths ?? 0),
      computed: kenoMultiplier(result.payHundredths),
    },
  ]);
};

/** How long the 20 numbers take to light up. */
export const KENO_REVEAL_MS = 900;
