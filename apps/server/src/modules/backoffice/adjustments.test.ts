import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { accounts, auditLog, operatorAdjustments } from '@/db/schema';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { hashPassword } from '@/modules/identity/passwords';
import { MONEY_CEILING } from '@/modules/ledger/bounds';
import { bearer, call, freshIp, staffToken, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';

let app: App;
let first: string;
let second: string;
let secondId: bigint;
let firstId: bigint;
let player: string;
let keySeq = 0;
const key = () => `adj-${++keySeq}`;

beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
  const merchant = await app.services.merchants.resolve({ host: 'localhost' });
  const [row] = await app.services.db
    .insert(accounts)
    .values({
      merchantId: merchant.id,
      username: 'supervisora',
      nickname: 'supervisora',
      type: 9,
      staffRoles: ['finance'],
      passwordHash: await hashPassword(DEMO_PASSWORD),
      referralCode: 'RSUPERVISORA',
      registerMethod: 'TEST',
    })
    .returning({ id: accounts.id });
  secondId = row!.id;
  first = await staffToken(app, 'operador', DEMO_PASSWORD);
  firstId = (await app.services.identity.accounts.byUsername(merchant.id, 'operador'))!.id;
  second = await staffToken(app, 'supervisora', DEMO_PASSWORD);
  player = await tokenFor(app, 'jugador2', DEMO_PASSWORD, { ip: freshIp() });
});
afterAll(async () => {
  await app.close();
});

const adjust = (token: string, amount: string, username = 'jugador2', idempotencyKey = key()) =>
  call(
    app,
    {},
    {
      method: 'POST',
      url: `/ops/accounts/${username}/adjust`,
      payload: { amount, reason: 'corrección manual' },
      headers: { ...bearer(token), 'idempotency-key': idempotencyKey },
    },
  );
const decide = (token: string, id: string, decision: 'approve' | 'reject', reason?: string) =>
  call(
    app,
    {},
    {
      method: 'POST',
      url: `/ops/adjustments/${id}/${decision}`,
      payload: reason ? { reason } : {},
      headers: bearer(token),
    },
  );
const available = async () =>
  (await call(app, {}, { url: '/wps/v2/wallets/balance', headers: bearer(player) })).json().value
    .available as string;
const cents = (money: string) => Math.round(Number(money) * 100);
const auditEvents = async (accountId: bigint) =>
  (await app.services.db.select().from(auditLog).where(eq(auditLog.accountId, accountId))).map(
    (a) => a.event,
  );

