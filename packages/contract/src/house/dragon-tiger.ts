import { type Card, CardShoe } from './cards';

/**
 * Dragon Tiger (docs/games.md): a fresh 8-deck shoe every round; one card to the dragon, then one to
 * the tiger, drawn without replacement from the fair stream. Aces are low, kings high; suits do not
 * rank. The higher card wins 1:1; on a tie dragon and tiger bets lose half; tie pays 8:1 and suited tie
 * (same rank and suit) 50:1. One stake may be spread over up to 4 bets.
 */
export const DRAGON_TIGER_DECKS = 8;
export const DRAGON_TIGER_SIDES = ['dragon', 'tie', 'tiger', 'suitedTie'] as const;
export type DragonTigerSide = (typeof DRAGON_TIGER_SIDES)[number];

export const dragonTigerShoe = () => new CardShoe(DRAGON_TIGER_DECKS);

export type DragonTigerCoup = {
  dragon: Card;
  tiger: Card;
  winner: 'dragon' | 'tiger' | 'tie';
  suited: boolean;
};

export function dragonTigerCoup(dragon: Card, tiger: Card): DragonTigerCoup {
  const winner = dragon.rank > tiger.rank ? 'dragon' : tiger.rank > dragon.rank ? 'tiger' : 'tie';
  return { dragon, tiger, winner, suited: winner === 'tie' && dragon.suit === tiger.suit };
}

/** What a side returns per unit staked, stake included, in halves (a dragon bet on a tie returns 1 half). */
export function dragonTigerReturnHalves(side: DragonTigerSide, coup: DragonTigerCoup): number {
  switch (side) {
    case 'dragon':
    case 'tiger':
      return coup.winner === side ? 4 : coup.winner === 'tie' ? 1 : 0;
    case 'tie':
      return coup.winner === 'tie' ? 18 : 0;
    case 'suitedTie':
      return coup.suited ? 102 : 0;
  }
}

/** The exact return of each side for a shoe of `decks` decks (two cards without replacement). */
export function dragonTigerRtp(decks = DRAGON_TIGER_DECKS): Record<DragonTigerSide, number> {
  const n = 52 * decks;
  const pTie = (13 * (4 * decks) * (4 * decks - 1)) / (n * (n - 1));
  const pSuited = (52 * decks * (decks - 1)) / (n * (n - 1));
  const pWin = (1 - pTie) / 2;
  return { dragon: 2 * pWin + pTie / 2, tiger: 2 * pWin + pTie / 2, tie: 9 * pTie, suitedTie: 51 * pSuited };
}
export const DRAGON_TIGER_PAYS: Record<DragonTigerSide, string> = {
  dragon: '1:1',
  tiger: '1:1',
  tie: '8:1',
  suitedTie: '50:1',
};
