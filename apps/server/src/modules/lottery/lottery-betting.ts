import crypto from 'node:crypto';
import {
  LOTTERY_MAX_STAKE,
  LOTTERY_MIN_STAKE,
  lotteryBetType,
  normaliseNumbers,
  potentialWinOf,
  type TPlaceBet,
} from '@crupier/contract/lottery';
import { formatMinor, parseMinor } from '@crupier/contract/money';
import { page } from '@crupier/contract/paging';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import { betView } from './lottery-views';
import type { LotteryDeps, LotteryTools } from './service';

/** Bets placed and the player's records. */
export function lotteryBetting(deps: LotteryDeps, tools: LotteryTools) {
  const { db, ledger, wallet, clock, repo, gameOrThrow, oddsFor, houseAccount, balanceOf, replay } = tools;
  return {
    /** POST /lgw/bets: one bet on an open draw, debited from the wallet; a repeated key answers the same bet. */
    async placeBet(merchant: Merchant, account: AccountRow, body: TPlaceBet, key: string | undefined) {
      const stake = parseMinor(body.stake);
      if (stake < LOTTERY_MIN_STAKE || stake > LOTTERY_MAX_STAKE)
        throw new AppError(
          'invalid_stake',
          422,
          `a stake from ${formatMinor(LOTTERY_MIN_STAKE)} to ${formatMinor(LOTTERY_MAX_STAKE)}`,
        );
      const requestKey = key ?? crypto.randomUUID();
      const known = key ? await repo.betByKey(account.id, requestKey) : undefined;
      const drawId = BigInt(body.drawId);
      const draw = known ? undefined : await repo.drawById(merchant.id, drawId);
      if (!known && !draw) throw new AppError('draw_not_found', 404);
      const game = gameOrThrow(known?.gameCode ?? draw!.gameCode);
      const betType = lotteryBetType(game, body.betType);
      if (!betType) throw new AppError('invalid_bet_type', 422);
      const numbers = normaliseNumbers(betType.pick, body.numbers);
      if (!numbers) throw new AppError('invalid_numbers', 422);
      if (known) return replay(known, { drawId, betType: betType.code, numbers, stake });

      const odds = (await oddsFor(merchant.id, game)).get(betType.code) ?? betType.odds;
      const potentialWin = potentialWinOf(game, betType, odds, stake);
      await deps.stakeGuard?.beforeStake({ merchantId: merchant.id, accountId: account.id, amount: stake });
      const walletId = await wallet.walletOf(merchant, account);
      const houseId = await houseAccount(merchant, account);
      const now = clock.now();
      const bet = await db.transaction(async (tx) => {
        const locked = await repo.lockOpenDraw(tx, merchant.id, drawId);
        if (locked?.state !== 'open' || new Date(locked.closes_at).getTime() <= now.getTime())
          throw new AppError('draw_closed', 409);
        const [row] = await repo.insertBet(tx, {
          merchantId: merchant.id,
          drawId,
          accountId: account.id,
          requestKey,
          gameCode: game.code,
          betType: betType.code,
          numbers,
          stake,
          odds,
          potentialWin,
          walletId,
          houseAccountId: houseId,
        });
        if (!row) return null; // the same key won a race: answered below
        await ledger.inTransaction(tx).transfer({
          id: `lottery-bet:${row.id}`,
          merchantId: merchant.id,
          debit: walletId,
          credit: houseId,
          amount: stake,
          kind: 'lottery_bet',
          reference: `${game.code} ${locked.draw_no} ${betType.code} ${numbers.join(',')}`,
        });
        return { row, drawNo: locked.draw_no };
      });
      if (!bet) {
        const raced = await repo.betByKey(account.id, requestKey);
        if (!raced) throw new AppError('idempotency_conflict', 409);
        return replay(raced, { drawId, betType: betType.code, numbers, stake });
      }
      deps.onBalance?.(account.id);
      return { bet: betView(bet.row, bet.drawNo), balance: await balanceOf(merchant, account) };
    },

    async myBets(
      accountId: bigint,
      q: { gameCode?: string | undefined; state?: string | undefined; pageNo: number; pageSize: number },
    ) {
      const { rows, total } = await repo.myBets(accountId, {
        gameCode: q.gameCode,
        state: q.state,
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
      return page(
        rows.map((r) => betView(r.bet, r.drawNo, r.state, r.settledAt)),
        q,
        total,
      );
    },

    bettingRecord: repo.bettingRecord,
  };
}
