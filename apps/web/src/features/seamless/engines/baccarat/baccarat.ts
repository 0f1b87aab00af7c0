import { baccaratTotal } from '@crupier/contract/house/baccarat';
import type { TFunction } from 'i18next';
import type { TRound, TVerifier } from '@/api/game-engine-types';
import { cardsText, type TCard } from '@/features/seamless/engines/shared/cards';
import { compare } from '@/features/seamless/fairness/verify-round';
import { baccaratDealer, dealCards } from '@/lib/fairness/draws';

/**
 * Punto banco (docs/games.md; the shoe, the tableau and the totals are the contract's house/baccarat.ts):
 * a fresh 8-deck shoe every coup, cards drawn without replacement from the fair stream in the order
 * player, banker, player, banker, then the third cards. Banker pays 0.95:1, player 1:1 (both push on a
 * tie), tie 8:1, pairs 11:1; one stake spread over up to 5 bets by share.
 */
export const BACCARAT_SIDES = ['player', 'tie', 'banker', 'playerPair', 'bankerPair'] as const;
export type TBaccaratSide = (typeof BACCARAT_SIDES)[number];
/** How long the cards take to come out (the shell waits as long). */
export const DEAL_MS = 900;

/** "Pays" as the table shows it. */
export const BACCARAT_PAYS: Record<TBaccaratSide, string> = {
  player: '1:1',
  banker: '0.95:1',
  tie: '8:1',
  playerPair: '11:1',
  bankerPair: '11:1',
};

export type TBaccaratOutcome = {
  player: TCard[];
  banker: TCard[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
  bets: { side: TBaccaratSide; share: number; stake: string }[];
};

export function baccaratOutcome(round: TRound | null): TBaccaratOutcome | null {
  const o = round?.outcome as Partial<TBaccaratOutcome> | undefined;
  if (!o || !Array.isArray(o.player) || !Array.isArray(o.banker)) return null;
  return o as TBaccaratOutcome;
}

/** Whether a placed side wins (a banker or player bet pushes on a tie: see `pushes`). */
export function sideWins(
  side: TBaccaratSide,
  o: Pick<TBaccaratOutcome, 'winner' | 'playerPair' | 'bankerPair'>,
) {
  if (side === 'playerPair') return o.playerPair;
  if (side === 'bankerPair') return o.bankerPair;
  return o.winner === side;
}

export function baccaratSummary(round: TRound, t: TFunction<'games'>): string {
  const o = baccaratOutcome(round);
  if (!o) return '';
  return `${t(`baccarat_wins_${o.winner}`)} ${o.playerTotal}–${o.bankerTotal}`;
}

/**
 * The cards come from the stream in dealing order: player, banker, player, banker, the player's third
 * card if any, then the banker's. The drawing rules themselves are the server's (and its tests').
 */
export const verifyBaccarat: TVerifier = async (detail, stream) => {
  const o = detail.outcome as Partial<TBaccaratOutcome>;
  const player = o.player ?? [];
  const banker = o.banker ?? [];
  const order = [player[0], banker[0], player[1], banker[1], player[2], banker[2]].filter(
    (card): card is TCard => card !== undefined,
  );
  const dealt = await dealCards(baccaratDealer(stream), order.length);
  const computedPlayer = [dealt[0], dealt[2], player.length > 2 ? dealt[4] : undefined].filter(
    (c): c is TCard => c !== undefined,
  );
  const bankerThird = banker.length > 2 ? dealt[player.length > 2 ? 5 : 4] : undefined;
  const computedBanker = [dealt[1], dealt[3], bankerThird].filter((c): c is TCard => c !== undefined);
  return compare([
    { label: 'player_cards', server: cardsText(player), computed: cardsText(computedPlayer) },
    { label: 'banker_cards', server: cardsText(banker), computed: cardsText(computedBanker) },
    {
      label: 'totals',
      server: `${o.playerTotal}–${o.bankerTotal}`,
      computed: `${baccaratTotal(computedPlayer)}–${baccaratTotal(computedBanker)}`,
    },
  ]);
};
