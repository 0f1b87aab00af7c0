import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What a server-rendered page may read: the lobby's relay actions, as any guest may call them. */
const GUEST_READS = /^\/wps\/relay\/GCSGAME_[A-Za-z0-9]+$/;

function headerOf(init: RequestInit, name: string): string | undefined {
  return new Headers(init.headers).get(name) ?? undefined;
}

/**
 * The site's API called from inside the server as a guest of the page's merchant (ADR 030): the same
 * routes, checks and answers a browser gets, without the network hop. A server render of a page
 * fetches its lobby data through it. Nothing but the lobby's reads, and never with a session.
 */
export function guestApi(app: FastifyInstance, request: FastifyRequest) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const method = init.method ?? 'GET';
    if (!GUEST_READS.test(url) || method !== 'POST') {
      return Response.json({ success: false, code: 'forbidden' }, { status: 403 });
    }
    const reply = await app.inject({
      method,
      url,
      headers: {
        // The merchant the page was made for (behind a trusted proxy, the forwarded host).
        host: request.hostname,
        accept: 'application/json',
        'accept-language': headerOf(init, 'accept-language') ?? '',
        'content-type': headerOf(init, 'content-type') ?? 'application/json',
      },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    return new Response(reply.body, {
      status: reply.statusCode,
      headers: { 'content-type': String(reply.headers['content-type'] ?? 'application/json') },
    });
  };
}
