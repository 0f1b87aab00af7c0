import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIXES } from '@crupier/contract/routes';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler';

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (never cached) for every
 * other GET that is not an API path, so each client route of the spec is answered by the app.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (wantsPage && !isApiPath(request.url) && hasBuild) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
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
