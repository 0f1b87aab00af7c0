import { ZEnvelope } from '@crupier/contract/envelope';
import { ZMoney } from '@crupier/contract/money';
import { text } from '@crupier/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@/platform/app-error';
import type { HighCard } from './high-card';
import { HIGH_CARD_PAGE, HIGH_CARD_SCRIPT } from './page';

const tags = ['demo vendor'];
const playerToken = text(100).min(20);
const gameCode = text(100).regex(/^[A-Za-z0-9_-]{1,100}$/);
const ZBalance = z.object({ balance: ZMoney, currency: z.string() });
const ZRound = ZBalance.extend({
  roundId: z.string(),
  player: z.number().int(),
  dealer: z.number().int(),
  bet: ZMoney,
  win: ZMoney,
});
/** The demo's stakes: 1.00 to 1,000.00. */
const ZStake = ZMoney.refine((v) => Number(v) >= 1 && Number(v) <= 1000, 'a bet of 1.00 to 1000.00');

/**
 * The demo vendor DEMOV as an outside studio would run it (demo mode only): the game page a launch
 * opens, its script, and the vendor's own server calls, which play through the seamless wallet.
 */
export const demoVendorRoutes: FastifyPluginAsyncZod<{ highCard: HighCard }> = async (app, { highCard }) => {
  app.get(
    '/demo-vendor/play',
    {
      schema: {
        hide: true,
        querystring: z.object({
          playerToken: playerToken.optional(),
          gameCode: gameCode.optional(),
          lang: text(10).optional(),
        }),
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(HIGH_CARD_PAGE),
  );
  app.get('/demo-vendor/play.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=300')
      .type('text/javascript; charset=utf-8')
      .send(HIGH_CARD_SCRIPT),
  );
  app.post(
    '/demo-vendor/balance',
    {
      schema: {
        tags,
        summary: 'The demo vendor asks the seamless wallet for the player’s balance',
        body: z.object({ playerToken }),
        response: { 200: ZEnvelope(ZBalance) },
      },
    },
    async (request) => ok(await highCard.balance(request.merchant.code, request.body.playerToken)),
  );
  app.post(
    '/demo-vendor/round',
    {
      schema: {
        tags,
        summary: 'The demo vendor plays a round of high card: a wallet debit, then a credit for a win',
        body: z.object({ playerToken, gameCode, bet: ZStake }),
        response: { 200: ZEnvelope(ZRound) },
      },
    },
    async (request) => ok(await highCard.play(request.merchant.code, request.body)),
  );
};
