import { ZEnvelope } from '@crupier/contract/envelope';
import {
  ZCountry,
  ZCryptoKey,
  ZDomainRoute,
  ZHelpArticle,
  ZHelpCenterQuery,
  ZSystemStatus,
  ZWhitelabel,
} from '@crupier/contract/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@/platform/app-error';
import type { SystemService } from './service';

const tags = ['system'];

export const systemRoutes: FastifyPluginAsyncZod<{ system: SystemService }> = async (app, { system }) => {
  app.get(
    '/wps/system/status',
    {
      schema: {
        tags,
        summary: 'Maintenance, region restriction, merchant configuration and the visitor location',
        response: { 200: ZEnvelope(ZSystemStatus) },
      },
    },
    async (request) => ok(await system.status(request.merchant, request.location)),
  );

  app.get(
    '/wps/system/whitelabel',
    { schema: { tags, summary: 'Whitelabel module flags', response: { 200: ZEnvelope(ZWhitelabel) } } },
    async (request) => ok(system.whitelabel(request.merchant)),
  );

  app.get(
    '/wps/system/domainRoute',
    {
      schema: {
        tags,
        summary: 'Domains of this merchant',
        response: { 200: ZEnvelope(z.array(ZDomainRoute)) },
      },
    },
    async (request) => ok(await system.domainRoutes(request.merchant)),
  );

  app.get(
    '/wps/system/helpCenter',
    {
      schema: {
        tags,
        summary: 'Help-centre articles',
        querystring: ZHelpCenterQuery,
        response: { 200: ZEnvelope(z.array(ZHelpArticle)) },
      },
    },
    async (request) => ok(await system.helpCenter(request.merchant, request.lang, request.query.device)),
  );

  app.get(
    '/wps/system/crypto',
    {
      schema: {
        tags,
        summary: 'RSA-OAEP public key for encrypted payloads',
        response: { 200: ZEnvelope(ZCryptoKey) },
      },
    },
    async () => ok(await system.cryptoKey()),
  );

  app.get(
    '/wps/system/countryCode',
    {
      schema: { tags, summary: 'Country dialling codes', response: { 200: ZEnvelope(z.array(ZCountry)) } },
    },
    async () => ok([...system.countries()]),
  );
};
