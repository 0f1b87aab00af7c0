import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { auditLog } from '@/db/schema';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { addStaff, demoMerchant } from '@/test/backoffice';
import { bearer, call, freshIp, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';

let app: App;
let finance: string;
let support: string;
let player: string;
let _merchantId: number;
let keySeq = 0;

beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
  _merchantId = (await demoMerchant(app)).id;
  finance = await addStaff(app, 'cajero1', ['finance']);
  support = await addStaff(app, 'soporte2', ['support']);
  player = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
});
afterAll(async () => {
  await app.close();
});

const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  call(
    app,
    {},
    {
      method,
      url,
      headers: { ...bearer(token), 'idempotency-key': `pp-${++keySeq}` },
      ...(payload ? { payload } : {}),
    },
  );

async function deposit(amount: string) {
  const methods = (await as(player, 'GET', '/wps/payments/deposit/methods')).json().value;
  const bank = methods.find((m: { code: string }) => m.code === 'BANK');
  const res = await as(player, 'POST', '/wps/payments/deposits', { methodId: bank.id, amount });
  expect(res.statusCode).toBe(200);
  return res.json().value.id as string;
}

describe('payment queue filters', () => {
  it('filters deposits by username and time, naming each player', async () => {
    const id = await deposit('150.00');
    const mine = (await as(finance, 'GET', '/ops/deposits?status=pending&username=jugador1')).json().value;
    expect(mine.list.map((d: { id: string }) => d.id)).toContain(id);
    expect(new Set(mine.list.map((d: { username: string }) => d.username))).toEqual(new Set(['jugador1']));
    const nobody = (await as(finance, 'GET', '/ops/deposits?username=nadie-asi')).json().value;
    expect(nobody).toMatchObject({ list: [], total: 0 });
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const later = (await as(finance, 'GET', `/ops/deposits?from=${encodeURIComponent(future)}`)).json().value;
    expect(later.total).toBe(0);
    const earlier = (await as(finance, 'GET', `/ops/deposits?to=${encodeURIComponent(future)}`)).json().value;
    expect(earlier.list.map((d: { id: string }) => d.id)).toContain(id);
    expect((await as(finance, 'GET', '/ops/withdrawals?from=yesterday')).statusCode).toBe(400);
    expect((await as(finance, 'GET', '/ops/withdrawals?username=jugador1')).statusCode).toBe(200);
  });
});

describe('bulk decisions', () => {
  it('decides each deposit through the single decision, once, with a result per id', async () => {
    const before = (await as(player, 'GET', '/wps/v2/wallets/balance')).json().value.available;
    const first = await deposit('100.00');
    const second = await deposit('200.00');
    const body = { ids: [first, second, 'no-such-deposit', first], decision: 'approve', reason: 'lote 7' };
    const res = await as(finance, 'POST', '/ops/deposits/bulk', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.results).toEqual([
      { id: first, ok: true, status: 'approved' },
      { id: second, ok: true, status: 'approved' },
      { id: 'no-such-deposit', ok: false, code: 'not_found' },
    ]);
    // Again: idempotent, nothing is credited twice.
    const again = await as(finance, 'POST', '/ops/deposits/bulk', { ...body, ids: [first, second] });
    expect(again.json().value.results.every((r: { ok: boolean }) => r.ok)).toBe(true);
    const after = (await as(player, 'GET', '/wps/v2/wallets/balance')).json().value.available;
    expect(Math.round((Number(after) - Number(before)) * 100)).toBe(30_000);

    const reject = await as(finance, 'POST', '/ops/deposits/bulk', {
      ids: [first],
      decision: 'reject',
      reason: 'error',
    });
    expect(reject.json().value.results).toEqual([{ id: first, ok: false, code: 'deposit_already_decided' }]);

    const [entry] = await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'ops_deposit_approve'), eq(auditLog.target, `deposit:${second}`)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      reason: 'lote 7',
      before: { status: 'approved' },
      after: { status: 'approved' },
    });
    const [firstDecision] = await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'ops_deposit_approve'), eq(auditLog.target, `deposit:${second}`)))
      .orderBy(auditLog.id)
      .limit(1);
    expect(firstDecision).toMatchObject({ before: { status: 'pending' }, after: { status: 'approved' } });
  });

  it('answers each unknown withdrawal on its own, and needs ids, a decision and a reason', async () => {
    const res = await as(finance, 'POST', '/ops/withdrawals/bulk', {
      ids: ['w-1', 'w-2'],
      decision: 'reject',
      reason: 'duplicado',
    });
    expect(res.json().value.results).toEqual([
      { id: 'w-1', ok: false, code: 'not_found' },
      { id: 'w-2', ok: false, code: 'not_found' },
    ]);
    for (const body of [
      { ids: [], decision: 'approve', reason: 'x' },
      { ids: ['a'], decision: 'maybe', reason: 'x' },
      { ids: ['a'], decision: 'approve' },
      { ids: Array.from({ length: 101 }, (_, i) => `id-${i}`), decision: 'approve', reason: 'x' },
    ]) {
      expect((await as(finance, 'POST', '/ops/withdrawals/bulk', body)).statusCode).toBe(400);
    }
  });

  it('is for finance, not support', async () => {
    const body = { ids: ['x'], decision: 'approve', reason: 'r' };
    expect((await as(support, 'POST', '/ops/deposits/bulk', body)).statusCode).toBe(403);
    expect((await as(support, 'POST', '/ops/withdrawals/bulk', body)).statusCode).toBe(403);
  });
});
