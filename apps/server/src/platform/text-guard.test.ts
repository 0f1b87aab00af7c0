import { UNSAFE_TEXT_MESSAGE } from '@crupier/contract/text';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { call, freshIp, loginAs, seal } from '@/test/client';
import { createTestApp } from '@/test/test-app';
import { holdsUnsafeText } from './text-guard';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

function expectRefused(res: LightMyRequestResponse, part?: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body).toMatchObject({ success: false, code: 'invalid_input' });
  if (part) expect(body.details).toEqual([{ path: part, message: UNSAFE_TEXT_MESSAGE }]);
}

describe('holdsUnsafeText', () => {
  it('finds NUL and lone surrogates in values and keys at any depth, without recursion', () => {
    expect(holdsUnsafeText({ a: [1, { b: 'ok 🎰' }], c: null })).toBe(false);
    expect(holdsUnsafeText({ a: [1, { b: 'x\u0000' }] })).toBe(true);
    expect(holdsUnsafeText({ 'k\uD800': 1 })).toBe(true);
    let deep: unknown = 'end\uDC00';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(holdsUnsafeText(deep)).toBe(true);
  });
});

describe('the text guard at the edge', () => {
  it('refuses a NUL in a login username (once a 500) before any database sees it', async () => {
    const res = await loginAs(app, 'jugador1\u0000', DEMO_PASSWORD, {}, { ip: freshIp() });
    expectRefused(res, 'payload');
  });

  it('keeps any Unicode a person can type: an unknown user is 401, not 400', async () => {
    const res = await loginAs(app, 'José 東京 🎰 e\u0301', 'x', {}, { ip: freshIp() });
    expect(res.statusCode).toBe(401);
  });

  it('refuses %00 and NUL in the path, before a vendor is looked up', async () => {
    for (const url of ['/vendor/%00/wallet/balance', '/vendor/DEMOV%00/wallet/debit', '/rgs/play%00']) {
      expectRefused(await call(app, {}, { method: 'POST', url, payload: {} }));
    }
  });

  it('refuses %00 and percent-encoded surrogates in the query', async () => {
    expectRefused(await call(app, {}, { url: '/wps/system/status?lang=%00' }), 'url');
    expectRefused(await call(app, {}, { url: '/dev/outbox?to=%2B52%00' }), 'url');
    // A lone surrogate cannot travel in a URL as such; its UTF-8 form percent-encoded is refused too.
    expectRefused(await call(app, {}, { url: '/wps/system/status?lang=%ED%A0%80' }), 'url');
    expectRefused(await call(app, {}, { url: '/wps/system/status?x=%eD%bF%bF' }), 'url');
    // In the path the router itself refuses the undecodable URL, with the same answer.
    expectRefused(await call(app, {}, { method: 'POST', url: '/vendor/%ED%A0%80/wallet/balance' }));
  });

  it('refuses NUL in any header value (merchant, authorization, others)', async () => {
    for (const headers of [
      { merchant: 'demo\u0000' },
      { authorization: 'Bearer a\u0000b' },
      { 'x-anything': '\u0000' },
    ]) {
      expectRefused(await call(app, {}, { url: '/wps/system/status', headers }), 'headers');
    }
  });

  it('refuses NUL and lone surrogates in JSON and form bodies, also where no schema looks', async () => {
    const json = (payload: string, url = '/dev/fund') =>
      call(app, {}, { method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
    expectRefused(await json('{"username":"jugador1\\u0000","amount":"1.00"}'), 'body');
    expectRefused(await json('{"username":"\\ud800","amount":"1.00"}'), 'body');
    expectRefused(await json('{"params":{"deep":[["\\udc00"]]},"sessionId":"x"}', '/rgs/play'), 'body');
    expectRefused(await json('{"a\\u0000":1}', '/vendor/DEMOV/wallet/balance'), 'body');
    const form = await call(
      app,
      {},
      {
        method: 'POST',
        url: '/dev/fund',
        payload: 'username=a%00&amount=1.00',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    );
    expectRefused(form, 'body');
  });

  it('refuses NUL inside an encrypted payload even in a field no schema names', async () => {
    const payload = await seal(app, {
      type: 'username',
      username: 'jugador1',
      password: 'x',
      extra: '\u0000',
    });
    expectRefused(await call(app, {}, { method: 'POST', url: '/wps/session/login', payload }), 'payload');
  });
});
