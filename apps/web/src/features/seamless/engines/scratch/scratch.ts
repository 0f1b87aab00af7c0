import { drawScratch, SCRATCH_PRIZES, type ScratchSymbol } from '@crupier/contract/house/scratch';
import type { TFunction } from 'i18next';
import type { TRound, TVerifier } from '@/api/game-engine-types';
import { compare } from '@/features/seamless/fairness/verify-round';
import { runDraw } from '@/lib/fairness/run-draw';

/**
 * Scratch cards (docs/games.md; the prize table and the layout are the contract's house/scratch.ts):
 * the prize is decided when the ticket is bought; its 9 cells show three of the prize's symbol.
 */
export type TScratchOutcome = { cells: ScratchSymbol[]; symbol: ScratchSymbol | null; multiplier: number };

export function scratchOutcome(round: TRound | null): TScratchOutcome | null {
  const o = round?.outcome as Partial<TScratchOutcome> | undefined;
  if (!o || !Array.isArray(o.cells) || o.cells.length !== 9) return null;
  return o as TScratchOutcome;
}

export function scratchSummary(round: TRound, t: TFunction<'games'>): string {
  const o = scratchOutcome(round);
  if (!o) return '';
  return o.multiplier > 0 ? `3 × ${t(`scratch_symbol_${o.symbol!}`)} ×${o.multiplier}` : '–';
}

export const SCRATCH_TABLE = SCRATCH_PRIZES;

/** The prize, then the cells, then their places: redrawn from the round's stream. */
export const verifyScratch: TVerifier = async (detail, stream) => {
  const o = detail.outcome as Partial<TScratchOutcome>;
  const { prize, cells } = await runDraw(stream, drawScratch());
  return compare([
    { label: 'cells', server: (o.cells ?? []).join(' '), computed: cells.join(' ') },
    {
      label: 'multiplier',
      server: `×${o.multiplier ?? 0}`,
      computed: `×${prize >= 0 ? SCRATCH_PRIZES[prize]!.multiplier : 0}`,
    },
  ]);
};
