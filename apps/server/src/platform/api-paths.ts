import { API_PREFIXES } from '@crupier/contract/routes';

/** True for paths answered by the API (never by the web app). */
export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
