import { ZEnvelope } from '@crupier/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/app-error';
import type { Identity } from '../identity/service';

const ZOutboxEntry = z.object({
  to: z.string(),
  channel: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  at: z.string(),
});

/** Demo-only routes (DEMO=1): the outbox of the demo SMS and e-mail provider. */
export const devRoutes: FastifyPluginAsyncZod<{ identity: Identity }> = async (app, { identity }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages the demo providers sent to a number or address',
        querystring: z.object({ to: z.string().min(3).max(255) }),
        response: { 200: ZEnvelope(z.array(ZOutboxEntry)) },
      },
    },
    async (request) => {
      const rows = await identity.outbox(request.query.to);
      return ok(
        rows.map((r) => ({
          to: r.to,
          channel: r.channel,
          text: r.text,
          code: r.code,
          at: r.at.toISOString(),
        })),
      );
    },
  );
};
