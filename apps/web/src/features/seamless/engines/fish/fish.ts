import { FISH_MULTIPLIERS, FISH_ROLLS, type FishSpecies, fishCaught } from '@crupier/contract/house/fish';
import type { TFunction } from 'i18next';
import type { TRound, TVerifier } from '@/api/game-engine-types';
import { compare } from '@/features/seamless/fairness/verify-round';

/**
 * Fish shooting (docs/games.md; the species and the catch rule are the contract's house/fish.ts): every
 * shot is a round; a fish of multiplier m is caught when the stream's integer in [0, 1,000,000) is below
 * 960,000 / m, and pays bet × m.
 */
export type TFishOutcome = {
  species: FishSpecies;
  multiplier: number;
  roll: number;
  caught: boolean;
  target?: string;
};

export function fishOutcome(round: TRound | null): TFishOutcome | null {
  const o = round?.outcome as Partial<TFishOutcome> | undefined;
  if (!o || typeof o.species !== 'string' || typeof o.roll !== 'number') return null;
  return o as TFishOutcome;
}

export function fishSummary(round: TRound, t: TFunction<'games'>): string {
  const o = fishOutcome(round);
  return o ? `${t(`fish_${o.species}`)} ×${o.multiplier} ${o.caught ? '✓' : '✗'}` : '';
}

export const verifyFish: TVerifier = async (detail, stream) => {
  const o = detail.outcome as Partial<TFishOutcome>;
  const species = (o.species ?? detail.params.species) as FishSpecies;
  const roll = await stream.int(FISH_ROLLS);
  return compare([
    { label: 'roll', server: String(o.roll ?? ''), computed: String(roll) },
    {
      label: 'result',
      server: o.caught ? `×${FISH_MULTIPLIERS[species]}` : 'miss',
      computed: fishCaught(species, roll) ? `×${FISH_MULTIPLIERS[species]}` : 'miss',
    },
  ]);
};
