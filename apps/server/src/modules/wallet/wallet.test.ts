import { formatMinor, parseMinor } from '@crupier/contract/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { bearer, call, freshIp, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';
import { merchantDayStart } from './transaction-history';

let app: App;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
  for (const user of ['jugador1', 'agente1', 'agente2', 'cliente1', 'cliente2', 'jugador2']) {
    tokens[user] = await tokenFor(app, user, DEMO_PASSWORD, { ip: freshIp() });
  }
});
afterAll(async () => {
  await app.close();
});

const get = (user: string, url: string) => call(app, {}, { url, headers: bearer(tokens[user]!) });
const transfer = (user: string, body: Record<string, unknown>, key: string) =>
  call(
    app,
    {},
    {
      method: 'POST',
      url: '/wps/wallet/transfer/member',
      payload: body,
      headers: { ...bearer(tokens[user]!), 'idempotency-key': key },
    },
  );
const available = async (user: string) => (await get(user, '/wps/v2/wallets/balance')).json().value.available;
/** "300.00" plus "-25.00": the demo seed's team rounds move the players' balances, so tests add to them. */
const plus = (amount: string, change: string) =>
  formatMinor(parseMinor(amount) + parseMinor(change.replace('-', '')) * (change.startsWith('-') ? -1n : 1n));

