import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { App } from '@/app';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { DEMO_VENDOR_SECRET } from '@/demo/vendor';
import { sign } from '@/modules/vendors/signature';
import { freshIp, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';
import { gameTokenFor } from '@/test/vendor-game';

let app: App;
let url: string;
beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/wps/realtime`;
});
afterAll(async () => {
  await app.close();
});

function open(): Promise<{ socket: WebSocket; messages: unknown[]; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const messages: unknown[] = [];
    const closed = new Promise<number>((r) => socket.on('close', (code) => r(code)));
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    socket.on('open', () => resolve({ socket, messages, closed }));
    socket.on('error', reject);
  });
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('real-time channel', () => {
  it('pushes the balance after authentication and on every committed change', async () => {
    const token = await tokenFor(app, 'jugador2', DEMO_PASSWORD, { ip: freshIp() });
    const { socket, messages } = await open();
    socket.send(JSON.stringify({ type: 'auth', token }));
    await until(() => messages.length === 1);
    expect(messages[0]).toEqual({
      type: 'balance',
      balance: '1000.00',
      held: '0.00',
      available: '1000.00',
      currency: 'MXN',
    });
    await app.inject({ method: 'POST', url: '/dev/fund', payload: { username: 'jugador2', amount: '5.00' } });
    await until(() => messages.length === 2);
    expect(messages[1]).toMatchObject({ type: 'balance', available: '1005.00' });
    socket.close();
  });

  it('pushes the balance after a vendor bet, which the wallet announces after its batch commits', async () => {
    const token = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
    const { socket, messages } = await open();
    socket.send(JSON.stringify({ type: 'auth', token }));
    await until(() => messages.length === 1);
    const before = Number((messages[0] as { available: string }).available);
    const raw = JSON.stringify({
      playerToken: await gameTokenFor(app, token),
      transactionId: 'rt-bet-1',
      roundId: 'rt-1',
      amount: '2.50',
    });
    const res = await app.inject({
      method: 'POST',
      url: '/vendor/DEMOV/wallet/debit',
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-signature': sign(DEMO_VENDOR_SECRET, raw) },
    });
    expect(res.statusCode).toBe(200);
    await until(() => messages.length === 2);
    expect(Number((messages[1] as { available: string }).available)).toBeCloseTo(before - 2.5, 2);
    socket.close();
  });

  it('refuses staff sessions and vendors’ game tokens: the channel is the member sites’', async () => {
    const player = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
    const merchant = await app.services.merchants.resolve({ host: 'localhost' });
    const operator = await app.services.identity.accounts.byUsername(merchant.id, 'operador');
    const staff = await app.services.identity.sessions.start(operator!, {
      site: 'operator',
      ip: '10.0.0.1',
      userAgent: undefined,
    });
    for (const token of [staff, await gameTokenFor(app, player)]) {
      const { socket, closed } = await open();
      socket.send(JSON.stringify({ type: 'auth', token }));
      expect(await closed).toBe(4401);
    }
  });

  it('closes sockets that do not authenticate', async () => {
    const { socket, closed } = await open();
    socket.send(JSON.stringify({ type: 'auth', token: 'x'.repeat(43) }));
    expect(await closed).toBe(4401);
  });
});
