import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './app';
import { loadConfig } from './config';

/** A logger configured as the server's, writing its lines to memory. */
function loggedApp() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const options = loggerOptions(loadConfig({ LOG_LEVEL: 'info' }));
  const app = Fastify({ logger: { ...(options as object), stream } });
  app.get('/rgs/session', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  // As the server's own (platform/web-app.ts): Fastify's default one logs the whole URL.
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ code: 'not_found' }));
  return { app, lines };
}

describe('the request log', () => {
  it('records paths without their query strings, so a one-time launch token never reaches it', async () => {
    const { app, lines } = loggedApp();
    const secret = 'L4unchT0ken-abcdef0123456789';
    await app.inject({ url: `/rgs/session?launch=${secret}&lang=es` });
    await app.inject({ url: `/boom?launch=${secret}` });
    await app.inject({ url: `/nowhere?token=${secret}` });
    await app.close();
    const log = lines.join('\n');
    expect(log).not.toContain(secret);
    expect(log).not.toContain('launch=');
    expect(log).not.toContain('?');
    const urls = lines.map((line) => JSON.parse(line).req?.url).filter(Boolean);
    expect(urls).toEqual(expect.arrayContaining(['/rgs/session', '/boom', '/nowhere']));
    expect(lines.some((line) => JSON.parse(line).res?.statusCode === 500)).toBe(true);
  });

  it('keeps the method and the client address', async () => {
    const { app, lines } = loggedApp();
    await app.inject({ url: '/rgs/session?x=1', remoteAddress: '198.51.100.4' });
    await app.close();
    const incoming = lines.map((line) => JSON.parse(line)).find((entry) => entry.req);
    expect(incoming.req).toMatchObject({ method: 'GET', url: '/rgs/session', remoteAddress: '198.51.100.4' });
  });
});
