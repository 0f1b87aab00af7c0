import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { MerchantService } from '@/modules/merchants/service';
import { robotsTxt, sitemapXml, webManifest } from './site-files';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const schema = { hide: true };
const DAY = 'public, max-age=86400';

/** robots.txt, the sitemap and the web app manifest of the merchant whose site was asked. */
export const siteFileRoutes: FastifyPluginAsync<{ merchants: MerchantService }> = async (
  app,
  { merchants },
) => {
  // Not API paths, so the request context has not resolved the merchant: by host, as a page is.
  const merchantOf = (request: FastifyRequest) => merchants.resolve({ host: request.hostname });
  app.get('/robots.txt', { schema }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', DAY)
      .send(robotsTxt(originOf(request))),
  );
  app.get('/sitemap.xml', { schema }, async (request, reply) => {
    const { languages, defaultLanguage } = await merchantOf(request);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', DAY)
      .send(sitemapXml(originOf(request), languages, defaultLanguage));
  });
  app.get('/manifest.webmanifest', { schema }, async (request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', DAY)
      .send(JSON.stringify(webManifest(await merchantOf(request)))),
  );
};
