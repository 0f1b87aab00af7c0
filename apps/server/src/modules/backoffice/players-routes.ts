import { ZEnvelope } from '@crupier/contract/envelope';
import {
  ZPasswordResetResult,
  ZPlayerNote,
  ZPlayerNoteRequest,
  ZPlayerProfile,
  ZPlayerRound,
  ZPlayerSearchQuery,
  ZPlayerSummary,
  ZReasonRequest,
  ZStaffDepositLimitsRequest,
} from '@crupier/contract/ops-players';
import { ZPage, ZPageQuery } from '@crupier/contract/paging';
import { ZDepositLimitsView } from '@crupier/contract/payments';
import { text } from '@crupier/contract/text';
import { ZMovement, ZTransactionHistoryQuery } from '@crupier/contract/wallet';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@/platform/app-error';
import { authOf } from '@/platform/auth';
import type { StaffChange } from './audit-log';
import type { Players } from './players';

const tags = ['operator'];
const security = [{ bearer: [] }];
const params = z.object({ id: text(32).min(1) });

type App = Parameters<FastifyPluginAsyncZod>[0];
type PlayerRoutesOptions = {
  players: Players;
  requireOperator: (request: FastifyRequest) => Promise<void>;
  audit: (request: FastifyRequest, event: string, detail: StaffChange) => Promise<void>;
};

function playerRoutesHelpers() {
  const staffOf = (request: FastifyRequest) => authOf(request).account.id;
  return { staffOf };
}
type PlayerRoutesDeps = PlayerRoutesOptions & ReturnType<typeof playerRoutesHelpers>;

/** Players found and looked into: profile, transactions, rounds. */
function playerReadRoutes(app: App, { players, requireOperator }: PlayerRoutesDeps) {
  app.get(
    '/ops/players',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Search this merchant’s players by username, mobile, e-mail or id',
        querystring: ZPlayerSearchQuery,
        response: { 200: ZEnvelope(ZPage(ZPlayerSummary)) },
      },
    },
    async (request) => ok(await players.search(request.merchant, request.query)),
  );

  app.get(
    '/ops/players/:id',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'A player’s profile: account, balances, limits, devices, notes and counts',
        params,
        response: { 200: ZEnvelope(ZPlayerProfile) },
      },
    },
    async (request) => ok(await players.profile(request.merchant, request.params.id)),
  );

  app.get(
    '/ops/players/:id/transactions',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'A player’s ledger movements with the balance after each',
        params,
        querystring: ZTransactionHistoryQuery,
        response: { 200: ZEnvelope(ZPage(ZMovement)) },
      },
    },
    async (request) => ok(await players.transactions(request.merchant, request.params.id, request.query)),
  );

  app.get(
    '/ops/players/:id/rounds',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary:
          'A player’s house rounds with their seeds (server seed hash, client seed, nonce, revealed seed)',
        params,
        querystring: ZPageQuery,
        response: {
          200: ZEnvelope(
            ZPage(ZPlayerRound).extend({ turnover: z.string(), wins: z.string(), profit: z.string() }),
          ),
        },
      },
    },
    async (request) => ok(await players.rounds(request.merchant, request.params.id, request.query)),
  );
}

/** What staff do to a player: notes, password resets, deposit limits. */
function playerActionRoutes(app: App, { players, requireOperator, audit, staffOf }: PlayerRoutesDeps) {
  app.post(
    '/ops/players/:id/notes',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Add a staff note to a player',
        params,
        body: ZPlayerNoteRequest,
        response: { 200: ZEnvelope(ZPlayerNote) },
      },
    },
    async (request) => {
      const { player, note } = await players.addNote(
        request.merchant,
        request.params.id,
        staffOf(request),
        request.body.text,
      );
      await audit(request, 'ops_player_note', {
        target: `account:${player.id}`,
        before: null,
        after: { note: note.id, text: note.text },
      });
      return ok(note);
    },
  );

  app.post(
    '/ops/players/:id/reset-password',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary:
          'Replace a player’s password with a temporary one, shown once: every session ends and the player must change it at the next sign-in',
        params,
        body: ZReasonRequest,
        response: { 200: ZEnvelope(ZPasswordResetResult) },
      },
    },
    async (request) => {
      const { player, temporaryPassword } = await players.resetPassword(request.merchant, request.params.id);
      await audit(request, 'ops_player_reset_password', {
        target: `account:${player.id}`,
        reason: request.body.reason,
        before: { mustChangePassword: player.mustChangePassword },
        after: { mustChangePassword: true, sessionsRevoked: true },
      });
      return ok({ temporaryPassword });
    },
  );

  app.put(
    '/ops/players/:id/deposit-limits',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Set a player’s deposit limits (null removes one): tighter or looser, they apply at once',
        params,
        body: ZStaffDepositLimitsRequest,
        response: { 200: ZEnvelope(ZDepositLimitsView) },
      },
    },
    async (request) => {
      const { reason, ...wanted } = request.body;
      const { player, before, after } = await players.setDepositLimits(
        request.merchant,
        request.params.id,
        wanted,
      );
      await audit(request, 'ops_player_deposit_limits', {
        target: `account:${player.id}`,
        reason,
        before,
        after,
      });
      return ok(after);
    },
  );
}

/**
 * The back office's player pages: search, profile, ledger movements, rounds with fairness data, and
 * the staff actions on a player (note, password reset, deposit limits), each audited with its reason.
 */
export const playerRoutes: FastifyPluginAsyncZod<PlayerRoutesOptions> = async (app, options) => {
  const deps = { ...options, ...playerRoutesHelpers() };
  playerReadRoutes(app, deps);
  playerActionRoutes(app, deps);
};
