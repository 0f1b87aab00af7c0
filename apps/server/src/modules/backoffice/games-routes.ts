import { ZEnvelope } from '@crupier/contract/envelope';
import {
  ZGameRtp,
  ZGameRtpQuery,
  ZOpsGame,
  ZOpsGameQuery,
  ZOpsGameUpdate,
  ZOpsVendor,
  ZOpsVendorUpdate,
  ZSecretRotation,
  ZSecretRotationRequest,
} from '@crupier/contract/ops-games';
import { ZPage } from '@crupier/contract/paging';
import { text } from '@crupier/contract/text';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Identity } from '@/modules/identity/service';
import { ok } from '@/platform/app-error';
import { type StaffChange, staffAuditEntry } from './audit-log';
import type { Games } from './games';
import { gateStaffRoutes } from './staff-access';

const tags = ['operator'];
const security = [{ bearer: [] }];
const codeParam = z.object({ code: text(32).min(1) });
const idParam = z.object({ id: text(32).min(1) });

/**
 * The back office's games and vendors (role admin): the merchant's vendor states and order, its
 * games' on/off, hot flag and order (the lobby shows a change at its next call), a vendor's secret
 * rotation (answered once, audited without it) and RTP and hold per house game.
 */
export const gamesRoutes: FastifyPluginAsyncZod<{ identity: Identity; games: Games }> = async (
  app,
  { identity, games },
) => {
  // Gated before validation, as in routes.ts: no 400 tells a caller without the role anything.
  const requireOperator = gateStaffRoutes(app);
  const audit = (request: FastifyRequest, action: string, change: StaffChange) =>
    identity.accounts.audit(staffAuditEntry(request, action, change));

  app.get(
    '/ops/vendors',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'The vendors this merchant offers, with its state and order of each',
        response: { 200: ZEnvelope(z.array(ZOpsVendor)) },
      },
    },
    async (request) => ok(await games.vendors(request.merchant)),
  );

  app.put(
    '/ops/vendors/:code',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Set a vendor active, in maintenance (listed, not launchable) or disabled, and its order',
        params: codeParam,
        body: ZOpsVendorUpdate,
        response: { 200: ZEnvelope(ZOpsVendor) },
      },
    },
    async (request) => {
      const change = await games.updateVendor(request.merchant, request.params.code, request.body);
      await audit(request, 'ops_vendor_update', { target: `vendor:${change.after.code}`, ...change });
      return ok(change.after);
    },
  );

  app.post(
    '/ops/vendors/:code/rotate-secret',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary:
          'Give a vendor a new random signing secret, answered this once; the old one stops working within seconds',
        params: codeParam,
        body: ZSecretRotationRequest,
        response: { 200: ZEnvelope(ZSecretRotation) },
      },
    },
    async (request, reply) => {
      const rotation = await games.rotateSecret(request.merchant, request.params.code);
      await audit(request, 'ops_vendor_rotate_secret', {
        target: `vendor:${rotation.code}`,
        reason: request.body.reason,
        after: { secretRotated: true },
      });
      reply.header('cache-control', 'no-store');
      return ok(rotation);
    },
  );

  app.get(
    '/ops/games',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'The games of this merchant’s vendors with its own settings (filter by vendor, type, name)',
        querystring: ZOpsGameQuery,
        response: { 200: ZEnvelope(ZPage(ZOpsGame)) },
      },
    },
    async (request) => ok(await games.games(request.merchant, request.query)),
  );

  app.get(
    '/ops/games/rtp',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'RTP and hold per house game from its settled real-money rounds of today, 7 or 30 days',
        querystring: ZGameRtpQuery,
        response: { 200: ZEnvelope(z.array(ZGameRtp)) },
      },
    },
    async (request) => ok(await games.rtp(request.merchant, request.query.range)),
  );

  app.put(
    '/ops/games/:id',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Switch a game on or off for this merchant, mark it hot, set its order',
        params: idParam,
        body: ZOpsGameUpdate,
        response: { 200: ZEnvelope(ZOpsGame) },
      },
    },
    async (request) => {
      const change = await games.updateGame(request.merchant, request.params.id, request.body);
      await audit(request, 'ops_game_update', { target: `game:${change.after.id}`, ...change });
      return ok(change.after);
    },
  );
};
