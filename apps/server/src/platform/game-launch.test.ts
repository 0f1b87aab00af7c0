import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { withoutLaunchToken } from './game-launch';
import { registerWebApp } from './web-app';

const INDEX =
  '<!doctype html>\n<html lang="es">\n<head><title>Casino</title></head><body><div id="root"></div></body></html>';

const SESSION = {
  sessionId: 'b289770c-bd20-4c0c-86a8-a92bdda4c4bb',
  game: { engine: 'dice', betLevels: ['1.00'] },
  balance: '10.00',
  fairness: { serverSeedHash: 'ab' },
  openRound: null,
};

const bootGameOf = (html: string) =>
  /<script id="boot-game" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];

describe('a house game page opens its game on the server (ADR 031)', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'game-launch-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  /** The RGS's authenticate call: each token is good once. */
  const spent = new Set<string>();
  const calls: { token: string; ip: string; host: string }[] = [];
  beforeEach(() => {
    spent.clear();
    calls.length = 0;
  });

  async function site() {
    const app = Fastify();
    app.post('/rgs/authenticate', async (request, reply) => {
      const { launchToken } = request.body as { launchToken: string };
      calls.push({ token: launchToken, ip: request.ip, host: request.hostname });
      if (spent.has(launchToken)) {
        return reply.code(400).send({ success: false, code: 'invalid_launch_token' });
      }
      spent.add(launchToken);
      return { success: true, value: SESSION };
    });
    await registerWebApp(
      app,
      dist,
      async () => [],
      async () => ({ status: {}, lang: 'es' }),
    );
    return app;
  }

  it('trades the launch token once, as the visitor, and sends the session in a page no cache keeps', async () => {
    const app = await site();
    const page = await app.inject({
      method: 'GET',
      url: '/seamless?launch=tok-1',
      remoteAddress: '203.0.113.9',
      headers: { host: 'casino.example' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(bootGameOf(page.body)!)).toEqual(SESSION);
    expect(calls).toEqual([{ token: 'tok-1', ip: '203.0.113.9', host: 'casino.example' }]);

    // The same link again: the server's call is refused, and the page leaves it to the game client,
    // which shows the refusal.
    const again = await app.inject({ method: 'GET', url: '/seamless?launch=tok-1' });
    expect(again.statusCode).toBe(200);
    expect(bootGameOf(again.body)).toBeUndefined();
    expect(again.headers['cache-control']).toBe('no-cache');
    await app.close();
  });

  it('leaves the token alone for the sportsbook client, a browser prefetch and other pages', async () => {
    const app = await site();
    const pages = [
      { url: '/seamless?launch=tok-2&client=sportsbook' },
      { url: '/seamless?launch=tok-2', headers: { 'sec-purpose': 'prefetch;prerender' } },
      { url: '/seamless?launch=tok-2', headers: { purpose: 'prefetch' } },
      { url: '/promotions?launch=tok-2' },
      { url: '/seamless' },
    ];
    for (const { url, headers } of pages) {
      const page = await app.inject({ method: 'GET', url, headers });
      expect(page.statusCode).toBe(200);
      expect(bootGameOf(page.body)).toBeUndefined();
    }
    expect(calls).toEqual([]);
    await app.close();
  });

  it('renders the page without the spent token in its address', () => {
    expect(withoutLaunchToken('/seamless?launch=abc&lang=en')).toBe('/seamless?lang=en');
    expect(withoutLaunchToken('/seamless?launch=abc')).toBe('/seamless');
  });
});
