import { ZEnvelope } from '@crupier/contract/envelope';
import {
  ZOpsAccessInput,
  ZOpsBrand,
  ZOpsCustomerServiceInput,
  ZOpsDomainsInput,
  ZOpsHelpArticle,
  ZOpsHelpArticleInput,
  ZOpsHelpQuery,
  ZOpsLanguagesInput,
  ZOpsRegistrationInput,
  ZOpsWhitelabelInput,
} from '@crupier/contract/ops-brand';
import { text } from '@crupier/contract/text';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Identity } from '@/modules/identity/service';
import { ok } from '@/platform/app-error';
import { staffAuditEntry } from './audit-log';
import type { Brand } from './brand';
import type { HelpCentre } from './brand-help';
import { gateStaffRoutes } from './staff-access';

const tags = ['operator'];
const security = [{ bearer: [] }];
const idParam = z.object({ id: text(32).min(1) });
const article = { 200: ZEnvelope(ZOpsHelpArticle) };

type Change = { before: unknown; after: unknown };

type App = Parameters<FastifyPluginAsyncZod>[0];
type BrandRoutesOptions = { identity: Identity; brand: Brand; help: HelpCentre };

function brandRoutesHelpers(app: App, { identity }: BrandRoutesOptions) {
  // Gated before validation, as in routes.ts: no 400 tells a caller without the role anything.
  const requireOperator = gateStaffRoutes(app);
  const audit = (request: FastifyRequest, action: string, target: string, change: Change, reason?: string) =>
    identity.accounts.audit(
      staffAuditEntry(request, action, {
        target,
        before: change.before,
        after: change.after,
        ...(reason ? { reason } : {}),
      }),
    );
  const brandTarget = (request: FastifyRequest) => `merchant:${request.merchant.code}`;

  const helpTarget = (change: { before: { id: string } | null; after: { id: string } | null }) =>
    `help:${(change.after ?? change.before)!.id}`;
  return { requireOperator, audit, brandTarget, helpTarget };
}
type BrandRoutesDeps = BrandRoutesOptions & ReturnType<typeof brandRoutesHelpers>;

/** The brand and its settings, group by group, and who may reach it. */
function brandSettingRoutes(app: App, { brand, requireOperator, audit, brandTarget }: BrandRoutesDeps) {
  app.get(
    '/ops/brand',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'The brand settings of this merchant as the player site reads them now',
        response: { 200: ZEnvelope(ZOpsBrand) },
      },
    },
    async (request) => ok(await brand.get(request.merchant)),
  );

  const groups = [
    ['whitelabel', ZOpsWhitelabelInput, 'Set the whitelabel module flags', brand.setWhitelabel],
    ['languages', ZOpsLanguagesInput, 'Set the languages offered and the default one', brand.setLanguages],
    [
      'registration',
      ZOpsRegistrationInput,
      'Set the registration age and field rules',
      brand.setRegistration,
    ],
    [
      'customer-service',
      ZOpsCustomerServiceInput,
      'Replace the customer-service channels',
      brand.setCustomerService,
    ],
    ['domains', ZOpsDomainsInput, 'Replace the domain routes', brand.setDomains],
  ] as const;
  for (const [group, body, summary, write] of groups) {
    app.put(
      `/ops/brand/${group}`,
      {
        preHandler: requireOperator,
        schema: { tags, security, summary, body, response: { 200: ZEnvelope(ZOpsBrand) } },
      },
      async (request) => {
        const change = await (write as (m: typeof request.merchant, input: unknown) => Promise<Change>)(
          request.merchant,
          request.body,
        );
        await audit(request, `ops_brand_${group.replace('-', '_')}`, brandTarget(request), change);
        return ok(await brand.get(request.merchant));
      },
    );
  }

  app.put(
    '/ops/brand/access',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Turn maintenance on or off and set the blocked IP ranges (a reason is required)',
        body: ZOpsAccessInput,
        response: { 200: ZEnvelope(ZOpsBrand) },
      },
    },
    async (request) => {
      const change = await brand.setAccess(request.merchant, request.body);
      await audit(request, 'ops_brand_access', brandTarget(request), change, request.body.reason);
      return ok(await brand.get(request.merchant));
    },
  );
}

/** The help centre articles. */
function helpArticleRoutes(app: App, { help, requireOperator, audit, helpTarget }: BrandRoutesDeps) {
  app.get(
    '/ops/content/help',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Help-centre articles of this merchant, by language and device',
        querystring: ZOpsHelpQuery,
        response: { 200: ZEnvelope(z.array(ZOpsHelpArticle)) },
      },
    },
    async (request) => ok(await help.list(request.merchant, request.query)),
  );

  app.get(
    '/ops/content/help/:id',
    {
      preHandler: requireOperator,
      schema: { tags, security, summary: 'One help-centre article', params: idParam, response: article },
    },
    async (request) => ok(await help.get(request.merchant, request.params.id)),
  );

  app.post(
    '/ops/content/help',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Write a help-centre article (shown at once)',
        body: ZOpsHelpArticleInput,
        response: article,
      },
    },
    async (request) => {
      const change = await help.create(request.merchant, request.body);
      await audit(request, 'ops_help_create', helpTarget(change), change);
      return ok(change.after);
    },
  );

  app.put(
    '/ops/content/help/:id',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Replace a help-centre article',
        params: idParam,
        body: ZOpsHelpArticleInput,
        response: article,
      },
    },
    async (request) => {
      const change = await help.update(request.merchant, request.params.id, request.body);
      await audit(request, 'ops_help_update', helpTarget(change), change);
      return ok(change.after);
    },
  );

  app.delete(
    '/ops/content/help/:id',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Delete a help-centre article',
        params: idParam,
        response: { 200: ZEnvelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const change = await help.remove(request.merchant, request.params.id);
      await audit(request, 'ops_help_delete', helpTarget(change), change);
      return ok({ id: change.before.id });
    },
  );
}

/**
 * The back office's brand API: whitelabel flags, languages, registration rules, customer-service
 * channels and domain routes (role `content`), maintenance and blocked IP ranges (roles `risk` and
 * admin, with a reason), and help-centre articles. Every write is audited with the group before and
 * after, and reaches the player site at its next call (the server forgets its cached merchants).
 */
export const brandRoutes: FastifyPluginAsyncZod<BrandRoutesOptions> = async (app, options) => {
  const deps = { ...options, ...brandRoutesHelpers(app, options) };
  brandSettingRoutes(app, deps);
  helpArticleRoutes(app, deps);
};
