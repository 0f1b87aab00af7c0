import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { accounts, deposits, vendorTransactions } from '@/db/schema';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { DEMO_VENDOR_SECRET } from '@/demo/vendor';
import { MONEY_CEILING } from '@/modules/ledger/bounds';
import type { Merchant } from '@/modules/merchants/service';
import { sign } from '@/modules/vendors/signature';
import { bearer, call, freshIp, staffToken, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';

/**
 * Issue 22: an out-of-range amount used to be booked and then answered 500, and the account answered
 * 500 from then on. Every money route must refuse it with a 4xx before commit and book nothing.
 */
let app: App;
let merchant: Merchant;
let seq = 0;
const next = (prefix: string) => `${prefix}-${++seq}`;

beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
  merchant = await app.services.merchants.resolve({ host: 'localhost' });
});
afterAll(async () => {
  await app.close();
});

async function accountOf(username: string) {
  const [row] = await app.services.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.merchantId, merchant.id), eq(accounts.username, username)));
  return row!;
}

/** Sets a player's main wallet to `target` minor units, from a clearing account of the test. */
async function setBalance(username: string, target: bigint) {
  const { ledger, wallet } = app.services;
  const account = await accountOf(username);
  const main = await wallet.walletOf(merchant, account);
  const source = await ledger.account({
    merchantId: merchant.id,
    ownerType: 'clearing',
    ownerId: null,
    kind: next('test-source'),
    currency: merchant.currency,
  });
  const { balance } = await ledger.balance(main);
  const [debit, credit, amount] =
    target >= balance ? [source, main, target - balance] : [main, source, balance - target];
  if (amount > 0n)
    await ledger.transfer({ id: next('set'), merchantId: merchant.id, debit, credit, amount, kind: 'test' });
  return main;
}

function vendorCall(op: string, body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: `/vendor/DEMOV/wallet/${op}`,
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-signature': sign(DEMO_VENDOR_SECRET, raw) },
  });
}

/** A vendor credit of round r for this player (a new transaction id unless given). */
const credit = (playerId: string, amount: string, transactionId = next('c')) =>
  vendorCall('credit', { playerId, transactionId, roundId: 'r', amount });

const money = (path: string, token: string, payload?: object) =>
  call(
    app,
    {},
    {
      method: payload ? 'POST' : 'GET',
      url: path,
      ...(payload ? { payload } : {}),
      headers: { ...bearer(token), ...(payload ? { 'idempotency-key': next('key') } : {}) },
    },
  );

