import type { TGameType } from './constants';

/** Client routes of spec §2. The server answers each with the web app. */
export const HOME_PATHS = ['/', '/index', '/index.html', '/home'] as const;

export const GAME_CENTER_ROUTES: Record<string, TGameType> = {
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/lott': 'LOTT',
  '/elott': 'ELOTT',
};
export const GAME_LIST_CENTER_ROUTES: Record<string, TGameType> = {
  '/live': 'LIVE',
  '/fish': 'FISH',
  '/rng': 'RNG',
  '/pvp': 'PVP',
};
export const LOTTERY_PATHS = ['/lottery', '/seaLottery', '/vnLottery'] as const;

export const SPEC_ROUTES = [
  ...HOME_PATHS,
  '/login',
  '/register',
  '/help',
  '/agent',
  '/agentHome',
  '/member',
  ...Object.keys(GAME_CENTER_ROUTES),
  ...Object.keys(GAME_LIST_CENTER_ROUTES),
  '/favorite',
  '/recent',
  ...LOTTERY_PATHS,
  '/promotions',
  '/pointMall',
  '/seamless',
] as const;

/** Pages the spec implies without naming a route (§1, §2 "also implied"): app download, mirrors, winners. */
export const SITE_PAGES = ['/download', '/mirrors', '/winners'] as const;

/** Pages a search engine may index: what a guest can open (the sitemap lists them). */
export const PUBLIC_PAGES = [
  '/',
  ...Object.keys(GAME_CENTER_ROUTES),
  ...Object.keys(GAME_LIST_CENTER_ROUTES),
  '/promotions',
  '/help',
  '/agent',
  ...SITE_PAGES,
] as const;

/** Pages on which the side menu is hidden (spec §2, matched case-insensitively). */
export const NO_SIDE_MENU_PATHS = ['/seamless', '/lottert', '/lottery', '/vnlottery', '/sealottery'];
/** Pages without a footer. */
export const NO_FOOTER_PATHS = ['/seamless', '/lottery', '/vnlottery', '/sealottery'];
/** Prefixes served by the API, never by the web app. */
export const API_PREFIXES = [
  '/wps',
  '/vendor',
  '/rgs',
  '/sb',
  '/dev',
  '/docs',
  '/lgw',
  '/lotto',
  '/ops',
  '/sandbox-pay',
  '/media',
  '/demo-vendor',
];
