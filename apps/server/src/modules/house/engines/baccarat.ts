import { BACCARAT_DECKS, type BaccaratSide, dealCoup, returnFor } from '@crupier/contract/house/baccarat';
import { type Card, CardShoe } from '@crupier/contract/house/cards';
import type { FairStream } from '@/modules/house/fairness';

/**
 * Punto banco from an 8-deck shoe shuffled for every round: the tableau and the pays are the
 * contract's (house/baccarat.ts), shared with the game client.
 */

/** Deals cards without replacement from a fresh shoe: each draw picks uniformly among the cards left. */
export function dealer(stream: FairStream) {
  const shoe = new CardShoe(BACCARAT_DECKS);
  return (): Card => shoe.take(stream.int(shoe.remaining));
}

export function playBaccarat(stream: FairStream, bets: { side: BaccaratSide; stake: bigint }[]) {
  const coup = dealCoup(dealer(stream));
  let win = 0n;
  for (const { side, stake } of bets) win += (stake * BigInt(Math.round(returnFor(side, coup) * 100))) / 100n;
  return { coup, win };
}
