/**
 * Playing cards of the house engines (baccarat, blackjack): rank 1 (ace) … 13 (king), suit 0–3.
 */
export type Card = { rank: number; suit: number };

/**
 * A fresh shoe of `decks` decks, dealt without replacement: each card is a pick in [0, remaining) among
 * the cards left, counted in rank then suit order. The pick comes from the fair stream (`int(remaining)`),
 * so the server and the browser deal the same cards from the same seeds.
 */
export class CardShoe {
  private readonly left: number[];
  private count: number;

  constructor(decks: number) {
    this.left = new Array<number>(52).fill(decks);
    this.count = 52 * decks;
  }

  /** How many cards are left: the range of the next pick. */
  get remaining(): number {
    return this.count;
  }

  /** Deals the card at `pick` (0 ≤ pick < remaining) among the cards left. */
  take(pick: number): Card {
    if (!(pick >= 0 && pick < this.count)) throw new Error('shoe exhausted');
    let key = 0;
    while (pick >= this.left[key]!) pick -= this.left[key++]!;
    this.left[key]!--;
    this.count--;
    return { rank: Math.floor(key / 4) + 1, suit: key % 4 };
  }
}
