import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { auditLog, paymentMethods } from '@/db/schema';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { DEMO_SANDBOX_SECRET } from '@/demo/payments';
import { signWebhook } from '@/modules/payments/sandbox-provider';
import { addStaff, demoMerchant } from '@/test/backoffice';
import { bearer, call, freshIp, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';

let app: App;
let finance: string;
let support: string;
let player: string;

beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
  finance = await addStaff(app, 'cajero1', ['finance']);
  support = await addStaff(app, 'soporte1', ['support']);
  player = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
});
afterAll(async () => {
  await app.close();
});

type Method = { id: number; code: string; name: string; hasSecret: boolean; active: boolean };
const ops = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  call(app, {}, { method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const methodsOf = async (token = finance): Promise<Method[]> =>
  (await ops(token, 'GET', '/ops/payment-methods')).json().value;
const playerMethods = async (): Promise<{ code: string; name: string; minAmount: string }[]> =>
  (await ops(player, 'GET', '/wps/payments/deposit/methods')).json().value;
const lastAudit = async (event: string) =>
  (
    await app.services.db.select().from(auditLog).where(eq(auditLog.event, event)).orderBy(desc(auditLog.id))
  )[0];
const bankEdit = (patch: object = {}) => ({
  name: 'Transferencia SPEI',
  minAmount: '50.00',
  maxAmount: '150000.00',
  details: { bank: 'Banco Demo', holder: 'Crupier Demo S.A.', clabe: '012180001234567897' },
  active: true,
  sort: 1,
  reason: 'new SPEI limits',
  ...patch,
});

describe('payment methods in the back office', () => {
  it('lists the methods without their secrets', async () => {
    const list = await methodsOf();
    expect(list.map((m) => m.code)).toEqual(['SANDBOX', 'BANK']);
    expect(list[0]).toMatchObject({ kind: 'sandbox', hasSecret: true });
    expect(JSON.stringify(list)).not.toContain('demo-sandbox-secret');
  });

  it('edits a method: players see it at once and the audit has before and after', async () => {
    const bank = (await methodsOf()).find((m) => m.code === 'BANK')!;
    const res = await ops(finance, 'PUT', `/ops/payment-methods/${bank.id}`, bankEdit());
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ name: 'Transferencia SPEI', minAmount: '50.00' });
    expect((await playerMethods()).find((m) => m.code === 'BANK')).toMatchObject({
      name: 'Transferencia SPEI',
      minAmount: '50.00',
    });
    const entry = await lastAudit('ops_payment_method_update');
    expect(entry).toMatchObject({ target: 'payment_method:BANK', reason: 'new SPEI limits' });
    expect(entry?.before).toMatchObject({ name: bank.name });
    expect(entry?.after).toMatchObject({ name: 'Transferencia SPEI' });

    await ops(finance, 'PUT', `/ops/payment-methods/${bank.id}`, bankEdit({ active: false }));
    expect((await playerMethods()).map((m) => m.code)).toEqual(['SANDBOX']);
    await ops(finance, 'PUT', `/ops/payment-methods/${bank.id}`, bankEdit());
  });

  it('refuses a range upside down, a missing reason and a foreign id, changing nothing', async () => {
    const bank = (await methodsOf()).find((m) => m.code === 'BANK')!;
    const upsideDown = await ops(
      finance,
      'PUT',
      `/ops/payment-methods/${bank.id}`,
      bankEdit({ minAmount: '900.00', maxAmount: '10.00' }),
    );
    expect(upsideDown.statusCode).toBe(400);
    const { reason: _reason, ...noReason } = bankEdit();
    expect((await ops(finance, 'PUT', `/ops/payment-methods/${bank.id}`, noReason)).statusCode).toBe(400);
    const [foreign] = await app.services.db
      .insert(paymentMethods)
      .values({
        merchantId: 999_999,
        code: 'ELSEWHERE',
        kind: 'manual_bank',
        name: 'x',
        minAmount: 1n,
        maxAmount: 2n,
      })
      .returning();
    expect((await ops(finance, 'PUT', `/ops/payment-methods/${foreign!.id}`, bankEdit())).statusCode).toBe(
      404,
    );
    expect((await methodsOf()).find((m) => m.code === 'BANK')).toMatchObject({ name: 'Transferencia SPEI' });
  });

  it('adds a manual bank method once; a second with the same code is 409', async () => {
    const body = { ...bankEdit({ name: 'Banco Norte' }), code: 'NORTE', kind: 'manual_bank' };
    const res = await ops(finance, 'POST', '/ops/payment-methods', body);
    expect(res.json().value).toMatchObject({ code: 'NORTE', hasSecret: false });
    expect((await ops(finance, 'POST', '/ops/payment-methods', body)).json().code).toBe('method_exists');
    expect(
      (await ops(finance, 'POST', '/ops/payment-methods', { ...body, code: 'P2', kind: 'sandbox' }))
        .statusCode,
    ).toBe(400);
  });

  it('rotates a provider secret: answered once, never in the list or the audit; callbacks need the new one', async () => {
    const sandbox = (await methodsOf()).find((m) => m.code === 'SANDBOX')!;
    const res = await ops(finance, 'POST', `/ops/payment-methods/${sandbox.id}/rotate-secret`, {
      reason: 'yearly rotation',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const { secret } = res.json().value;
    expect(secret).toMatch(/^[\w-]{43}$/);
    const merchant = await demoMerchant(app);
    const [row] = await app.services.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, sandbox.id));
    expect(row).toMatchObject({ merchantId: merchant.id, secret });
    expect(JSON.stringify(await methodsOf())).not.toContain(secret);
    const entry = await lastAudit('ops_payment_method_rotate_secret');
    expect(entry).toMatchObject({ target: 'payment_method:SANDBOX', reason: 'yearly rotation' });
    expect(JSON.stringify([entry?.detail, entry?.before, entry?.after])).not.toContain(secret);

    const deposit = (
      await call(
        app,
        {},
        {
          method: 'POST',
          url: '/wps/payments/deposits',
          headers: { ...bearer(player), 'idempotency-key': 'rotated-secret-deposit' },
          payload: { methodId: sandbox.id, amount: '20.00' },
        },
      )
    ).json().value;
    const raw = JSON.stringify({
      depositId: deposit.id,
      providerRef: 'SBX-ROT',
      amount: '20.00',
      status: 'paid',
    });
    const callback = (signedWith: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/payments/webhook/sandbox',
        payload: raw,
        headers: { 'content-type': 'application/json', 'x-signature': signWebhook(signedWith, raw) },
      });
    expect((await callback(DEMO_SANDBOX_SECRET)).statusCode).toBe(401);
    expect((await callback(secret)).statusCode).toBe(200);
    const bank = (await methodsOf()).find((m) => m.code === 'BANK')!;
    const none = await ops(finance, 'POST', `/ops/payment-methods/${bank.id}/rotate-secret`, { reason: 'x' });
    expect(none.json().code).toBe('no_secret');
  });

  it('is finance’s: support gets 403', async () => {
    expect((await ops(support, 'GET', '/ops/payment-methods')).statusCode).toBe(403);
  });
});
