import { ZEnvelope } from '@crupier/contract/envelope';
import {
  ZCurrentDraw,
  ZDevDraw,
  ZGameCodeQuery,
  ZLotteryDraw,
  ZLotteryMenus,
  ZMyBets,
  ZMyBetsQuery,
  ZOpenedQuery,
  ZOpsCancelDraw,
  ZOpsDraw,
  ZOpsDrawQuery,
  ZOpsDraws,
  ZOpsOdds,
  ZOpsOddsUpdate,
  ZPlaceBet,
  ZPlaceBetResult,
  ZPrizeModeQuery,
  ZRecentGames,
  ZVnMenuQuery,
} from '@crupier/contract/lottery';
import { ZPage } from '@crupier/contract/paging';
import { text } from '@crupier/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffAuditEntry } from '@/modules/backoffice/audit-log';
import { gateStaffRoutes } from '@/modules/backoffice/staff-access';
import type { Identity } from '@/modules/identity/service';
import type { Merchant } from '@/modules/merchants/service';
import { ok } from '@/platform/app-error';
import { authOf } from '@/platform/auth';
import type { Lottery } from './service';

const tags = ['lottery'];
const security = [{ bearer: [] }];
const ZLanguage = z.object({ language: text(5).min(2).optional() });

const languageOf = (merchant: Merchant, requested: string | undefined) =>
  requested && merchant.languages.includes(requested.toLowerCase())
    ? requested.toLowerCase()
    : merchant.defaultLanguage;

type App = Parameters<FastifyPluginAsyncZod>[0];
type LotteryRoutesOptions = { lottery: Lottery };

/** The lottery game menus and opened draws. */
function lotteryMenuRoutes(app: App, { lottery }: LotteryRoutesOptions) {
  app.get(
    '/lgw/games/game_menus',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Lottery menus of a prize mode (LOTT, ZY, ELOTT, SEA)',
        querystring: ZPrizeModeQuery.extend(ZLanguage.shape),
        response: { 200: ZEnvelope(ZLotteryMenus) },
      },
    },
    async (request) =>
      ok(
        lottery.menus(
          request.merchant,
          request.query.prizeMode,
          languageOf(request.merchant, request.query.language),
        ),
      ),
  );

  app.get(
    '/lgw/vn/games/game_menu',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'The Vietnamese lottery games of a prize mode',
        querystring: ZVnMenuQuery.extend(ZLanguage.shape),
        response: { 200: ZEnvelope(ZLotteryMenus) },
      },
    },
    async (request) =>
      ok(
        lottery.menus(
          request.merchant,
          request.query.prizeMode,
          languageOf(request.merchant, request.query.language),
          'VN',
        ),
      ),
  );

  app.get(
    '/lgw/vn/games/game_menu/recent',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'The lottery games the member bet on lately, newest first',
        querystring: ZLanguage,
        response: { 200: ZEnvelope(ZRecentGames) },
      },
    },
    async (request) =>
      ok(
        await lottery.recent(
          authOf(request).account.id,
          languageOf(request.merchant, request.query.language),
        ),
      ),
  );

  app.get(
    '/lgw/vn/numeros/opened/game',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Past draws of a game with numbers, hash and revealed seed, newest first',
        querystring: ZOpenedQuery,
        response: { 200: ZEnvelope(ZPage(ZLotteryDraw)) },
      },
    },
    async (request) =>
      ok(
        await lottery.opened(
          request.merchant,
          request.query.gameCode,
          request.query.pageNo,
          request.query.pageSize,
        ),
      ),
  );

  app.get(
    '/lotto/lgw/games/opened/numero',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'The latest drawn result of a game (null before the first draw)',
        querystring: ZGameCodeQuery,
        response: { 200: ZEnvelope(ZLotteryDraw.nullable()) },
      },
    },
    async (request) => ok(await lottery.latest(request.merchant, request.query.gameCode)),
  );
}

/** The current draw and the player bets. */
function lotteryBetRoutes(app: App, { lottery }: LotteryRoutesOptions) {
  app.get(
    '/lgw/draws/current',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'The open draw of a game: close time, committed hash, bet types with odds',
        querystring: ZGameCodeQuery,
        response: { 200: ZEnvelope(ZCurrentDraw) },
      },
    },
    async (request) => ok(await lottery.current(request.merchant, request.query.gameCode)),
  );

  app.post(
    '/lgw/bets',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary:
          'Bet on an open draw (409 draw_closed after its close); Idempotency-Key makes a repeat answer the same bet',
        headers: z.object({ 'idempotency-key': text(200).min(1).optional() }),
        body: ZPlaceBet,
        response: { 200: ZEnvelope(ZPlaceBetResult) },
      },
    },
    async (request) =>
      ok(
        await lottery.placeBet(
          request.merchant,
          authOf(request).account,
          request.body,
          request.headers['idempotency-key'],
        ),
      ),
  );

  app.get(
    '/lgw/bets',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'My lottery bets with state and win, newest first',
        querystring: ZMyBetsQuery,
        response: { 200: ZEnvelope(ZMyBets) },
      },
    },
    async (request) => ok(await lottery.myBets(authOf(request).account.id, request.query)),
  );
}