describe('transfers within an agent tree', () => {
  it('a member sends money to its upline once per idempotency key', async () => {
    const [member, upline] = [await available('cliente1'), await available('agente2')];
    const body = { targetUsername: 'agente2', amount: '25.00', paymentPassword: '123456' };
    const first = await transfer('cliente1', body, 'k1');
    expect(first.statusCode).toBe(200);
    expect(first.json().value.available).toBe(plus(member, '-25.00'));
    const replay = await transfer('cliente1', body, 'k1');
    expect(replay.json()).toEqual(first.json());
    expect(await available('cliente1')).toBe(plus(member, '-25.00'));
    expect(await available('agente2')).toBe(plus(upline, '25.00'));
    const conflict = await transfer('cliente1', { ...body, amount: '26.00' }, 'k1');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('idempotency_conflict');
  });

  it('an agent sends money anywhere in its downline, not beside or above it', async () => {
    const before = await available('cliente2');
    expect(
      (
        await transfer(
          'agente1',
          { targetUsername: 'cliente2', amount: '10.00', paymentPassword: '123456' },
          'k2',
        )
      ).statusCode,
    ).toBe(200);
    expect(await available('cliente2')).toBe(plus(before, '10.00'));
    const sideways = await transfer(
      'agente2',
      { targetUsername: 'jugador1', amount: '1.00', paymentPassword: '123456' },
      'k3',
    );
    expect(sideways.statusCode).toBe(403);
    expect(sideways.json().code).toBe('transfer_not_allowed');
    const memberToMember = await transfer(
      'cliente1',
      { targetUsername: 'cliente2', amount: '1.00', paymentPassword: '123456' },
      'k4',
    );
    expect(memberToMember.json().code).toBe('transfer_not_allowed');
    expect(
      (
        await transfer(
          'jugador1',
          { targetUsername: 'agente1', amount: '1.00', paymentPassword: '123456' },
          'k5',
        )
      ).statusCode,
    ).toBe(403);
  });

  it('checks the payment password, the funds, the key and the input', async () => {
    const wrong = await transfer(
      'cliente2',
      { targetUsername: 'agente2', amount: '1.00', paymentPassword: '000000' },
      'k6',
    );
    expect(wrong.json().code).toBe('invalid_payment_password');
    const tooMuch = await transfer(
      'cliente2',
      { targetUsername: 'agente2', amount: '100000.00', paymentPassword: '123456' },
      'k7',
    );
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().code).toBe('insufficient_funds');
    const noKey = await call(
      app,
      {},
      {
        method: 'POST',
        url: '/wps/wallet/transfer/member',
        payload: { targetUsername: 'agente2', amount: '1.00', paymentPassword: '123456' },
        headers: bearer(tokens.cliente2!),
      },
    );
    expect(noKey.statusCode).toBe(400);
    for (const amount of ['0', '-1.00', '1.001', 'abc']) {
      const res = await transfer(
        'cliente2',
        { targetUsername: 'agente2', amount, paymentPassword: '123456' },
        `bad-${amount}`,
      );
      expect(res.statusCode, amount).toBe(400);
    }
    expect(
      (
        await transfer(
          'cliente2',
          { targetUsername: 'nadie', amount: '1.00', paymentPassword: '123456' },
          'k8',
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('account record', () => {
  it('lists every movement with its balance after, newest first, paged and filtered', async () => {
    const res = await get('cliente1', '/wps/wallet/transactionHistory?pageNo=1&pageSize=100');
    const value = res.json().value;
    expect(value).toMatchObject({ pageNo: 1, pageSize: 100, total: value.list.length, totalPages: 1 });
    const rows = value.list.map((m: { type: string; amount: string; balanceAfter: string }) => [
      m.type,
      m.amount,
      m.balanceAfter,
    ]);
    // Newest first: this file's transfer on top, the opening funds at the bottom (the demo team
    // rounds of the agent centre lie between).
    expect(rows[0]).toEqual(['transfer', '-25.00', await available('cliente1')]);
    expect(rows.at(-1)).toEqual(['adjustment', '300.00', '300.00']);
    for (let i = 0; i + 1 < rows.length; i += 1) expect(plus(rows[i + 1][2], rows[i][1])).toBe(rows[i][2]);
    const paged = (await get('cliente1', '/wps/wallet/transactionHistory?pageNo=1&pageSize=2')).json().value;
    expect(paged).toMatchObject({ pageSize: 2, total: rows.length, totalPages: Math.ceil(rows.length / 2) });
    const onlyTransfers = (await get('cliente1', '/wps/wallet/transactionHistory?type=transfer')).json()
      .value;
    expect(onlyTransfers.total).toBe(1);
    const future = (await get('cliente1', '/wps/wallet/transactionHistory?startDate=2099-01-01')).json()
      .value;
    expect(future.total).toBe(0);
  });

  it('refuses bad filters with 400', async () => {
    for (const q of ['pageNo=0', 'pageSize=1000', 'type=steal', 'startDate=01-01-2024', 'pageNo=abc']) {
      expect((await get('cliente1', `/wps/wallet/transactionHistory?${q}`)).statusCode, q).toBe(400);
    }
  });

  it('reads days in the merchant’s time zone', () => {
    expect(merchantDayStart('2026-11-22', '-06:00')).toBe('2026-11-22T06:00:00.000Z');
    expect(merchantDayStart('2026-11-22', '-06:00', 1)).toBe('2026-11-23T06:00:00.000Z');
  });
});

describe('vendor wallets', () => {
  it('lists transfer-mode vendor wallets and moves money to and from them', async () => {
    const list = (
      await call(
        app,
        {},
        { method: 'POST', url: '/wps/relay/GCS_merchantWallet', headers: bearer(tokens.jugador2!) },
      )
    ).json().value;
    expect(list).toEqual({
      isSingle: false,
      wallets: [{ vendor: 'DEMOT', name: 'Demo Transfer Vendor', balance: '0.00' }],
    });
    const move = (body: Record<string, unknown>, key: string) =>
      call(
        app,
        {},
        {
          method: 'POST',
          url: '/wps/relay/GCS_walletTransfer',
          payload: body,
          headers: { ...bearer(tokens.jugador2!), 'idempotency-key': key },
        },
      );
    expect(
      (await move({ from: 'MAIN', to: 'DEMOT', amount: '40.00' }, 'v1')).json().value.wallets[0].balance,
    ).toBe('40.00');
    expect(await available('jugador2')).toBe('960.00');
    expect(
      (await move({ from: 'DEMOT', to: 'MAIN', amount: '15.00' }, 'v2')).json().value.wallets[0].balance,
    ).toBe('25.00');
    expect((await move({ from: 'DEMOT', to: 'MAIN', amount: '26.00' }, 'v3')).json().code).toBe(
      'insufficient_funds',
    );
    expect((await move({ from: 'DEMOV', to: 'MAIN', amount: '1.00' }, 'v4')).statusCode).toBe(404);
    expect((await move({ from: 'MAIN', to: 'MAIN', amount: '1.00' }, 'v5')).statusCode).toBe(400);
    expect((await app.services.ledger.verify()).ok).toBe(true);
  });
});
