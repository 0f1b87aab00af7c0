import crypto from 'node:crypto';
import { formatMinor, parseMinor } from '@crupier/contract/money';
import { AppError } from '@/platform/app-error';
import type { DemoWalletCall } from './wallet-client';

/** Card ranks 2 to 14 (ace high). */
const LOWEST = 2;
const HIGHEST = 14;

function draw() {
  return crypto.randomInt(LOWEST, HIGHEST + 1);
}

/** What a round pays: twice the bet when the player's card is higher, the bet back on a tie. */
export function highCardWin(bet: bigint, player: number, dealer: number): bigint {
  if (player > dealer) return bet * 2n;
  return player === dealer ? bet : 0n;
}

/**
 * The demo vendor's game, high card: the player and the dealer each draw a card, the higher wins.
 * Money moves only through the seamless wallet with the launch's game token: a debit for the bet,
 * then a credit for the win. A refusal of the wallet is passed on as it came.
 */
export function createHighCard(walletCall: DemoWalletCall) {
  async function settled(
    merchantCode: string,
    op: 'balance' | 'debit' | 'credit',
    body: Record<string, string>,
  ) {
    const { status, answer } = await walletCall(merchantCode, op, body);
    if (!answer.success) throw new AppError(answer.code, status, answer.message);
    return answer.value;
  }

  return {
    async balance(merchantCode: string, playerToken: string) {
      const value = await settled(merchantCode, 'balance', { playerToken });
      return { balance: value.balance, currency: value.currency };
    },

    async play(merchantCode: string, round: { playerToken: string; gameCode: string; bet: string }) {
      const bet = parseMinor(round.bet);
      const roundId = crypto.randomUUID();
      const common = { playerToken: round.playerToken, roundId, gameCode: round.gameCode };
      let value = await settled(merchantCode, 'debit', {
        ...common,
        transactionId: `${roundId}:bet`,
        amount: formatMinor(bet),
      });
      const player = draw();
      const dealer = draw();
      const win = highCardWin(bet, player, dealer);
      if (win > 0n) {
        value = await settled(merchantCode, 'credit', {
          ...common,
          transactionId: `${roundId}:win`,
          amount: formatMinor(win),
        });
      }
      return {
        roundId,
        player,
        dealer,
        bet: formatMinor(bet),
        win: formatMinor(win),
        balance: value.balance,
        currency: value.currency,
      };
    },
  };
}

export type HighCard = ReturnType<typeof createHighCard>;
