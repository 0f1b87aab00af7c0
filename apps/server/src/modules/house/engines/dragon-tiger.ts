import {
  type DragonTigerSide,
  dragonTigerCoup,
  dragonTigerReturnHalves,
  dragonTigerShoe,
} from '@crupier/contract/house/dragon-tiger';
import type { FairStream } from '@/modules/house/fairness';

/** Dragon Tiger (rules in the contract's house/dragon-tiger.ts): dragon's card, then tiger's, from 8 decks. */
export function dealDragonTiger(stream: FairStream) {
  const shoe = dragonTigerShoe();
  const dragon = shoe.take(stream.int(shoe.remaining));
  const tiger = shoe.take(stream.int(shoe.remaining));
  return dragonTigerCoup(dragon, tiger);
}

export function playDragonTiger(stream: FairStream, bets: { side: DragonTigerSide; stake: bigint }[]) {
  const coup = dealDragonTiger(stream);
  let win = 0n;
  // Returns are in halves: a dragon or tiger bet gets half its stake back on a tie (rounded down).
  for (const { side, stake } of bets) win += (stake * BigInt(dragonTigerReturnHalves(side, coup))) / 2n;
  return { coup, win };
}
