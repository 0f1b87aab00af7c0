import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { merchants } from '@/db/schema';
import { isApiPath } from './api-paths';
import { ipInRanges } from './ip-ranges';

/** The merchant a request belongs to (a merchants row, resolved by the merchants module). */
export type RequestMerchant = typeof merchants.$inferSelect;

/** Port: how the platform finds a request's merchant; the merchants module's service implements it. */
export type MerchantResolver = {
  resolve(input: { header?: string | undefined; host?: string | undefined }): Promise<RequestMerchant>;
};

declare module 'fastify' {
  interface FastifyRequest {
    merchant: RequestMerchant;
    lang: string;
    location: { ip: string; country: string | null };
  }
}

const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code'];

/** Standard tags for Filipino (`fil`, `tl` Tagalog) that browsers send; the platform's code is `ty`. */
const LANGUAGE_ALIASES = new Map([
  ['fil', 'ty'],
  ['tl', 'ty'],
]);

/** The platform's code for a language tag: `pt-BR` → `pt`, `fil-PH` → `ty`. */
function languageCode(tag: string): string {
  const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
  return LANGUAGE_ALIASES.get(primary) ?? primary;
}

/** The language of a request: `lang` query, else Accept-Language, else the merchant's default. */
export function resolveLanguage(
  request: FastifyRequest,
  merchant: Pick<RequestMerchant, 'languages' | 'defaultLanguage'>,
): string {
  const supported = merchant.languages;
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (typeof query === 'string' && supported.includes(languageCode(query))) return languageCode(query);
  const accept = request.headers['accept-language'];
  if (typeof accept === 'string') {
    for (const part of accept.split(',')) {
      const tag = languageCode(part.split(';')[0] ?? '');
      if (tag && supported.includes(tag)) return tag;
    }
  }
  return merchant.defaultLanguage;
}

/**
 * The visitor's country is believed only from a trusted proxy (a CDN that geolocates), since this
 * server ships no GeoIP database. Unknown country never triggers a country block.
 */
function resolveCountry(request: FastifyRequest, trustProxy: readonly string[]): string | null {
  const remote = request.socket.remoteAddress ?? '';
  if (trustProxy.length === 0 || !ipInRanges(remote, trustProxy)) return null;
  for (const name of COUNTRY_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  }
  return null;
}

/** Where a request comes from: its address and, behind a trusted proxy, its country. */
export function locationOf(request: FastifyRequest, trustProxy: readonly string[]) {
  // A client that hung up before the request was read (a balancer's timed-out probe) has no address left.
  return { ip: request.ip ?? '', country: resolveCountry(request, trustProxy) };
}

export type RequestContextOptions = { merchants: MerchantResolver; trustProxy: readonly string[] };

/** Sets request.merchant, request.lang and request.location for every API call. */
export const requestContext = fp(async (app: FastifyInstance, opts: RequestContextOptions) => {
  app.decorateRequest('merchant', null as unknown as RequestMerchant);
  app.decorateRequest('lang', 'es');
  app.decorateRequest('location', null as unknown as { ip: string; country: string | null });
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    request.location = locationOf(request, opts.trustProxy);
    const header = request.headers.merchant;
    request.merchant = await opts.merchants.resolve({
      header: Array.isArray(header) ? header[0] : header,
      host: request.hostname,
    });
    request.lang = resolveLanguage(request, request.merchant);
  });
});
