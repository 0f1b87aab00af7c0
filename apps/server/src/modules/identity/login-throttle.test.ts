import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { freshIp, loginAs, solveCaptcha } from '@/test/client';
import { createTestApp } from '@/test/test-app';
import { clearCounter, setCounter } from '@/test/test-redis';
import { CLIENT_FAILURE_CEILING, CLIENT_SOFT_CAP } from './login-throttle';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** Fills a client's window as if it had already made that many attempts or failures. */
const preload = (key: string, count: number) => setCounter(app, key, count);

describe('login throttles on a shared address', () => {
  it("many failures on one account do not block another account's correct login from the same address", async () => {
    const ip = freshIp();
    const codes = new Set<number>();
    for (let i = 0; i < CLIENT_SOFT_CAP + 10; i++) {
      const extra = i >= 3 ? await solveCaptcha(app, { ip }) : {};
      codes.add((await loginAs(app, 'cliente3', `guess${i}`, extra, { ip })).statusCode);
    }
    expect([...codes].sort()).toEqual([401, 429]);

    const neighbour = await loginAs(app, 'jugador2', DEMO_PASSWORD, await solveCaptcha(app, { ip }), { ip });
    expect(neighbour.statusCode).toBe(200);

    // The attacked account's own throttles still hold: the pair backs off, elsewhere a captcha is due.
    // Its short early waits may have run out on a slow machine, so the pair's count is raised and one
    // more failure sets the wait that count earns (the 15-minute cap) before the right password is tried.
    const merchant = await app.services.merchants.resolve({ host: 'localhost' });
    await preload(`login:p:${merchant.id}:cliente3:${ip}`, 20);
    await clearCounter(app, `login:block:${merchant.id}:cliente3:${ip}`);
    await loginAs(app, 'cliente3', 'wrong-again', await solveCaptcha(app, { ip }), { ip });
    const samePair = await loginAs(app, 'cliente3', DEMO_PASSWORD, await solveCaptcha(app, { ip }), { ip });
    expect(samePair.statusCode).toBe(429);
    expect(Number(samePair.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = freshIp();
    expect((await loginAs(app, 'cliente3', DEMO_PASSWORD, {}, { ip: elsewhere })).json().code).toBe(
      'captcha_required',
    );
    const owner = await loginAs(app, 'cliente3', DEMO_PASSWORD, await solveCaptcha(app, { ip: elsewhere }), {
      ip: elsewhere,
    });
    expect(owner.statusCode).toBe(200);
  });

  it('past the soft cap a login needs a captcha, and a solved one goes through', async () => {
    const ip = freshIp();
    await preload(`login:attempts:${ip}`, CLIENT_SOFT_CAP);
    const noCaptcha = await loginAs(app, 'jugador2', DEMO_PASSWORD, {}, { ip });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json().code).toBe('captcha_required');
    const solved = await loginAs(app, 'jugador2', DEMO_PASSWORD, await solveCaptcha(app, { ip }), { ip });
    expect(solved.statusCode).toBe(200);
  });

  it('only an extreme failure rate closes the address to everyone, captcha or not', async () => {
    const ip = freshIp();
    await preload(`login:c:${ip}`, CLIENT_FAILURE_CEILING - 1);
    const below = await loginAs(app, 'jugador2', DEMO_PASSWORD, await solveCaptcha(app, { ip }), { ip });
    expect(below.statusCode).toBe(200);
    await preload(`login:c:${ip}`, CLIENT_FAILURE_CEILING);
    const res = await loginAs(app, 'jugador2', DEMO_PASSWORD, await solveCaptcha(app, { ip }), { ip });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
