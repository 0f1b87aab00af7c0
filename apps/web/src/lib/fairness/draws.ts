import { BACCARAT_DECKS, BACCARAT_MAX_CARDS, dealCoup } from '@crupier/contract/house/baccarat';
import { BLACKJACK_SHOE_CARDS, blackjackShoe } from '@crupier/contract/house/blackjack';
import { type Card, CardShoe } from '@crupier/contract/house/cards';
import { DICE_ROLLS } from '@crupier/contract/house/dice';
import { MINES_TILES, minesOf } from '@crupier/contract/house/mines';
import { ROULETTE_POCKETS } from '@crupier/contract/house/roulette';
import { gridAt, type Paytable, type SlotSymbol } from '@crupier/contract/house/slot';

/**
 * Each house engine's outcome drawn again from a round's fair stream, as the server draws it (the
 * rules are the contract's). The stream is ./fair-stream.ts's FairStream, or anything with its
 * `int` and `shuffle`.
 */
export type TRoundStream = {
  int(n: number): Promise<number>;
  shuffle(n: number): Promise<number[]>;
};

/** Dice: the roll in hundredths, 0–9999. */
export const rollDice = (stream: TRoundStream) => stream.int(DICE_ROLLS);

/** European roulette: the pocket, 0–36. */
export const spinRoulette = (stream: TRoundStream) => stream.int(ROULETTE_POCKETS);

/** Mines: the first `count` tiles (0–24) of a shuffle of the 5×5 field, sorted. */
export async function placeMines(stream: TRoundStream, count: number): Promise<number[]> {
  return minesOf(await stream.shuffle(MINES_TILES), count);
}

/** Deals from `shoe` card by card: each a pick from the stream among the cards left. */
export function shoeDealer(stream: TRoundStream, shoe: CardShoe): () => Promise<Card> {
  return async () => shoe.take(await stream.int(shoe.remaining));
}

/** Deals from a fresh baccarat shoe (8 decks). */
export const baccaratDealer = (stream: TRoundStream) => shoeDealer(stream, new CardShoe(BACCARAT_DECKS));

/** `count` cards from a dealer, in order. */
export async function dealCards(deal: () => Promise<Card>, count: number): Promise<Card[]> {
  const cards: Card[] = [];
  for (let i = 0; i < count; i++) cards.push(await deal());
  return cards;
}

/** Baccarat: the coup dealt from a fresh 8-deck shoe by the tableau. */
export async function dealBaccarat(stream: TRoundStream): Promise<{ player: Card[]; banker: Card[] }> {
  // The shoe's first six cards, then the tableau takes what it needs of them in order (a card drawn
  // after the coup's last changes none of those before it).
  const cards = await dealCards(baccaratDealer(stream), BACCARAT_MAX_CARDS);
  const { player, banker } = dealCoup(() => cards.shift()!);
  return { player, banker };
}

/** Blackjack: the round's shoe, `count` cards drawn without replacement from 6 decks. */
export function drawBlackjackShoe(stream: TRoundStream, count = BLACKJACK_SHOE_CARDS): Promise<Card[]> {
  return dealCards(shoeDealer(stream, blackjackShoe()), count);
}

/** Slot: one spin's grid (grid[reel][row]); each reel stops at the stream's next integer below its length. */
export async function spinSlot(stream: TRoundStream, paytable: Paytable): Promise<SlotSymbol[][]> {
  const stops: number[] = [];
  for (const reel of paytable.reels) stops.push(await stream.int(reel.length));
  return gridAt(paytable, stops);
}
