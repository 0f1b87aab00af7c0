import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The page the house games open on (spec: `/seamless?launch=<one-time token>`). */
const GAME_PAGE = '/seamless';

/**
 * The one-time launch token of a house game page's address, when the server should open the game
 * itself (ADR 031). Not for the sportsbook's client (`client=sportsbook`), and not for a browser's
 * speculative fetch (`Sec-Purpose: prefetch`): the token is good once, and a prefetch that spent it
 * would leave the page the player then opens without its game.
 */
export function launchTokenOf(request: FastifyRequest): string | null {
  const url = new URL(request.url, 'http://page.local');
  if (url.pathname.toLowerCase() !== GAME_PAGE) return null;
  if (url.searchParams.get('client') === 'sportsbook') return null;
  const purpose = String(request.headers['sec-purpose'] ?? request.headers.purpose ?? '');
  if (/prefetch|prerender/i.test(purpose)) return null;
  return url.searchParams.get('launch') || null;
}

/** The page's address without its launch token: what the page shows once the game is open. */
export function withoutLaunchToken(pageUrl: string): string {
  const url = new URL(pageUrl, 'http://page.local');
  url.searchParams.delete('launch');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Trades the launch token for the game session through the server's own `POST /rgs/authenticate`, as
 * the page's visitor (their address, the page's host): the same checks and limits the game client's
 * call gets. Null when it is refused; the game client then makes the call and shows the refusal.
 */
export async function openLaunchedGame(
  app: FastifyInstance,
  request: FastifyRequest,
  launchToken: string,
): Promise<unknown | null> {
  const reply = await app.inject({
    method: 'POST',
    url: '/rgs/authenticate',
    remoteAddress: request.ip,
    headers: {
      host: request.hostname,
      accept: 'application/json',
      'content-type': 'application/json',
      'accept-language': String(request.headers['accept-language'] ?? ''),
    },
    payload: JSON.stringify({ launchToken }),
  });
  if (reply.statusCode !== 200) return null;
  const body = reply.json() as { success?: boolean; value?: unknown };
  return body.success === true && body.value ? body.value : null;
}
