import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from './app';
import { loadConfig } from './config';
import { DEMO_PASSWORD } from './demo/accounts';
import { prepareDatabase } from './prepare-database';
import { call, freshIp, loginAs, seal, solveChallenge } from './test/client';
import { createTestDatabase } from './test/test-db';

/** What `NODE_ENV=production npm start` gets: the npm script's DEMO_DEFAULT=1 and nothing else. */
const productionEnv = { NODE_ENV: 'production', DEMO_DEFAULT: '1', LOG_LEVEL: 'silent' };

let app: App;
beforeAll(async () => {
  const config = loadConfig(productionEnv);
  const database = await createTestDatabase();
  await prepareDatabase(database, config);
  app = await buildApp(config, database);
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('a production start without demo settings', () => {
  it('serves no /dev and no /sandbox-pay route', async () => {
    const id = crypto.randomUUID();
    const requests = [
      { method: 'GET', url: '/dev/outbox?to=%2B525512345678' },
      { method: 'POST', url: '/dev/fund', payload: { username: 'jugador1', amount: '100000.00' } },
      { method: 'GET', url: `/sandbox-pay/${id}` },
      { method: 'POST', url: `/sandbox-pay/${id}`, payload: { result: 'paid' } },
      { method: 'POST', url: '/wps/payments/webhook/sandbox', payload: { depositId: id } },
    ] as const;
    for (const request of requests) {
      const res = await call(app, { ip: freshIp() }, request);
      expect(res.statusCode, request.url).toBe(404);
    }
    const openapi = (await app.inject({ url: '/docs/json' })).json();
    const paths = Object.keys(openapi.paths ?? {});
    expect(paths).toContain('/wps/session/login');
    expect(paths.some((p) => p.startsWith('/dev/') || p.startsWith('/sandbox-pay'))).toBe(false);
  });

  it('has no demo account: the operator and the demo players cannot sign in', async () => {
    const ip = freshIp();
    const challenge = await solveChallenge(app, { ip });
    const operator = await call(
      app,
      { ip },
      {
        method: 'POST',
        url: '/ops/session/login',
        payload: await seal(app, {
          type: 'username',
          username: 'operador',
          password: DEMO_PASSWORD,
          challenge,
        }),
      },
    );
    expect(operator.statusCode).toBe(401);
    for (const username of ['jugador1', 'agente1']) {
      const res = await loginAs(app, username, DEMO_PASSWORD, {}, { ip: freshIp() });
      expect(res.statusCode, username).toBe(401);
    }
    const merchant = (await app.inject({ url: '/wps/system/status' })).statusCode;
    expect(merchant).toBe(200);
  });
});

describe('a production start on a database holding the demo seed', () => {
  it('refuses to start and says why, unless DEMO=1 is explicit', async () => {
    const database = await createTestDatabase();
    try {
      await prepareDatabase(database, loadConfig({ DEMO: '1', DEMO_CATALOG_SIZE: '500' }));
      await expect(prepareDatabase(database, loadConfig(productionEnv))).rejects.toThrow(
        /NODE_ENV=production without DEMO=1.*demo seed/,
      );
      await expect(
        prepareDatabase(database, loadConfig({ ...productionEnv, DEMO: '1' })),
      ).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