/** The /lgw calls of spec §7 "Lottery" (api-contract "Lottery"): login required on every one. */
export const lotteryRoutes: FastifyPluginAsyncZod<LotteryRoutesOptions> = async (app, options) => {
  lotteryMenuRoutes(app, options);
  lotteryBetRoutes(app, options);
};

/** Demo only (DEMO=1): draw a game's open draw now. */
export const lotteryDevRoutes: FastifyPluginAsyncZod<{ lottery: Lottery }> = async (app, { lottery }) => {
  app.post(
    '/dev/lottery/draw',
    {
      schema: {
        tags: ['dev'],
        summary: 'Close and draw the open draw of a game at once, settle it and open the next (demo only)',
        body: ZDevDraw,
        response: { 200: ZEnvelope(z.object({ draw: ZLotteryDraw, nextDrawId: z.string() })) },
      },
    },
    async (request) => ok(await lottery.forceDraw(request.merchant, request.body.gameCode, request.log)),
  );
};

/** Back office: the merchant's draws with results and totals, and cancelling a draw (refunds, audited). */
export const lotteryOpsRoutes: FastifyPluginAsyncZod<{ lottery: Lottery; identity: Identity }> = async (
  app,
  { lottery, identity },
) => {
  const requireOperator = gateStaffRoutes(app);

  app.get(
    '/ops/lottery/draws',
    {
      preHandler: requireOperator,
      schema: {
        tags: ['operator'],
        security,
        summary: 'Lottery draws with state, results, seeds (once drawn), bets, stakes and wins',
        querystring: ZOpsDrawQuery,
        response: { 200: ZEnvelope(ZOpsDraws) },
      },
    },
    async (request) => ok(await lottery.opsDraws(request.merchant, request.query)),
  );

  app.get(
    '/ops/lottery/odds',
    {
      preHandler: requireOperator,
      schema: {
        tags: ['operator'],
        security,
        summary:
          'The merchant’s odds of every lottery bet type (its setting or the default) with their expected return',
        response: { 200: ZEnvelope(ZOpsOdds) },
      },
    },
    async (request) => ok(await lottery.odds(request.merchant)),
  );

  app.put(
    '/ops/lottery/odds',
    {
      preHandler: requireOperator,
      schema: {
        tags: ['operator'],
        security,
        summary: 'Set a bet type’s odds for the merchant (expected return at most 99 %); audited',
        body: ZOpsOddsUpdate,
        response: { 200: ZEnvelope(ZOpsOdds) },
      },
    },
    async (request) => {
      const change = await lottery.setOdds(request.merchant, request.body);
      await identity.accounts.audit(
        staffAuditEntry(request, 'ops_lottery_odds_update', {
          target: `lottery_odds:${request.body.gameCode}:${request.body.betType}`,
          reason: request.body.reason,
          before: change.before,
          after: change.after,
        }),
      );
      return ok(await lottery.odds(request.merchant));
    },
  );

  app.post(
    '/ops/lottery/draws/:id/cancel',
    {
      preHandler: requireOperator,
      schema: {
        tags: ['operator'],
        security,
        summary: 'Cancel an open or closed draw with a reason: every bet is refunded its stake',
        params: z.object({ id: text(20).regex(/^\d{1,18}$/) }),
        body: ZOpsCancelDraw,
        response: {
          200: ZEnvelope(z.object({ draw: ZOpsDraw, refunds: z.number().int(), refunded: z.string() })),
        },
      },
    },
    async (request) => {
      const change = await lottery.cancel(
        request.merchant,
        BigInt(request.params.id),
        request.body.reason,
        request.log,
      );
      await identity.accounts.audit(
        staffAuditEntry(request, 'ops_lottery_draw_cancel', {
          target: `lottery_draw:${request.params.id}`,
          reason: request.body.reason,
          before: change.before,
          after: change.after,
          refunds: change.refunds,
        }),
      );
      return ok({ draw: change.after, refunds: change.refunds, refunded: change.refunded });
    },
  );
};