describe('operator adjustments', () => {
  it('posts an adjustment up to the threshold at once, once per key, and audits it', async () => {
    const before = cents(await available());
    const idempotencyKey = key();
    const res = await adjust(first, '10000.00', 'jugador2', idempotencyKey);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.adjustment).toMatchObject({ status: 'posted', amount: '10000.00' });
    expect((await adjust(first, '10000.00', 'jugador2', idempotencyKey)).json()).toEqual(res.json());
    expect(cents(await available())).toBe(before + 1_000_000);
    expect(cents(res.json().value.balance)).toBe(before + 1_000_000);
    expect(await auditEvents(firstId)).toContain('ops_adjust');
  });

  it('refuses an adjustment over its ceiling or the money ceiling with 422, booking nothing', async () => {
    const before = await available();
    for (const amount of ['1000000.01', '-1000000.01', '999999999999999.99']) {
      const res = await adjust(first, amount);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'amount_out_of_range', details: { max: '1000000.00' } });
    }
    expect(await available()).toBe(before);
  });

  it('holds one over the threshold until a different staff member approves it, then posts it once', async () => {
    const before = cents(await available());
    const requested = await adjust(first, '10000.01');
    expect(requested.statusCode).toBe(202);
    const { id, status } = requested.json().value.adjustment;
    expect(status).toBe('pending');
    expect(cents(await available())).toBe(before);
    expect(await auditEvents(firstId)).toContain('ops_adjust_request');

    const pendingList = await call(
      app,
      {},
      { url: '/ops/adjustments?status=pending', headers: bearer(second) },
    );
    expect(pendingList.json().value.list.map((a: { id: string }) => a.id)).toContain(id);

    const self = await decide(first, id, 'approve');
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('second_approver_required');
    expect(cents(await available())).toBe(before);

    const approved = await decide(second, id, 'approve', 'checked the ticket');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().value.adjustment).toMatchObject({
      status: 'posted',
      decidedBy: String(secondId),
      decisionReason: 'checked the ticket',
    });
    expect(cents(await available())).toBe(before + 1_000_001);
    expect((await decide(second, id, 'approve')).statusCode).toBe(200);
    expect(cents(await available())).toBe(before + 1_000_001);
    expect((await decide(second, id, 'reject')).json().code).toBe('adjustment_already_decided');
    expect(await app.services.ledger.transferById(`adjustment:${id}`)).toMatchObject({ amount: 1_000_001n });
    expect(await auditEvents(secondId)).toContain('ops_adjust_approve');
    expect((await app.services.ledger.verify()).ok).toBe(true);
  });

  it('moves no money when a pending adjustment is rejected, and it cannot be approved after', async () => {
    const before = await available();
    const { id } = (await adjust(first, '-20000.00')).json().value.adjustment;
    const rejected = await decide(first, id, 'reject', 'wrong account');
    expect(rejected.json().value.adjustment).toMatchObject({
      status: 'rejected',
      decisionReason: 'wrong account',
    });
    const late = await decide(second, id, 'approve');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('adjustment_already_decided');
    expect(await available()).toBe(before);
    expect(await app.services.ledger.transferById(`adjustment:${id}`)).toBeUndefined();
  });

  it('keeps an approval pending when the ledger refuses it (insufficient funds)', async () => {
    const before = cents(await available());
    const { id } = (await adjust(first, '-999999.00')).json().value.adjustment;
    const refused = await decide(second, id, 'approve');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('insufficient_funds');
    expect(cents(await available())).toBe(before);
    const [row] = await app.services.db
      .select()
      .from(operatorAdjustments)
      .where(eq(operatorAdjustments.id, id));
    expect(row).toMatchObject({ status: 'pending', decidedBy: null });
  });

  it('refuses with 422 an adjustment that would take a balance past the money ceiling, booking nothing', async () => {
    const merchant = await app.services.merchants.resolve({ host: 'localhost' });
    const [target] = await app.services.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.merchantId, merchant.id), eq(accounts.username, 'cliente3')));
    const source = await app.services.ledger.account({
      merchantId: merchant.id,
      ownerType: 'clearing',
      ownerId: null,
      kind: 'test-ceiling',
      currency: merchant.currency,
    });
    const wallet = await app.services.wallet.walletOf(merchant, target!);
    const { balance } = await app.services.ledger.balance(wallet);
    await app.services.ledger.transfer({
      id: 'fill-cliente3',
      merchantId: merchant.id,
      debit: source,
      credit: wallet,
      amount: MONEY_CEILING - balance,
      kind: 'test',
    });
    const res = await adjust(first, '1.00', 'cliente3');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'amount_out_of_range', details: { max: '100000000000.00' } });
    expect((await app.services.ledger.balance(wallet)).balance).toBe(MONEY_CEILING);
    const rows = await app.services.db
      .select()
      .from(operatorAdjustments)
      .where(eq(operatorAdjustments.accountId, target!.id));
    expect(rows).toEqual([]);
    expect((await app.services.ledger.verify()).ok).toBe(true);
  });

  it('is staff only', async () => {
    const asPlayer = await call(app, {}, { url: '/ops/adjustments', headers: bearer(player) });
    expect([401, 403]).toContain(asPlayer.statusCode);
    expect((await app.inject({ url: '/ops/adjustments' })).statusCode).toBe(401);
  });
});
