import { ZAnnouncements } from '@crupier/contract/catalog';
import { ANNOUNCEMENT_TYPES, HOME_BANNER_GROUP } from '@crupier/contract/constants';
import { frameRules } from '@crupier/contract/frame-rules';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Merchant, MerchantService } from '@/modules/merchants/service';
import type { PageBoot } from '@/platform/web-app';
import type { Lobby } from './service';

type Announcements = z.infer<typeof ZAnnouncements>;

/**
 * The first banner's image where the page shows the banner, as the app will ask for it. The app picks
 * one of the merchant's image hosts at random on each load, so with more than one host the page cannot
 * know which, and hints nothing rather than a download the app may not use.
 */
export function firstBannerImages(merchant: Merchant, pathname: string, announcements: Announcements) {
  if (!frameRules(pathname).banner || merchant.imageCdns.length > 1) return [];
  const first = announcements.banners.find((b) => b.groupName === HOME_BANNER_GROUP && b.url);
  if (!first?.url) return [];
  const host = (merchant.imageCdns[0] ?? '').replace(/\/+$/, '');
  const isSitePath = first.url.startsWith('/') && !first.url.startsWith('//');
  return [isSitePath ? `${host}${first.url}` : first.url];
}

/**
 * What a page of the site carries (ADR 021, ADR 028): the system status, the merchant's language, the
 * lobby's announcements in that language (banners, notices, popups: the frame shows them at once) and
 * the first banner image to preload.
 */
export function createPageBoot(deps: {
  merchants: MerchantService;
  lobby: Lobby;
  status: (merchant: Merchant, request: FastifyRequest) => Promise<unknown>;
}) {
  // The announcements are a head start, not a need: without them the page still carries its status,
  // and the app fetches them as before.
  async function announcementsOf(request: FastifyRequest, merchant: Merchant, language: string) {
    try {
      const types = [...ANNOUNCEMENT_TYPES];
      return ZAnnouncements.parse(await deps.lobby.announcements(merchant, { types, language }));
    } catch (error) {
      request.log.warn({ err: error }, 'page sent without its announcements');
      return undefined;
    }
  }

  return async (request: FastifyRequest): Promise<PageBoot> => {
    const merchant = await deps.merchants.resolve({ host: request.hostname });
    const language = merchant.defaultLanguage;
    const [status, announcements] = await Promise.all([
      deps.status(merchant, request),
      announcementsOf(request, merchant, language),
    ]);
    const pathname = request.url.split('?', 1)[0] ?? '/';
    return {
      status,
      lang: language,
      announcements,
      preloadImages: announcements ? firstBannerImages(merchant, pathname, announcements) : [],
    };
  };
}
