import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { call, freshIp, seal } from '@/test/client';
import { createTestApp } from '@/test/test-app';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Counts the statements sent to the database driver (PGlite or the node-postgres pool). */
function countStatements(app: App) {
  const client = (app.services.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const query = client.query.bind(client);
  const seen: string[] = [];
  client.query = (...args: unknown[]) => {
    seen.push(String(args[0]).replace(/\s+/g, ' ').slice(0, 120));
    return query(...args);
  };
  return { seen, stop: () => (client.query = query) };
}

async function statementsOfLogin(app: App) {
  const ip = freshIp();
  const sealed = () => seal(app, { type: 'username', username: 'jugador1', password: DEMO_PASSWORD });
  const login = (payload: Record<string, unknown>) =>
    call(app, { ip }, { method: 'POST', url: '/wps/session/login', payload });
  expect((await login(await sealed())).statusCode).toBe(200); // warms the merchant and key caches
  const payload = await sealed();
  const counter = countStatements(app);
  try {
    const response = await login(payload);
    expect(response.statusCode).toBe(200);
  } finally {
    counter.stop();
  }
  return counter.seen;
}

describe('statements of a login', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({
      challenge: 'off',
      redisUrl: REDIS_URL,
      redisPrefix: `test:${crypto.randomUUID()}:`,
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('with Redis: the account, the session, and the last login with its audit entry (at most 3)', async () => {
    const seen = await statementsOfLogin(app);
    expect(seen.length, seen.join('\n')).toBeLessThanOrEqual(3);
  });
});
