/**
 * Fish shooting (docs/games.md): every shot is a round that costs the bet. The player aims at a fish; a
 * fish of multiplier m is caught with probability 0.96 / m (an integer in [0, 1,000,000) from the fair
 * stream below 960,000 / m, a whole number for every species) and a catch pays bet × m. RTP 96 % for
 * every species.
 */
export type FishSpecies =
  | 'clownfish'
  | 'angelfish'
  | 'pufferfish'
  | 'turtle'
  | 'octopus'
  | 'lionfish'
  | 'ray'
  | 'shark'
  | 'whale'
  | 'kraken';

export const FISH_MULTIPLIERS: Record<FishSpecies, number> = {
  clownfish: 2,
  angelfish: 3,
  pufferfish: 5,
  turtle: 8,
  octopus: 10,
  lionfish: 15,
  ray: 20,
  shark: 30,
  whale: 50,
  kraken: 100,
};
export const FISH_SPECIES = Object.keys(FISH_MULTIPLIERS) as FishSpecies[];
export const FISH_RTP = 0.96;
export const FISH_ROLLS = 1_000_000;

export const isFishSpecies = (value: unknown): value is FishSpecies =>
  typeof value === 'string' && Object.hasOwn(FISH_MULTIPLIERS, value);

/** The rolls below which a shot at a species catches it: 960,000 / m. */
export const fishCatchBelow = (species: FishSpecies) => (FISH_RTP * FISH_ROLLS) / FISH_MULTIPLIERS[species];

/** Whether a roll in [0, 1,000,000) catches the species. */
export const fishCaught = (species: FishSpecies, roll: number) => roll < fishCatchBelow(species);
