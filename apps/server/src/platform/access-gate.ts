import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error';
import { ipInRanges } from './ip-ranges';
import type { RequestMerchant } from './request-context';

export type AccessGateOptions = { maintenance: boolean; blockedIps: readonly string[] };
export type AccessState = { maintenance: boolean; regionRestriction: boolean };

/** Maintenance and region restriction for one visitor of one merchant (contract overrides included). */
export function accessState(
  merchant: Pick<RequestMerchant, 'maintenance' | 'blockedIpRanges' | 'allowedCountries'>,
  location: { ip: string; country: string | null },
  opts: AccessGateOptions,
): AccessState {
  const maintenance = opts.maintenance || merchant.maintenance;
  const ipBlocked =
    ipInRanges(location.ip, opts.blockedIps) || ipInRanges(location.ip, merchant.blockedIpRanges);
  const countryBlocked =
    merchant.allowedCountries.length > 0 &&
    location.country !== null &&
    !merchant.allowedCountries.includes(location.country);
  return { maintenance, regionRestriction: ipBlocked || countryBlocked };
}

const ALWAYS_OPEN = new Set(['/wps/system/status', '/wps/chat']);
/**
 * Payment providers must reach their webhooks whatever the visitor-facing state; the maintenance and
 * region-block pages offer live support, so the chat room (`/wps/chat`…) stays open too.
 */
const OPEN_PREFIXES = ['/wps/payments/webhook/', '/wps/chat/'];

/** While maintenance or a region block applies, every `/wps` call but the status answers 503. */
export const accessGate = fp(async (app: FastifyInstance, opts: AccessGateOptions) => {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/wps/') || ALWAYS_OPEN.has(path) || OPEN_PREFIXES.some((p) => path.startsWith(p)))
      return;
    const state = accessState(request.merchant, request.location, opts);
    if (state.maintenance) throw new AppError('system_maintenance', 503);
    if (state.regionRestriction) {
      throw new AppError('blockip', 503, undefined, { ip: request.location.ip });
    }
  });
});
