import { ZEnvelope } from '@crupier/contract/envelope';
import {
  ZOpsAnnouncement,
  ZOpsAnnouncementInput,
  ZOpsAnnouncementQuery,
  ZOpsContentLanguages,
} from '@crupier/contract/ops-content';
import { ZPage } from '@crupier/contract/paging';
import { text } from '@crupier/contract/text';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Identity } from '@/modules/identity/service';
import { ok } from '@/platform/app-error';
import { staffAuditEntry } from './audit-log';
import type { Content } from './content';
import { gateStaffRoutes } from './staff-access';

const tags = ['operator'];
const security = [{ bearer: [] }];
const idParam = z.object({ id: text(32).min(1) });
const one = { 200: ZEnvelope(ZOpsAnnouncement) };

type App = Parameters<FastifyPluginAsyncZod>[0];
type ContentRoutesOptions = { identity: Identity; content: Content };

function contentRoutesHelpers(app: App, { identity }: ContentRoutesOptions) {
  // Gated before validation, as in routes.ts: no 400 tells a caller without the role anything.
  const requireOperator = gateStaffRoutes(app);
  const audit = (
    request: FastifyRequest,
    action: string,
    change: { before: { id: string } | null; after: { id: string } | null },
  ) =>
    identity.accounts.audit(
      staffAuditEntry(request, action, {
        target: `announcement:${(change.after ?? change.before)!.id}`,
        before: change.before,
        after: change.after,
      }),
    );
  return { requireOperator, audit };
}
type ContentRoutesDeps = ContentRoutesOptions & ReturnType<typeof contentRoutesHelpers>;

/** Content languages and announcements, read. */
function announcementReadRoutes(app: App, { content, requireOperator }: ContentRoutesDeps) {
  app.get(
    '/ops/content/languages',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'The languages this merchant offers (each announcement has a title in all of them)',
        response: { 200: ZEnvelope(ZOpsContentLanguages) },
      },
    },
    async (request) => {
      const { defaultLanguage, languages } = request.merchant;
      return ok({
        defaultLanguage,
        languages: [defaultLanguage, ...languages.filter((l) => l !== defaultLanguage)],
      });
    },
  );

  app.get(
    '/ops/content/announcements',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Banners, notices, popups and promotion entries of this merchant (drafts too)',
        querystring: ZOpsAnnouncementQuery,
        response: { 200: ZEnvelope(ZPage(ZOpsAnnouncement)) },
      },
    },
    async (request) => ok(await content.list(request.merchant, request.query)),
  );

  app.get(
    '/ops/content/announcements/:id',
    {
      preHandler: requireOperator,
      schema: { tags, security, summary: 'One announcement', params: idParam, response: one },
    },
    async (request) => ok(await content.get(request.merchant, request.params.id)),
  );
}

/** Announcements created, changed, deleted, published or withdrawn. */
function announcementWriteRoutes(app: App, { content, requireOperator, audit }: ContentRoutesDeps) {
  app.post(
    '/ops/content/announcements',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Write an announcement (a draft unless `published`)',
        body: ZOpsAnnouncementInput,
        response: one,
      },
    },
    async (request) => {
      const change = await content.create(request.merchant, request.body);
      await audit(request, 'ops_content_create', change);
      return ok(change.after);
    },
  );

  app.put(
    '/ops/content/announcements/:id',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Replace an announcement',
        params: idParam,
        body: ZOpsAnnouncementInput,
        response: one,
      },
    },
    async (request) => {
      const change = await content.update(request.merchant, request.params.id, request.body);
      await audit(request, 'ops_content_update', change);
      return ok(change.after);
    },
  );

  app.delete(
    '/ops/content/announcements/:id',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Delete an announcement',
        params: idParam,
        response: { 200: ZEnvelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const change = await content.remove(request.merchant, request.params.id);
      await audit(request, 'ops_content_delete', change);
      return ok({ id: change.before.id });
    },
  );

  for (const action of ['publish', 'unpublish'] as const) {
    app.post(
      `/ops/content/announcements/:id/${action}`,
      {
        preHandler: requireOperator,
        schema: {
          tags,
          security,
          summary:
            action === 'publish'
              ? 'Show an announcement on the player site'
              : 'Take an announcement off the player site',
          params: idParam,
          response: one,
        },
      },
      async (request) => {
        const change = await content.setPublished(request.merchant, request.params.id, action === 'publish');
        await audit(request, `ops_content_${action}`, change);
        return ok(change.after);
      },
    );
  }
}

/**
 * The back office's content API (role `content`): the merchant's banners, notices, popups and
 * promotion entries in every language it offers. Every write is audited with the entry before and
 * after; a published entry shows in MCSFE_getListAnnouncements at its next call.
 */
export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, options) => {
  const deps = { ...options, ...contentRoutesHelpers(app, options) };
  announcementReadRoutes(app, deps);
  announcementWriteRoutes(app, deps);
};
