import type { TResource } from '@crupier/contract/system';
import { pageOrigin } from '@/lib/page-origin';

export type TResourceGroups = { ios: TResource | null; android: TResource | null; social: TResource[] };

/** The resource URL made absolute against this site (downloads may be relative), or null unless http(s). */
export function resourceUrl(value: string, base: string = pageOrigin()): string | null {
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const SOCIAL = /^SOCIAL|FACEBOOK|INSTAGRAM|TELEGRAM|WHATSAPP|TWITTER|YOUTUBE|TIKTOK/;

/**
 * Sorts the merchant's resources into what the frame shows: the iOS and Android app downloads and
 * the social links. Other kinds (lite app, mirror sites) are for other screens.
 */
export function groupResources(resources: readonly TResource[]): TResourceGroups {
  const groups: TResourceGroups = { ios: null, android: null, social: [] };
  for (const resource of resources) {
    const url = resourceUrl(resource.url);
    if (!url) continue;
    const type = resource.resourceType.toUpperCase();
    const entry = { ...resource, url };
    if (/LITE/.test(type)) continue;
    if (/IOS|IPHONE/.test(type)) groups.ios ??= entry;
    else if (/ANDROID|APK/.test(type)) groups.android ??= entry;
    else if (SOCIAL.test(type)) groups.social.push(entry);
  }
  return groups;
}
