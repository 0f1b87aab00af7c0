import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './api-paths';
import { sendError } from './error-handler';
import { contentSecurityPolicy, socketOriginOf } from './security-headers';

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (never cached) for every
 * other GET that is not an API path, so each client route of the spec is answered by the app.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  imageOriginsFor: (host: string) => Promise<readonly string[]> = async () => [],
) {
  const indexFile = path.join(webDist, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each asset (vite-precompress.ts): sent as they are.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    const origins = await imageOriginsFor(request.hostname).catch(() => []);
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', contentSecurityPolicy(origins, socketOriginOf(request)))
      .sendFile('index.html', webDist);
  }
  if (hasBuild) app.get('/', { schema: { hide: true } }, sendShell);

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (wantsPage && !isApiPath(request.url) && hasBuild) return sendShell(request, reply);
    if (wantsPage && !isApiPath(request.url) && !hasBuild) {
      return sendError(request, reply, {
        status: 404,
        code: 'not_found',
        message: 'The web app is not built: run npm run build',
      });
    }
    return sendError(request, reply, { status: 404, code: 'not_found' });
  });
}
