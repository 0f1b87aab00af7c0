import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { withdrawals as withdrawalsTable } from '@/db/schema';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { bearer, call, freshIp, seal, staffToken, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';
import { signWebhook } from './sandbox-provider';

let app: App;
let player: string;
let other: string;
let operator: string;
let keySeq = 0;
const key = () => `key-${++keySeq}`;
const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
  player = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
  other = await tokenFor(app, 'jugador2', DEMO_PASSWORD, { ip: freshIp() });
  operator = await staffToken(app, 'operador', DEMO_PASSWORD);
});
afterAll(async () => {
  await app.close();
});

const as = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  idempotent = false,
) =>
  call(
    app,
    {},
    {
      method,
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: { ...bearer(token), ...(idempotent ? { 'idempotency-key': key() } : {}) },
    },
  );
const available = async (token: string) => (await as(token, 'GET', '/wps/v2/wallets/balance')).json().value;
const methods = async () =>
  (await as(player, 'GET', '/wps/payments/deposit/methods')).json().value as { id: number; code: string }[];
const methodId = async (code: string) => (await methods()).find((m) => m.code === code)!.id;

describe('deposits', () => {
  it('lists the merchant’s methods with their limits', async () => {
    const list = await methods();
    expect(list.map((m) => m.code)).toEqual(['SANDBOX', 'BANK']);
    expect(list[1]).toMatchObject({
      kind: 'manual_bank',
      minAmount: '100.00',
      details: { bank: 'Banco Demo' },
    });
  });

  it('a manual transfer waits for an operator, then credits once', async () => {
    const before = (await available(player)).available;
    const created = await as(
      player,
      'POST',
      '/wps/payments/deposits',
      { methodId: await methodId('BANK'), amount: '250.00', reference: 'SPEI 123' },
      true,
    );
    expect(created.statusCode).toBe(200);
    const deposit = created.json().value;
    expect(deposit).toMatchObject({
      status: 'pending',
      amount: '250.00',
      kind: 'manual_bank',
      hasReceipt: false,
    });
    expect(
      (await as(player, 'POST', `/wps/payments/deposits/${deposit.id}/receipt`, { image: PNG_1PX }))
        .statusCode,
    ).toBe(200);
    expect((await available(player)).available).toBe(before);

    const pending = (await as(operator, 'GET', '/ops/deposits?status=pending')).json().value;
    expect(pending.list.map((d: { id: string }) => d.id)).toContain(deposit.id);
    const receipt = await as(operator, 'GET', `/ops/deposits/${deposit.id}/receipt`);
    expect(receipt.headers['content-type']).toBe('image/png');

    const approved = await as(operator, 'POST', `/ops/deposits/${deposit.id}/approve`, {});
    expect(approved.json().value.status).toBe('approved');
    expect((await as(operator, 'POST', `/ops/deposits/${deposit.id}/approve`, {})).statusCode).toBe(200);
    expect(Number((await available(player)).available)).toBe(Number(before) + 250);
    expect((await as(operator, 'POST', `/ops/deposits/${deposit.id}/reject`, {})).json().code).toBe(
      'deposit_already_decided',
    );
  });

  it('refuses amounts outside the method’s range, bad receipts and strangers', async () => {
    const low = await as(
      player,
      'POST',
      '/wps/payments/deposits',
      { methodId: await methodId('BANK'), amount: '5.00' },
      true,
    );
    expect(low.statusCode).toBe(422);
    expect(low.json()).toMatchObject({ code: 'amount_out_of_range', details: { min: '100.00' } });
    const deposit = (
      await as(
        player,
        'POST',
        '/wps/payments/deposits',
        { methodId: await methodId('BANK'), amount: '150.00' },
        true,
      )
    ).json().value;
    const fake = await as(player, 'POST', `/wps/payments/deposits/${deposit.id}/receipt`, {
      image: 'data:image/png;base64,aGVsbG8=',
    });
    expect(fake.json().code).toBe('invalid_image');
    const gif = await as(player, 'POST', `/wps/payments/deposits/${deposit.id}/receipt`, {
      image: 'data:image/gif;base64,R0lGOD==',
    });
    expect(gif.statusCode).toBe(400);
    expect(
      (await as(other, 'POST', `/wps/payments/deposits/${deposit.id}/receipt`, { image: PNG_1PX }))
        .statusCode,
    ).toBe(404);
    const rejected = await as(operator, 'POST', `/ops/deposits/${deposit.id}/reject`, {
      reason: 'no funds received',
    });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', reason: 'no funds received' });
  });

  it('the sandbox provider pays through its page and a signed webhook, once', async () => {
    const before = Number((await available(player)).available);
    const deposit = (
      await as(
        player,
        'POST',
        '/wps/payments/deposits',
        { methodId: await methodId('SANDBOX'), amount: '40.00' },
        true,
      )
    ).json().value;
    expect(deposit.redirectUrl).toBe(`/sandbox-pay/${deposit.id}`);
    const page = await app.inject({ url: deposit.redirectUrl });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('$40.00');
    const paid = await app.inject({
      method: 'POST',
      url: deposit.redirectUrl,
      payload: 'result=paid',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain(`deposit=${deposit.id}`);
    expect(Number((await available(player)).available)).toBe(before + 40);

    const raw = JSON.stringify({
      depositId: deposit.id,
      providerRef: 'SBX-REPLAY',
      amount: '40.00',
      status: 'paid',
    });
    const replay = await app.inject({
      method: 'POST',
      url: '/wps/payments/webhook/sandbox',
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-signature': signWebhook('demo-sandbox-secret', raw) },
    });
    expect(replay.statusCode).toBe(200);
    expect(Number((await available(player)).available)).toBe(before + 40);
    const forged = await app.inject({
      method: 'POST',
      url: '/wps/payments/webhook/sandbox',
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-signature': signWebhook('guess', raw) },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('a failed provider payment rejects the deposit without money', async () => {
    const before = (await available(player)).available;
    const deposit = (
      await as(
        player,
        'POST',
        '/wps/payments/deposits',
        { methodId: await methodId('SANDBOX'), amount: '20.00' },
        true,
      )
    ).json().value;
    await app.inject({
      method: 'POST',
      url: `/sandbox-pay/${deposit.id}`,
      payload: 'result=failed',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const mine = (await as(player, 'GET', '/wps/payments/deposits'))
      .json()
      .value.list.find((d: { id: string }) => d.id === deposit.id);
    expect(mine.status).toBe('rejected');
    expect((await available(player)).available).toBe(before);
  });
});

describe('deposit limits', () => {
  it('applies a tighter limit at once and a looser one after 24 hours', async () => {
    const set = await as(other, 'PUT', '/wps/payments/deposit-limits', {
      day: '100.00',
      week: null,
      month: null,
    });
    expect(set.json().value.current).toEqual({ day: '100.00', week: null, month: null });
    const over = await as(
      other,
      'POST',
      '/wps/payments/deposits',
      { methodId: await methodId('SANDBOX'), amount: '150.00' },
      true,
    );
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      code: 'deposit_limit_exceeded',
      details: { period: 'day', remaining: '100.00' },
    });
    const looser = (
      await as(other, 'PUT', '/wps/payments/deposit-limits', { day: '500.00', week: null, month: null })
    ).json().value;
    expect(looser.current.day).toBe('100.00');
    expect(looser.pending).toEqual([{ period: 'day', amount: '500.00', from: expect.any(String) }]);
    expect(new Date(looser.pending[0].from).getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
    const tighter = (
      await as(other, 'PUT', '/wps/payments/deposit-limits', { day: '50.00', week: null, month: null })
    ).json().value;
    expect(tighter).toEqual({ current: { day: '50.00', week: null, month: null }, pending: [] });
  });
});

describe('withdrawals', () => {
  async function payout(token: string) {
    const res = await as(token, 'POST', '/wps/payments/payout-accounts', {
      bankName: 'BBVA',
      holderName: 'Jugador Uno',
      accountNumber: '012180001234567891',
      paymentPassword: '123456',
    });
    expect(res.statusCode).toBe(200);
    return res.json().value;
  }

  it('keeps payout accounts masked and behind the payment password', async () => {
    const account = await payout(player);
    expect(account.accountNumberMasked).toBe('•••• 7891');
    const wrong = await as(player, 'POST', '/wps/payments/payout-accounts', {
      bankName: 'BBVA',
      holderName: 'X Y',
      accountNumber: '123456789',
      paymentPassword: '999999',
    });
    expect(wrong.json().code).toBe('invalid_payment_password');
    const list = (await as(player, 'GET', '/wps/payments/payout-accounts')).json().value;
    expect(JSON.stringify(list)).not.toContain('012180001234567891');
  });

  it('holds the amount, and an approval posts it; the player confirms receipt', async () => {
    const account = await payout(player);
    const before = await available(player);
    const body = { payoutAccountId: account.id, amount: '100.00', paymentPassword: '123456' };
    const headers = { ...bearer(player), 'idempotency-key': 'withdraw-1' };
    const res = await call(
      app,
      {},
      { method: 'POST', url: '/wps/payments/withdrawals', payload: body, headers },
    );
    expect(res.statusCode).toBe(200);
    const withdrawal = res.json().value;
    expect(withdrawal).toMatchObject({ status: 'pending', amount: '100.00', receiptStatus: null });
    const again = await call(
      app,
      {},
      { method: 'POST', url: '/wps/payments/withdrawals', payload: body, headers },
    );
    expect(again.json().value.id).toBe(withdrawal.id);
    const held = await available(player);
    expect(held.held).toBe('100.00');
    expect(Number(held.available)).toBe(Number(before.available) - 100);
    expect(held.balance).toBe(before.balance);

    const approved = (await as(operator, 'POST', `/ops/withdrawals/${withdrawal.id}/approve`, {})).json()
      .value;
    expect(approved.status).toBe('approved');
    expect(approved.confirmBy).not.toBeNull();
    const after = await available(player);
    expect(after.held).toBe('0.00');
    expect(Number(after.balance)).toBe(Number(before.balance) - 100);
    expect((await as(operator, 'POST', `/ops/withdrawals/${withdrawal.id}/reject`, {})).json().code).toBe(
      'withdrawal_already_decided',
    );

    const history = (await as(player, 'GET', '/wps/wallet/transactionHistory?type=withdrawal')).json().value;
    expect(history.list[0]).toMatchObject({ type: 'withdrawal', amount: '-100.00', status: 'posted' });

    const confirmed = (
      await as(player, 'POST', `/wps/payments/withdrawals/${withdrawal.id}/confirm`, { result: 'received' })
    ).json().value;
    expect(confirmed.receiptStatus).toBe('received');
    expect(
      (
        await as(player, 'POST', `/wps/payments/withdrawals/${withdrawal.id}/confirm`, { result: 'received' })
      ).json().code,
    ).toBe('withdrawal_already_confirmed');
  });

  it('a rejection returns the money; unconfirmed approvals are confirmed after the window', async () => {
    const account = await payout(player);
    const before = await available(player);
    const w1 = (
      await as(
        player,
        'POST',
        '/wps/payments/withdrawals',
        { payoutAccountId: account.id, amount: '30.00', paymentPassword: '123456' },
        true,
      )
    ).json().value;
    const rejected = (
      await as(operator, 'POST', `/ops/withdrawals/${w1.id}/reject`, {
        reason: 'datos bancarios incorrectos',
      })
    ).json().value;
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'datos bancarios incorrectos' });
    expect(await available(player)).toEqual(before);

    const w2 = (
      await as(
        player,
        'POST',
        '/wps/payments/withdrawals',
        { payoutAccountId: account.id, amount: '10.00', paymentPassword: '123456' },
        true,
      )
    ).json().value;
    await as(operator, 'POST', `/ops/withdrawals/${w2.id}/approve`, {});
    const merchant = (await app.services.merchants.findByCode('demo'))!;
    expect(await app.services.withdrawals.autoConfirm(merchant, new Date())).toEqual([]);
    const later = new Date(Date.now() + 61 * 60_000);
    expect((await app.services.withdrawals.autoConfirm(merchant, later)).map((r) => r.id)).toContain(w2.id);
    const [row] = await app.services.db.select().from(withdrawalsTable).where(eq(withdrawalsTable.id, w2.id));
    expect(row!.receiptStatus).toBe('auto_received');
  });

  it('refuses more than the available balance and leaves it unchanged', async () => {
    const account = await payout(other);
    const before = await available(other);
    const res = await as(
      other,
      'POST',
      '/wps/payments/withdrawals',
      { payoutAccountId: account.id, amount: '99999.00', paymentPassword: '123456' },
      true,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('insufficient_funds');
    expect(await available(other)).toEqual(before);
    expect((await as(other, 'GET', '/wps/payments/withdrawals')).json().value.total).toBe(0);
  });
});

describe('operator API', () => {
  it('is closed to players and to operators of the player site', async () => {
    // A player-site session is no session at all for /ops (the contract's access table: 401).
    expect((await as(player, 'GET', '/ops/deposits')).statusCode).toBe(401);
    expect((await app.inject({ url: '/ops/deposits' })).statusCode).toBe(401);
    const viaPlayerSite = await call(
      app,
      { ip: freshIp() },
      {
        method: 'POST',
        url: '/wps/session/login',
        payload: await seal(app, { type: 'username', username: 'operador', password: DEMO_PASSWORD }),
      },
    );
    expect(viaPlayerSite.json().code).toBe('non_member_cannot_login');
  });

  it('adjusts a balance with a reason, once per key, and audits it', async () => {
    const before = Number((await available(other)).available);
    const headers = { ...bearer(operator), 'idempotency-key': 'adj-1' };
    const res = await call(
      app,
      {},
      {
        method: 'POST',
        url: '/ops/accounts/jugador2/adjust',
        payload: { amount: '-12.50', reason: 'corrección de bono' },
        headers,
      },
    );
    expect(res.statusCode).toBe(200);
    await call(
      app,
      {},
      {
        method: 'POST',
        url: '/ops/accounts/jugador2/adjust',
        payload: { amount: '-12.50', reason: 'corrección de bono' },
        headers,
      },
    );
    expect(Number((await available(other)).available)).toBe(before - 12.5);
    const noReason = await call(
      app,
      {},
      {
        method: 'POST',
        url: '/ops/accounts/jugador2/adjust',
        payload: { amount: '1.00', reason: '' },
        headers: { ...bearer(operator), 'idempotency-key': 'adj-2' },
      },
    );
    expect(noReason.statusCode).toBe(400);
    expect((await app.services.ledger.verify()).ok).toBe(true);
  });
});
