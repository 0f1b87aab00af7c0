import type { Card } from './cards';

/**
 * Punto banco (docs/games.md): a fresh 8-deck shoe every coup, cards drawn in the order player, banker,
 * player, banker, then the third cards by the tableau. Banker pays 0.95:1, player 1:1 (both push on a
 * tie), tie 8:1, pairs 11:1.
 */
export const BACCARAT_DECKS = 8;
/** A coup never takes more than six cards. */
export const BACCARAT_MAX_CARDS = 6;

/** Known returns for these rules: banker 98.94 %, player 98.76 %, tie (8:1) 85.64 %, pairs (11:1) 89.64 %. */
export const BACCARAT_RTP = {
  banker: 0.9894,
  player: 0.9876,
  tie: 0.8564,
  playerPair: 0.8964,
  bankerPair: 0.8964,
} as const;
export type BaccaratSide = keyof typeof BACCARAT_RTP;

/** A card's points: tens and faces count 0. */
const points = (card: Card) => (card.rank >= 10 ? 0 : card.rank);

/** A hand's total: the last digit of its points. */
export const baccaratTotal = (cards: Card[]) => cards.reduce((sum, c) => sum + points(c), 0) % 10;

/** The banker's third-card rule, given its total and the player's third card (undefined if none). */
export function bankerDraws(bankerTotal: number, playerThird: Card | undefined): boolean {
  if (playerThird === undefined) return bankerTotal <= 5;
  const p = points(playerThird);
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

/** A coup dealt card by card from `draw`, the tableau deciding the third cards. */
export function dealCoup(draw: () => Card) {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = baccaratTotal(player) >= 8 || baccaratTotal(banker) >= 8;
  let playerThird: Card | undefined;
  if (!natural) {
    if (baccaratTotal(player) <= 5) {
      playerThird = draw();
      player.push(playerThird);
    }
    if (bankerDraws(baccaratTotal(banker), playerThird)) banker.push(draw());
  }
  const p = baccaratTotal(player);
  const b = baccaratTotal(banker);
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

export type BaccaratCoup = ReturnType<typeof dealCoup>;

/**
 * What each side returns per unit staked (stake included): banker 1.95 (5 % commission), player 2,
 * tie 9, pairs 12; banker and player bets are returned on a tie.
 */
export function returnFor(
  side: BaccaratSide,
  coup: Pick<BaccaratCoup, 'winner' | 'playerPair' | 'bankerPair'>,
): number {
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
