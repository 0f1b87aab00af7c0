import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { bearer, call, freshIp, loginAs, openStaffSession, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';
import { gameTokenFor } from '@/test/vendor-game';
import { sitesFor } from './auth';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, token: string) => call(app, {}, { url, headers: bearer(token) });

const staffSession = () => openStaffSession(app);

describe('sessions tied to the site they were opened for', () => {
  it('maps the back office to operator sessions and every other route to the member sites', () => {
    expect(sitesFor('/ops/deposits')).toEqual(['operator']);
    expect(sitesFor('/wps/member/info')).toEqual(['player', 'agent']);
    expect(sitesFor('/opsx')).toEqual(['player', 'agent']);
  });

  it('refuses a staff session on /wps routes and accepts it on /ops', async () => {
    const staff = await staffSession();
    expect((await get('/ops/deposits', staff)).statusCode).toBe(200);
    for (const url of ['/wps/member/info', '/wps/v2/wallets/balance', '/wps/member/bettingRecord']) {
      const res = await get(url, staff);
      expect([res.statusCode, res.json().code], url).toEqual([401, 'unauthorized']);
    }
  });

  it('refuses player and agent sessions on /ops, and takes both on /wps', async () => {
    const player = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
    const agentLogin = await loginAs(app, 'agente1', DEMO_PASSWORD, { site: 'agent' }, { ip: freshIp() });
    expect(agentLogin.statusCode).toBe(200);
    const agent = agentLogin.json().value.token as string;
    for (const token of [player, agent]) {
      expect((await get('/wps/member/info', token)).statusCode).toBe(200);
      expect((await get('/ops/deposits', token)).statusCode).toBe(401);
    }
  });

  it('refuses a game session on /wps and /ops', async () => {
    const game = await gameTokenFor(app, await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() }));
    expect((await get('/wps/member/info', game)).statusCode).toBe(401);
    expect((await get('/ops/deposits', game)).statusCode).toBe(401);
  });
});
