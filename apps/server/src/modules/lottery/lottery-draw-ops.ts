import { lotteryGame } from '@crupier/contract/lottery';
import { formatMinor } from '@crupier/contract/money';
import { page } from '@crupier/contract/paging';
import type { FastifyBaseLogger } from 'fastify';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import { opsView, pastDrawView } from './lottery-views';
import type { LotteryDeps, LotteryTools } from './service';

/** The operators' draws: forced, cancelled and listed. */
export function lotteryDrawOps(deps: LotteryDeps, tools: LotteryTools) {
  const { db, clock, repo, gameOrThrow, settle, currentDraw } = tools;
  return {
    /** Demo: closes the game's open draw now, draws and settles it, and opens the next. */
    async forceDraw(merchant: Merchant, gameCode: string, log?: FastifyBaseLogger) {
      const game = gameOrThrow(gameCode);
      const open = await currentDraw(merchant, game);
      const closed = await repo.forceClose(open.id, clock.now());
      if (closed) await settle(closed, log);
      const drawn = await repo.drawById(merchant.id, open.id);
      if (drawn?.state !== 'settled') throw new AppError('draw_closed', 409);
      const next = await currentDraw(merchant, game);
      return { draw: pastDrawView(drawn!), nextDrawId: String(next.id) };
    },

    /** Back office: cancels an open or closed draw with a reason; every bet is refunded its stake. */
    async cancel(merchant: Merchant, drawId: bigint, reason: string, log?: FastifyBaseLogger) {
      const before = await repo.drawById(merchant.id, drawId);
      if (!before) throw new AppError('draw_not_found', 404);
      const game = lotteryGame(before.gameCode);
      const outcome = await db.transaction(async (tx) => {
        const claimed = await repo.claimForCancel(tx, merchant.id, drawId, reason, clock.now());
        if (!claimed) return null;
        const paid = await repo.pay(
          tx,
          drawId,
          'refunded',
          `${game?.code ?? before.gameCode} ${before.drawNo} cancelled`,
        );
        await repo.summarise(tx, drawId);
        return paid;
      });
      if (!outcome) throw new AppError('draw_not_cancellable', 409);
      log?.info({ drawId: String(drawId), refunds: outcome.transfers }, 'lottery draw cancelled');
      if (deps.onBalance) for (const id of await repo.accountsOfDraw(drawId)) deps.onBalance(id);
      const after = (await repo.drawById(merchant.id, drawId))!;
      return {
        before: opsView(before),
        after: opsView(after),
        refunds: outcome.transfers,
        refunded: formatMinor(outcome.amount),
      };
    },

    async opsDraws(
      merchant: Merchant,
      q: { gameCode?: string | undefined; state?: string | undefined; pageNo: number; pageSize: number },
    ) {
      const { rows, total } = await repo.opsPage(merchant.id, {
        gameCode: q.gameCode,
        state: q.state,
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
      const live = await repo.liveTotals(
        rows.filter((r) => r.state === 'open' || r.state === 'closed').map((r) => r.id),
      );
      return page(
        rows.map((r) => {
          const view = opsView(r);
          const l = live.get(String(r.id));
          return l ? { ...view, bets: l.bets, stakes: formatMinor(l.stakes) } : view;
        }),
        q,
        total,
      );
    },
  };
}