describe('the money ceiling on every money route', () => {
  it('a vendor credit past the ceiling answers 422, books nothing, and the account keeps answering', async () => {
    const token = await tokenFor(app, 'jugador2', DEMO_PASSWORD, { ip: freshIp() });
    const player = await accountOf('jugador2');
    const playerId = String(player.id);
    const before = (await money('/wps/v2/wallets/balance', token)).json().value.available;
    for (const amount of ['999999999999999.99', '100000000000.01']) {
      const transactionId = next('huge');
      const res = await credit(playerId, amount, transactionId);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('amount_out_of_range');
      const recorded = await app.services.db
        .select()
        .from(vendorTransactions)
        .where(eq(vendorTransactions.transactionId, transactionId));
      expect(recorded).toEqual([]);
    }
    // Right at the ceiling, then one cent more.
    await setBalance('jugador2', MONEY_CEILING - 100n);
    const fits = await credit(playerId, '1.00');
    expect(fits.statusCode).toBe(200);
    expect(fits.json().value.balance).toBe('100000000000.00');
    const over = await credit(playerId, '0.01');
    expect(over.statusCode).toBe(422);
    for (const res of [
      await vendorCall('balance', { playerId }),
      await money('/wps/v2/wallets/balance', token),
      await money('/wps/relay/GCS_merchantWallet', token, {}),
    ]) {
      expect(res.statusCode).toBe(200);
    }
    expect((await money('/wps/v2/wallets/balance', token)).json().value.available).toBe('100000000000.00');
    await setBalance('jugador2', BigInt(Math.round(Number(before) * 100)));
    expect((await app.services.ledger.verify()).ok).toBe(true);
  });

  it('an out-of-range credit batched with good ones fails alone; its neighbours are booked', async () => {
    const playerId = String((await accountOf('agente1')).id);
    const before = (await vendorCall('balance', { playerId })).json().value.balance as string;
    const answers = await Promise.all(
      ['1.00', '2.00', '999999999999999.99', '3.00', '4.00'].map((amount) =>
        credit(playerId, amount, next('mix')),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 422, 200, 200]);
    const after = (await vendorCall('balance', { playerId })).json().value.balance as string;
    expect(Math.round(Number(after) * 100) - Math.round(Number(before) * 100)).toBe(1_000);
    expect((await app.services.ledger.verify()).ok).toBe(true);
  });

  it('GCS_walletTransfer refuses an amount or a balance past the ceiling with 422 and moves nothing', async () => {
    const token = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
    const wallets = async () =>
      (await money('/wps/relay/GCS_merchantWallet', token, {})).json().value.wallets;
    const walletTransfer = (from: string, to: string, amount: string) =>
      money('/wps/relay/GCS_walletTransfer', token, { from, to, amount });
    const toVendor = await walletTransfer('MAIN', 'DEMOT', '100.00');
    expect(toVendor.statusCode).toBe(200);
    const huge = await walletTransfer('MAIN', 'DEMOT', '999999999999999.99');
    expect(huge.statusCode).toBe(422);
    expect(huge.json().code).toBe('amount_out_of_range');
    await setBalance('jugador1', MONEY_CEILING);
    const back = await walletTransfer('DEMOT', 'MAIN', '100.00');
    expect(back.statusCode).toBe(422);
    expect(back.json().code).toBe('amount_out_of_range');
    expect(await wallets()).toEqual([expect.objectContaining({ vendor: 'DEMOT', balance: '100.00' })]);
    expect((await money('/wps/v2/wallets/balance', token)).json().value.available).toBe('100000000000.00');
    await setBalance('jugador1', 0n);
  });

  it('a member transfer past the ceiling answers 422 and moves nothing', async () => {
    const agent = await tokenFor(app, 'agente2', DEMO_PASSWORD, { ip: freshIp() });
    await setBalance('cliente1', MONEY_CEILING - 50n);
    const res = await money('/wps/wallet/transfer/member', agent, {
      targetUsername: 'cliente1',
      amount: '1.00',
      paymentPassword: '123456',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('amount_out_of_range');
    const { balance } = await app.services.wallet.balance(merchant, await accountOf('cliente1'));
    expect(balance).toBe(MONEY_CEILING - 50n);
  });

  it('approving a deposit that would pass the ceiling answers 422, credits nothing and leaves it pending', async () => {
    const token = await tokenFor(app, 'cliente2', DEMO_PASSWORD, { ip: freshIp() });
    const methods = (await money('/wps/payments/deposit/methods', token)).json().value as {
      id: number;
      code: string;
    }[];
    const created = await money('/wps/payments/deposits', token, {
      methodId: methods.find((m) => m.code === 'BANK')!.id,
      amount: '150.00',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().value.id as string;
    await setBalance('cliente2', MONEY_CEILING - 100n);
    const operator = await staffToken(app);
    const approved = await money(`/ops/deposits/${id}/approve`, operator, {});
    expect(approved.statusCode, approved.body).toBe(422);
    expect(approved.json().code).toBe('amount_out_of_range');
    const [row] = await app.services.db.select().from(deposits).where(eq(deposits.id, id));
    expect(row!.status).toBe('pending');
    expect(await app.services.ledger.transferById(`deposit:${id}`)).toBeUndefined();
    expect((await app.services.wallet.balance(merchant, await accountOf('cliente2'))).balance).toBe(
      MONEY_CEILING - 100n,
    );
    expect((await app.services.ledger.verify()).ok).toBe(true);
  });
});
