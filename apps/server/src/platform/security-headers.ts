import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The CSP. Scripts only from this site (no inline script); a merchant's image CDNs (status
 * `imageCDNs`) are added to img-src on its pages, so game and banner art can come from there.
 * connect-src is this site only: 'self' covers a same-origin WebSocket in current browsers, and a
 * page also names its own ws(s) origin (`socketOrigin`), which the real-time client connects to
 * (`/wps/realtime` on the page's host), for browsers that do not.
 */
export function contentSecurityPolicy(imageOrigins: readonly string[] = [], socketOrigin?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageOrigins].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...(socketOrigin ? [socketOrigin] : [])].join(' '),
    "media-src 'self' data:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join(';');
}

/** A host header that can go into a header value as it is: a name or an address, and a port. */
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The page's own origin (`https://host`) for a request; none when the host is not a plain host. */
export function pageOriginOf(request: Pick<FastifyRequest, 'protocol' | 'host'>): string | undefined {
  if (!PLAIN_HOST.test(request.host)) return undefined;
  return `${request.protocol === 'https' ? 'https' : 'http'}://${request.host.toLowerCase()}`;
}

/**
 * The WebSocket origin of the page a request asked for: wss:// behind TLS (request.protocol honours
 * TRUST_PROXY), ws:// otherwise, on the request's host; none when the host is not a plain host.
 */
export function socketOriginOf(request: Pick<FastifyRequest, 'protocol' | 'host'>): string | undefined {
  if (!PLAIN_HOST.test(request.host)) return undefined;
  return `${request.protocol === 'https' ? 'wss' : 'ws'}://${request.host.toLowerCase()}`;
}

/** The origins of configured CDN URLs; empty entries (this site) and anything not http(s) are left out. */
export function originsOf(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') origins.add(parsed.origin);
    } catch {
      // '' means this site; anything unparsable is ignored rather than trusted
    }
  }
  return [...origins];
}

/**
 * Security headers with a strict CSP: no inline or third-party scripts, images from self and data:
 * URLs, no framing by other sites, no powerful browser features. The same headers helmet would send,
 * built once: computing them per response cost the hot wallet calls more than their HMAC check.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy(),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), fullscreen=(self)',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** HSTS: sent only on a response that went over TLS, to this server or to a trusted proxy. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export async function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
