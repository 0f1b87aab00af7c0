import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { vendorTransactions } from '@/db/schema';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { DEMO_VENDOR_GAME_CODE } from '@/demo/vendor';
import { bearer, call, freshIp, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';
import { launchDemoVendor } from '@/test/vendor-game';
import { highCardWin } from './high-card';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
});
afterAll(async () => {
  await app.close();
});

describe('high card', () => {
  it('pays twice the bet on a higher card, the bet back on a tie, nothing on a lower one', () => {
    expect(highCardWin(500n, 14, 2)).toBe(1000n);
    expect(highCardWin(500n, 9, 9)).toBe(500n);
    expect(highCardWin(500n, 3, 12)).toBe(0n);
  });
});

describe('the demo vendor page', () => {
  it('serves the launch URL as a page without inline script, and its script separately', async () => {
    const member = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
    const { url } = await launchDemoVendor(app, member);
    const page = await app.inject({ url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<script src="/demo-vendor/play.js"></script>');
    expect(page.body).not.toMatch(/<script>/);
    expect(page.body).not.toContain(url.searchParams.get('playerToken')!);
    const script = await app.inject({ url: '/demo-vendor/play.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('/demo-vendor/round');
  });

  it('plays rounds through the seamless wallet with the game token, as an outside vendor would', async () => {
    const member = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
    const { gameToken } = await launchDemoVendor(app, member);
    const wallet = async () =>
      (await call(app, {}, { url: '/wps/v2/wallets/balance', headers: bearer(member) })).json().value
        .available;
    const start = await call(
      app,
      {},
      { method: 'POST', url: '/demo-vendor/balance', payload: { playerToken: gameToken } },
    );
    expect(start.json().value, start.body).toEqual({ balance: await wallet(), currency: 'MXN' });

    let expected = Math.round(Number(start.json().value.balance) * 100);
    for (let i = 0; i < 5; i++) {
      const res = await call(
        app,
        {},
        {
          method: 'POST',
          url: '/demo-vendor/round',
          payload: { playerToken: gameToken, gameCode: DEMO_VENDOR_GAME_CODE, bet: '5.00' },
        },
      );
      expect(res.statusCode, res.body).toBe(200);
      const round = res.json().value;
      expect(round.player).toBeGreaterThanOrEqual(2);
      expect(round.dealer).toBeLessThanOrEqual(14);
      expect(round.win).toBe(
        round.player > round.dealer ? '10.00' : round.player === round.dealer ? '5.00' : '0.00',
      );
      expected += -500 + Math.round(Number(round.win) * 100);
      expect(Math.round(Number(round.balance) * 100)).toBe(expected);
      const booked = await app.services.db
        .select()
        .from(vendorTransactions)
        .where(eq(vendorTransactions.roundId, round.roundId));
      expect(booked.map((t) => t.op).sort()).toEqual(round.win === '0.00' ? ['debit'] : ['credit', 'debit']);
    }
    expect(Math.round(Number(await wallet()) * 100)).toBe(expected);
  });

  it('refuses the member’s own token, a bad bet and a logged-out game', async () => {
    const member = await tokenFor(app, 'jugador2', DEMO_PASSWORD, { ip: freshIp() });
    const round = (playerToken: string, bet = '1.00') =>
      call(
        app,
        {},
        {
          method: 'POST',
          url: '/demo-vendor/round',
          payload: { playerToken, gameCode: DEMO_VENDOR_GAME_CODE, bet },
        },
      );
    expect((await round(member)).statusCode).toBe(401);
    const { gameToken } = await launchDemoVendor(app, member);
    expect((await round(gameToken, '0.50')).statusCode).toBe(400);
    expect((await round(gameToken, '1e3')).statusCode).toBe(400);
    expect((await round(gameToken)).statusCode).toBe(200);
    await call(app, {}, { method: 'DELETE', url: '/wps/session/logout', headers: bearer(member) });
    const after = await round(gameToken);
    expect([after.statusCode, after.json().code]).toEqual([401, 'session_expired']);
  });
});
