import { NO_FOOTER_PATHS, NO_SIDE_MENU_PATHS } from './routes';

export type TFrameRules = { sideMenu: boolean; footer: boolean; banner: boolean };

function normalize(pathname: string): string {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

function listed(paths: readonly string[], path: string): boolean {
  return paths.some((entry) => entry.toLowerCase() === path);
}

/**
 * Which parts of the frame a page shows (spec §2, contract routes.ts), matched case-insensitively.
 * The banner is left out on the game pages, which have neither side menu nor footer. The server reads
 * it too, to preload the first banner of a page that shows one.
 */
export function frameRules(pathname: string): TFrameRules {
  const path = normalize(pathname);
  const sideMenu = !listed(NO_SIDE_MENU_PATHS, path);
  const footer = !listed(NO_FOOTER_PATHS, path);
  return { sideMenu, footer, banner: sideMenu && footer };
}
