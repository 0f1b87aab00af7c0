import { formatMinor, parseMinor } from '@crupier/contract/money';
import { page } from '@crupier/contract/paging';
import { AppError } from '@/platform/app-error';
import type { Clock } from '@/platform/clock';
import type { BetViews } from './bet-views';
import { marginOf } from './book';
import type { Contexts } from './contexts';
import type { SportsbookRepository } from './repository';
import type { SettingsOf } from './settings';
import type { Settlement } from './settlement';

/** A member's bets: the list of them and the cash-out of an open one. */
export function createMemberBets(
  clock: Clock,
  repo: SportsbookRepository,
  settlement: Settlement,
  contexts: Contexts,
  views: BetViews,
  settingsOf: SettingsOf,
) {
  const { context, languageOf, balanceOf } = contexts;
  const { betsWithViews, cashoutOffer } = views;
  return {
    async bets(query: {
      sessionId: string;
      state?: 'open' | 'settled' | undefined;
      pageNo: number;
      pageSize: number;
      language?: string | undefined;
    }) {
      const ctx = await context(query.sessionId);
      const [rows, total] = await repo.betsOf(
        ctx.account.id,
        query.state,
        query.pageSize,
        (query.pageNo - 1) * query.pageSize,
      );
      const list = await betsWithViews(rows, ctx.merchant.id, query.language ?? languageOf(ctx));
      return page(list, query, total);
    },

    async cashout(input: { sessionId: string; betId: string; amount: string }) {
      const ctx = await context(input.sessionId);
      const bet = await repo.bet(input.betId);
      if (!bet || bet.accountId !== ctx.account.id) throw new AppError('not_found', 404);
      const legs = await repo.legsOf([bet.id]);
      const events = new Map((await repo.eventsByIds(legs.map((l) => l.eventId))).map((e) => [e.id, e]));
      const { margins } = await settingsOf(ctx.merchant.id);
      const now = clock.now();
      const offer = cashoutOffer(bet, legs, events, (s) => marginOf(margins, s), now);
      if (offer === null) throw new AppError('cashout_unavailable', 409);
      if (offer !== parseMinor(input.amount))
        throw new AppError('cashout_changed', 409, undefined, { amount: formatMinor(offer) });
      if (!(await repo.cashOut(bet.id, bet.settleVersion, offer, now)))
        throw new AppError('cashout_changed', 409, 'the bet changed meanwhile');
      await settlement.applyMoves(now, [bet.id]);
      const [view] = await betsWithViews([(await repo.bet(bet.id))!], ctx.merchant.id, languageOf(ctx));
      return { bet: view!, balance: await balanceOf(ctx) };
    },
  };
}
