import type { Card } from '@crupier/contract/house/cards';
import { HOLDEM_CARDS, holdemDeck } from '@crupier/contract/house/casino-holdem';
import { dragonTigerShoe } from '@crupier/contract/house/dragon-tiger';
import { SIC_BO_FACES } from '@crupier/contract/house/sic-bo';
import { VIDEO_POKER_CARDS, videoPokerDeck } from '@crupier/contract/house/video-poker';
import { dealCards, shoeDealer, type TRoundStream } from './draws';

/**
 * The table games' outcomes drawn again from a round's fair stream, as the server draws them (rules in
 * the contract): video poker, Casino Hold'em, Dragon Tiger, Sic Bo.
 */

/** Video poker: the deck's first ten cards (the deal, then the replacements in order). */
export const drawVideoPokerDeck = (stream: TRoundStream): Promise<Card[]> =>
  dealCards(shoeDealer(stream, videoPokerDeck()), VIDEO_POKER_CARDS);

/** Casino Hold'em: nine cards, player ×2, dealer ×2, flop ×3, turn, river. */
export const drawHoldemDeck = (stream: TRoundStream): Promise<Card[]> =>
  dealCards(shoeDealer(stream, holdemDeck()), HOLDEM_CARDS);

/** Dragon Tiger: the dragon's card, then the tiger's, from a fresh 8-deck shoe. */
export async function dealDragonTigerCards(stream: TRoundStream): Promise<{ dragon: Card; tiger: Card }> {
  const [dragon, tiger] = await dealCards(shoeDealer(stream, dragonTigerShoe()), 2);
  return { dragon: dragon!, tiger: tiger! };
}

/** Sic Bo: three dice, 1–6. */
export async function throwSicBoDice(stream: TRoundStream): Promise<number[]> {
  const dice: number[] = [];
  for (let i = 0; i < 3; i++) dice.push((await stream.int(SIC_BO_FACES)) + 1);
  return dice;
}
