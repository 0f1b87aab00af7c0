import type { FairStream } from '../fairness';

/** Punto banco from an 8-deck shoe shuffled for every round. */
export const BACCARAT_DECKS = 8;
/** Known returns for these rules: banker 98.94 %, player 98.76 %, tie (8:1) 85.64 %, pairs (11:1) 89.64 %. */
export const BACCARAT_RTP = {
  banker: 0.9894,
  player: 0.9876,
  tie: 0.8564,
  playerPair: 0.8964,
  bankerPair: 0.8964,
} as const;

export type BaccaratSide = keyof typeof BACCARAT_RTP;
export type Card = { rank: number; suit: number };

const value = (card: Card) => (card.rank >= 10 ? 0 : card.rank);
const total = (cards: Card[]) => cards.reduce((sum, c) => sum + value(c), 0) % 10;

/** Deals cards without replacement from a fresh shoe: each draw picks uniformly among the cards left. */
export function dealer(stream: FairStream) {
  const left = new Map<number, number>();
  for (let rank = 1; rank <= 13; rank++)
    for (let suit = 0; suit < 4; suit++) left.set(rank * 4 + suit, BACCARAT_DECKS);
  let remaining = 52 * BACCARAT_DECKS;
  return (): Card => {
    let pick = stream.int(remaining);
    for (const [key, count] of left) {
      if (pick < count) {
        left.set(key, count - 1);
        remaining--;
        return { rank: Math.floor(key / 4), suit: key % 4 };
      }
      pick -= count;
    }
    throw new Error('shoe exhausted');
  };
}

/** The banker's third-card rule, given its total and the player's third card (undefined if none). */
export function bankerDraws(bankerTotal: number, playerThird: Card | undefined): boolean {
  if (playerThird === undefined) return bankerTotal <= 5;
  const p = value(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return p !== 8;
    case 4:
      return p >= 2 && p <= 7;
    case 5:
      return p >= 4 && p <= 7;
    case 6:
      return p === 6 || p === 7;
    default:
      return false;
  }
}

export function dealCoup(draw: () => Card) {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = total(player) >= 8 || total(banker) >= 8;
  let playerThird: Card | undefined;
  if (!natural) {
    if (total(player) <= 5) {
      playerThird = draw();
      player.push(playerThird);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(draw());
  }
  const p = total(player);
  const b = total(banker);
  return {
    player,
    banker,
    playerTotal: p,
    bankerTotal: b,
    winner: p > b ? 'player' : b > p ? 'banker' : 'tie',
    playerPair: player[0]!.rank === player[1]!.rank,
    bankerPair: banker[0]!.rank === banker[1]!.rank,
  } as const;
}

/**
 * What each side returns per unit staked (stake included): banker 1.95 (5 % commission), player 2,
 * tie 9, pairs 12; banker and player bets are returned on a tie.
 */
export function returnFor(side: BaccaratSide, coup: ReturnType<typeof dealCoup>): number {
  switch (side) {
    case 'banker':
      return coup.winner === 'banker' ? 1.95 : coup.winner === 'tie' ? 1 : 0;
    case 'player':
      return coup.winner === 'player' ? 2 : coup.winner === 'tie' ? 1 : 0;
    case 'tie':
      return coup.winner === 'tie' ? 9 : 0;
    case 'playerPair':
      return coup.playerPair ? 12 : 0;
    case 'bankerPair':
      return coup.bankerPair ? 12 : 0;
  }
}

export function playBaccarat(stream: FairStream, bets: { side: BaccaratSide; stake: bigint }[]) {
  const coup = dealCoup(dealer(stream));
  let win = 0n;
  for (const { side, stake } of bets) win += (stake * BigInt(Math.round(returnFor(side, coup) * 100))) / 100n;
  return { coup, win };
}
