import { PUBLIC_PAGES } from '@crupier/contract/routes';

/**
 * Paths crawlers are asked to leave alone: accounts, agents, staff and the API. Game pages
 * (`/seamless`) stay crawlable: without a launch they show the game's name and a way to play.
 */
const PRIVATE_PATHS = ['/member', '/agentHome', '/backoffice', '/wps/', '/ops/', '/dev/', '/vendor/'];

export function robotsTxt(origin: string) {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** The public pages of this merchant's site, each in every language it offers (`?lang=`). */
export function sitemapXml(origin: string, languages: readonly string[], defaultLanguage: string) {
  const urls = PUBLIC_PAGES.map((page) => {
    const loc = `${origin}${page}`;
    const alternates = languages.map((lang) => {
      const href = lang === defaultLanguage ? loc : `${loc}?lang=${lang}`;
      return `    <xhtml:link rel="alternate" hreflang="${lang === 'ty' ? 'fil' : lang}" href="${escapeXml(href)}"/>`;
    });
    return [`  <url>`, `    <loc>${escapeXml(loc)}</loc>`, ...alternates, `  </url>`].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export const THEME_COLOR = '#0c7a55';

/** The web app manifest of a merchant's site: its name, the app's icons, installable on phones. */
export function webManifest(merchant: { name: string; defaultLanguage: string }) {
  return {
    id: '/',
    name: merchant.name,
    short_name: merchant.name.slice(0, 12),
    lang: merchant.defaultLanguage === 'ty' ? 'fil' : merchant.defaultLanguage,
    start_url: '/?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#0b1512',
    theme_color: THEME_COLOR,
    categories: ['games', 'entertainment'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
