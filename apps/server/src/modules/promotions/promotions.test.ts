import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { queryRows } from '@/db/client';
import { accounts, auditLog } from '@/db/schema';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { hashPassword } from '@/modules/identity/passwords';
import { addStaff, demoMerchant } from '@/test/backoffice';
import { bearer, call, freshIp, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';
import { gameTokenFor, vendorCall } from '@/test/vendor-game';

let app: App;
let editor: string;
let finance: string;
let support: string;
let merchantId: number;

beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
  merchantId = (await demoMerchant(app)).id;
  editor = await addStaff(app, 'marketing1', ['content']);
  finance = await addStaff(app, 'caja1', ['finance']);
  support = await addStaff(app, 'soporte1', ['support']);
});
afterAll(async () => {
  await app.close();
});

/** A fresh member of the demo merchant (no deposits, no money), signed in. */
async function member(name: string) {
  const username = `${name}${crypto.randomInt(1_000_000)}`;
  await app.services.db.insert(accounts).values({
    merchantId,
    username,
    nickname: username,
    type: 0,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    paymentPasswordHash: await hashPassword('123456'),
    referralCode: `P${username.toUpperCase()}`,
  });
  return tokenFor(app, username, DEMO_PASSWORD, { ip: freshIp() });
}

const as = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  call(
    app,
    {},
    {
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: {
        ...(token ? bearer(token) : {}),
        ...(method === 'GET' ? {} : { 'idempotency-key': crypto.randomUUID() }),
      },
    },
  );

type Card = { id: string; kind: string; state: string; title: string; claimableAmount: string | null };
async function cards(token: string | null, lang = 'en'): Promise<Card[]> {
  const res = await as(token, 'GET', `/wps/promotions?pageSize=50&lang=${lang}`);
  expect(res.statusCode).toBe(200);
  return res.json().value.list;
}
const byTitle = async (token: string | null, title: string) =>
  (await cards(token)).find((c) => c.title === title)!;
const bonuses = async (token: string) => (await as(token, 'GET', '/wps/bonuses')).json().value;
const balance = async (token: string) =>
  (await as(token, 'GET', '/wps/v2/wallets/balance')).json().value.available as string;

async function sandboxDeposit(token: string, amount: string) {
  const methods = (await as(token, 'GET', '/wps/payments/deposit/methods')).json().value as {
    id: number;
    code: string;
  }[];
  const deposit = (
    await as(token, 'POST', '/wps/payments/deposits', {
      methodId: methods.find((m) => m.code === 'SANDBOX')!.id,
      amount,
    })
  ).json().value;
  const paid = await app.inject({
    method: 'POST',
    url: `/sandbox-pay/${deposit.id}`,
    payload: 'result=paid',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.statusCode).toBe(303);
}

async function payoutAccount(token: string) {
  const res = await as(token, 'POST', '/wps/payments/payout-accounts', {
    bankName: 'BBVA',
    holderName: 'Jugador Promo',
    accountNumber: '012180001234567891',
    paymentPassword: '123456',
  });
  expect(res.statusCode).toBe(200);
  return res.json().value.id as number;
}

async function verifyLedger() {
  const result = await app.services.ledger.verify();
  expect(result.ok).toBe(true);
}

const WELCOME = '100% welcome bonus';

describe('the promotions list', () => {
  it('shows every kind of demo promotion in es and en, with a visitor’s generic states', async () => {
    const guest = await cards(null);
    expect(new Set(guest.map((c) => c.kind))).toEqual(
      new Set([
        'deposit_match',
        'free_bet',
        'cashback',
        'raffle',
        'prize_wheel',
        'golden_egg',
        'daily_signin',
        'mission',
      ]),
    );
    expect(guest.find((c) => c.title === WELCOME)!.state).toBe('claim');
    expect(guest.find((c) => c.title === 'Weekend tournament')!.state).toBe('coming_soon');
    expect(guest.find((c) => c.title.startsWith('VIP reload'))!.state).toBe('apply');
    expect(guest.find((c) => c.kind === 'cashback')!.state).toBe('join');
    const es = await cards(null, 'es');
    expect(es.map((c) => c.title)).toContain('Bono de bienvenida 100 %');
    expect((await as(null, 'GET', '/wps/promotions?kind=bogus')).statusCode).toBe(400);
  });

  it('counts what a member can take now in the public state', async () => {
    const token = await member('cuenta');
    const info = (await as(token, 'GET', '/wps/member/info')).json().value;
    expect(info.publicState.availablePromoCount).toBeGreaterThan(0);
  });
});

describe('the welcome bonus', () => {
  it('is claimable after a first deposit through the sandbox, once, into the bonus balance', async () => {
    const token = await member('bienvenida');
    const welcome = await byTitle(token, WELCOME);
    expect(welcome.state).toBe('join');
    const early = await as(token, 'POST', `/wps/promotions/${welcome.id}/claim`);
    expect(early.statusCode).toBe(422);
    expect(early.json().code).toBe('promotion_not_qualified');

    await sandboxDeposit(token, '100.00');
    expect((await byTitle(token, WELCOME)).claimableAmount).toBe('100.00');
    const claim = await as(token, 'POST', `/wps/promotions/${welcome.id}/claim`);
    expect(claim.statusCode).toBe(200);
    expect(claim.json().value).toMatchObject({
      promotion: { state: 'claimed' },
      credit: { amount: '100.00', destination: 'bonus' },
      balance: '100.00',
      bonusBalance: '100.00',
    });
    const again = await as(token, 'POST', `/wps/promotions/${welcome.id}/claim`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('promotion_already_claimed');

    const list = await bonuses(token);
    expect(list).toMatchObject({ bonusBalance: '100.00', balance: '100.00', wageringRemaining: '500.00' });
    expect(list.list[0]).toMatchObject({
      amount: '100.00',
      wageringRequired: '500.00',
      wageringDone: '0.00',
      state: 'active',
    });
    expect(list.weights).toMatchObject({ slots: 100, table: 10 });
    // The real balance shown stays the real balance.
    expect(await balance(token)).toBe('100.00');
    await verifyLedger();
  });

  it('warns a withdrawal with open wagering, then forfeits the bonus when the member accepts', async () => {
    const token = await member('retiro');
    await sandboxDeposit(token, '200.00');
    const welcome = await byTitle(token, WELCOME);
    expect((await as(token, 'POST', `/wps/promotions/${welcome.id}/claim`)).statusCode).toBe(200);
    const payoutAccountId = await payoutAccount(token);
    const body = { payoutAccountId, amount: '50.00', paymentPassword: '123456' };
    const warned = await as(token, 'POST', '/wps/payments/withdrawals', body);
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toMatchObject({ code: 'bonus_wagering_open', details: { bonusBalance: '200.00' } });
    expect(warned.json().message).toMatch(/perderán/);
    expect(await balance(token)).toBe('200.00');

    const forfeited = await as(token, 'POST', '/wps/payments/withdrawals', { ...body, forfeitBonus: true });
    expect(forfeited.statusCode).toBe(200);
    const list = await bonuses(token);
    expect(list.bonusBalance).toBe('0.00');
    expect(list.list[0]).toMatchObject({ state: 'forfeited', settledAmount: '200.00' });
    expect(await balance(token)).toBe('150.00');
    await verifyLedger();
  });
});

describe('bonus money in the seamless wallet', () => {
  it('stakes real money first, then bonus; the win of a bonus-funded stake goes back in proportion', async () => {
    const token = await member('apuesta');
    await sandboxDeposit(token, '100.00');
    const welcome = await byTitle(token, WELCOME);
    expect((await as(token, 'POST', `/wps/promotions/${welcome.id}/claim`)).statusCode).toBe(200);
    const playerToken = await gameTokenFor(app, token);
    const gameCode = (
      await queryRows<{ game_code: string }>(
        app.services.db,
        sql`SELECT g.game_code FROM games g JOIN vendors v ON v.id = g.vendor_id WHERE v.code = 'DEMOV' LIMIT 1`,
      )
    )[0]!.game_code;
    const bet = (tx: string, round: string, amount: string) =>
      vendorCall(app, 'debit', {
        playerToken,
        transactionId: tx,
        roundId: round,
        gameCode,
        amount,
        currency: 'MXN',
      });
    const win = (tx: string, round: string, amount: string) =>
      vendorCall(app, 'credit', {
        playerToken,
        transactionId: tx,
        roundId: round,
        gameCode,
        amount,
        currency: 'MXN',
      });

    // 150 staked: 100 real, 50 bonus.
    const first = await bet('b1', 'r1', '150.00');
    expect(first.statusCode).toBe(200);
    expect(first.json().value.balance).toBe('0.00');
    expect((await bonuses(token)).bonusBalance).toBe('50.00');
    // A repeat moves nothing.
    expect((await bet('b1', 'r1', '150.00')).statusCode).toBe(200);
    expect((await bonuses(token)).bonusBalance).toBe('50.00');
    // 300 won: a third (50/150) goes back to the bonus.
    expect((await win('w1', 'r1', '300.00')).statusCode).toBe(200);
    expect(await balance(token)).toBe('200.00');
    expect((await bonuses(token)).bonusBalance).toBe('150.00');

    // More than real and bonus together: refused, nothing moves.
    const tooMuch = await bet('b2', 'r2', '400.00');
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().code).toBe('insufficient_funds');
    expect(await balance(token)).toBe('200.00');
    expect((await bonuses(token)).bonusBalance).toBe('150.00');

    // A rollback of a split stake gives each part back to where it came from.
    expect((await bet('b3', 'r3', '250.00')).statusCode).toBe(200);
    expect((await bonuses(token)).bonusBalance).toBe('100.00');
    const rolled = await vendorCall(app, 'rollback', {
      playerToken,
      transactionId: 'b3',
      roundId: 'r3',
      gameCode,
      currency: 'MXN',
    });
    expect(rolled.statusCode).toBe(200);
    expect(await balance(token)).toBe('200.00');
    expect((await bonuses(token)).bonusBalance).toBe('150.00');

    // Wagering counts the settled stake at the game's weight (the demo vendor's game is a table game, 10 %).
    const list = await bonuses(token);
    expect(list.list[0]).toMatchObject({ wageringDone: '15.00', state: 'active' });
    await verifyLedger();
  });

  it('converts the bonus to real money when slot play meets the wagering', async () => {
    const token = await member('slots');
    await sandboxDeposit(token, '100.00');
    const created = await as(editor, 'POST', '/ops/promotions', {
      kind: 'free_bet',
      titles: { es: 'Apuesta gratis 10', en: 'Free bet 10' },
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      formula: 'fixed',
      amount: '10.00',
      wageringMultiple: 2,
      reason: 'test offer',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().value.id;
    expect((await as(token, 'POST', `/wps/promotions/${id}/claim`)).statusCode).toBe(200);
    expect((await bonuses(token)).list[0]).toMatchObject({ amount: '10.00', wageringRequired: '20.00' });

    const [slot] = await queryRows<{ id: string }>(
      app.services.db,
      sql`SELECT id::text AS id FROM games WHERE engine = 'slot' ORDER BY id LIMIT 1`,
    );
    const launch = await as(token, 'POST', '/wps/game/launchGame', { nodeId: slot!.id });
    const launchToken = new URL(launch.json().value.url, 'http://x').searchParams.get('launch')!;
    const session = (
      await app.inject({ method: 'POST', url: '/rgs/authenticate', payload: { launchToken } })
    ).json().value;
    for (let i = 0; i < 5; i++) {
      const spin = await app.inject({
        method: 'POST',
        url: '/rgs/play',
        payload: { sessionId: session.sessionId, bet: '4.00' },
      });
      expect(spin.statusCode).toBe(200);
    }
    const before = Number(await balance(token));
    const list = await bonuses(token);
    expect(list.list[0]).toMatchObject({ state: 'completed', wageringDone: '20.00', settledAmount: '10.00' });
    expect(list.bonusBalance).toBe('0.00');
    // Real money first: the spins were paid from the deposit, and the whole bonus became real money.
    expect(Number(list.balance)).toBe(before + 10);
    await verifyLedger();
  });
});

describe('join, apply, claim', () => {
  it('asks to join a mission first, then counts progress from the join', async () => {
    const token = await member('mision');
    const mission = await byTitle(token, 'Mission: wager $1,000');
    expect(mission.state).toBe('join');
    const early = await as(token, 'POST', `/wps/promotions/${mission.id}/claim`);
    expect(early.json().code).toBe('promotion_join_first');
    const joined = await as(token, 'POST', `/wps/promotions/${mission.id}/join`);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().value.promotion).toMatchObject({
      state: 'process',
      progress: { current: '0.00', target: '1000.00' },
    });
    const twice = await as(token, 'POST', `/wps/promotions/${mission.id}/join`);
    expect(twice.statusCode).toBe(409);
    const notYet = await as(token, 'POST', `/wps/promotions/${mission.id}/claim`);
    expect(notYet.statusCode).toBe(422);
    expect(notYet.json().code).toBe('promotion_not_qualified');
  });

  it('signs in daily, opens a red envelope through the relay action, refuses what is not open', async () => {
    const token = await member('diario');
    const signin = (await cards(token)).find((c) => c.kind === 'daily_signin')!;
    const signed = await as(token, 'POST', `/wps/promotions/${signin.id}/claim`);
    expect(signed.json().value).toMatchObject({
      promotion: { state: 'signed', signedDays: 1 },
      credit: { amount: '2.00', destination: 'cash' },
    });
    expect((await as(token, 'POST', `/wps/promotions/${signin.id}/claim`)).json().code).toBe(
      'promotion_already_claimed',
    );

    const raffle = (await cards(token)).find((c) => c.kind === 'raffle')!;
    const opened = await as(token, 'POST', '/wps/relay/MCS2_claimRafflePromotion', {
      promotionId: raffle.id,
    });
    expect(opened.statusCode).toBe(200);
    const amount = Number(opened.json().value.credit.amount);
    expect(amount).toBeGreaterThanOrEqual(1);
    expect(amount).toBeLessThanOrEqual(88);
    expect(opened.json().value.credit.destination).toBe('bonus');
    expect(
      (await as(token, 'POST', '/wps/relay/MCS2_claimRafflePromotion', { promotionId: raffle.id }))
        .statusCode,
    ).toBe(409);
    const notRaffle = await as(token, 'POST', '/wps/relay/MCS2_claimRafflePromotion', {
      promotionId: signin.id,
    });
    expect(notRaffle.json().code).toBe('promotion_kind_mismatch');

    const soon = (await cards(token)).find((c) => c.state === 'coming_soon')!;
    const early = await as(token, 'POST', `/wps/promotions/${soon.id}/join`);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('promotion_not_started');
    expect((await as(token, 'POST', '/wps/promotions/999999/claim')).statusCode).toBe(404);
    expect((await as(token, 'POST', '/wps/promotions/abc/claim')).statusCode).toBe(400);
    expect((await as(null, 'POST', `/wps/promotions/${signin.id}/claim`)).statusCode).toBe(401);
    await verifyLedger();
  });

  it('takes applications that an operator approves or rejects, audited', async () => {
    const approved = await member('aprobado');
    const rejected = await member('rechazado');
    const reload = await byTitle(approved, 'VIP reload 50% (approval needed)');
    const unqualified = await as(approved, 'POST', `/wps/promotions/${reload.id}/apply`, {
      remark: 'please',
    });
    expect(unqualified.json().code).toBe('promotion_not_qualified');
    await sandboxDeposit(approved, '600.00');
    await sandboxDeposit(rejected, '500.00');
    const applied = await as(approved, 'POST', `/wps/promotions/${reload.id}/apply`, { remark: 'please' });
    expect(applied.json().value.promotion.state).toBe('applying');
    expect((await as(approved, 'POST', `/wps/promotions/${reload.id}/claim`)).json().code).toBe(
      'promotion_already_applied',
    );
    expect((await as(rejected, 'POST', `/wps/promotions/${reload.id}/apply`, {})).statusCode).toBe(200);

    const queue = (
      await as(finance, 'GET', `/ops/promotions/applications?state=applying&promotionId=${reload.id}`)
    ).json().value;
    expect(queue.total).toBe(2);
    const entryOf = (token: string) =>
      queue.list.find((a: { remark: string | null }) =>
        token === approved ? a.remark === 'please' : a.remark === null,
      );
    const yes = await as(finance, 'POST', `/ops/promotions/applications/${entryOf(approved).id}/approve`, {
      reason: 'good customer',
    });
    expect(yes.json().value).toMatchObject({
      state: 'issued',
      credit: { amount: '300.00', destination: 'bonus' },
    });
    const twice = await as(finance, 'POST', `/ops/promotions/applications/${entryOf(approved).id}/approve`, {
      reason: 'again',
    });
    expect(twice.json().code).toBe('application_decided');
    const no = await as(editor, 'POST', `/ops/promotions/applications/${entryOf(rejected).id}/reject`, {
      reason: 'bonus abuse',
    });
    expect(no.statusCode).toBe(200);

    expect((await byTitle(approved, 'VIP reload 50% (approval needed)')).state).toBe('issued');
    const refused = (await cards(rejected)).find((c) => c.id === reload.id) as Card & {
      rejectedReason: string;
    };
    expect(refused).toMatchObject({ state: 'rejected', rejectedReason: 'bonus abuse' });
    expect((await bonuses(approved)).bonusBalance).toBe('300.00');
    // Each member is told of the decision by an internal message.
    const inbox = async (token: string) =>
      (await as(token, 'GET', '/wps/messages'))
        .json()
        .value.list.map((m: { title: string; body: string }) => m);
    expect(await inbox(approved)).toContainEqual(
      expect.objectContaining({
        title: expect.stringContaining('Recarga VIP'),
        body: 'Se acreditaron $300,00.',
      }),
    );
    expect(await inbox(rejected)).toContainEqual(
      expect.objectContaining({ body: expect.stringContaining('bonus abuse') }),
    );
    // The same decisions read in Portuguese (the staff's reason stays as written).
    const inboxPt = async (token: string) =>
      (await as(token, 'GET', '/wps/messages?lang=pt')).json().value.list as {
        title: string;
        body: string;
      }[];
    expect(await inboxPt(approved)).toContainEqual(
      expect.objectContaining({
        title: expect.stringMatching(/^Solicitação aprovada: /),
        body: '$300,00 foram creditados.',
      }),
    );
    expect(await inboxPt(rejected)).toContainEqual(
      expect.objectContaining({
        title: expect.stringMatching(/^Solicitação recusada: /),
        body: 'Motivo: bonus abuse',
      }),
    );
    const [entry] = await app.services.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.event, 'ops_promotion_approve'),
          eq(auditLog.target, `promotion-application:${entryOf(approved).id}`),
        ),
      );
    expect(entry).toMatchObject({ reason: 'good customer' });
    await verifyLedger();
  });
});

describe('operators define promotions', () => {
  it('creates, changes and closes a promotion with the content role, audited; others are refused', async () => {
    const input = {
      kind: 'cashback',
      titles: { es: 'Reembolso de prueba', en: 'Test cashback' },
      bodies: { es: '<p>Prueba</p>', en: '<p>Test</p>' },
      audience: 'vip',
      vipLevels: [3, 4, 5],
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      formula: 'loss_percent',
      percent: '12.5',
      maxAmount: '500.00',
      minLoss: '50.00',
      reason: 'vip campaign',
    };
    expect((await as(finance, 'POST', '/ops/promotions', input)).statusCode).toBe(403);
    expect((await as(support, 'GET', '/ops/promotions')).statusCode).toBe(403);
    const created = await as(editor, 'POST', '/ops/promotions', input);
    expect(created.statusCode).toBe(200);
    const promotion = created.json().value;
    expect(promotion).toMatchObject({
      status: 'active',
      audience: 'vip',
      reward: { formula: 'loss_percent', percent: '12.5', maxAmount: '500.00', destination: 'cash' },
      rules: { minLoss: '50.00', vipLevels: [3, 4, 5] },
    });
    // A member below VIP 3 does not see it.
    const token = await member('novip');
    expect((await cards(token)).some((c) => c.id === promotion.id)).toBe(false);

    const changed = await as(editor, 'PUT', `/ops/promotions/${promotion.id}`, {
      ...input,
      percent: '15',
      reason: 'richer',
    });
    expect(changed.json().value.reward.percent).toBe('15');
    const closed = await as(editor, 'POST', `/ops/promotions/${promotion.id}/close`, {
      reason: 'ended early',
    });
    expect(closed.json().value.status).toBe('closed');
    expect(
      (await as(editor, 'POST', `/ops/promotions/${promotion.id}/close`, { reason: 'again' })).json().code,
    ).toBe('promotion_closed');
    const incomplete = await as(editor, 'POST', '/ops/promotions', { ...input, percent: null });
    expect(incomplete.statusCode).toBe(400);

    const actions = await app.services.db
      .select({ event: auditLog.event, reason: auditLog.reason })
      .from(auditLog)
      .where(eq(auditLog.target, `promotion:${promotion.id}`));
    expect(actions.map((a) => a.event).sort()).toEqual([
      'ops_promotion_close',
      'ops_promotion_create',
      'ops_promotion_update',
    ]);
    expect(actions.find((a) => a.event === 'ops_promotion_close')!.reason).toBe('ended early');
    const list = (await as(editor, 'GET', '/ops/promotions?status=closed')).json().value;
    expect(list.list.map((p: { id: string }) => p.id)).toContain(promotion.id);
  });

  it('reads and replaces the rebate rate table', async () => {
    const rates = (await as(finance, 'GET', '/ops/promotions/rebate-rates')).json().value.rates;
    expect(rates).toContainEqual({ gameType: 'slots', vipLevel: 0, rate: '0.30' });
    const put = await as(finance, 'PUT', '/ops/promotions/rebate-rates', { rates, reason: 'unchanged' });
    expect(put.statusCode).toBe(200);
    expect(put.json().value.rates).toHaveLength(rates.length);
  });
});

describe('rebate and expiry (business time moves)', () => {
  it('computes yesterday’s rebate in the daily job, claimed once', async () => {
    const token = await member('rebate');
    await sandboxDeposit(token, '500.00');
    const playerToken = await gameTokenFor(app, token);
    const [game] = await queryRows<{ game_code: string }>(
      app.services.db,
      sql`SELECT g.game_code FROM games g JOIN vendors v ON v.id = g.vendor_id WHERE v.code = 'DEMOV' LIMIT 1`,
    );
    for (const [i, amount] of ['100.00', '150.00'].entries()) {
      const res = await vendorCall(app, 'debit', {
        playerToken,
        transactionId: `rb${i}`,
        roundId: `rr${i}`,
        gameCode: game!.game_code,
        amount,
        currency: 'MXN',
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await as(token, 'GET', '/wps/rebate')).json().value.claimable).toBe('0.00');
    expect((await app.inject({ method: 'POST', url: '/dev/clock', payload: { hours: 24 } })).statusCode).toBe(
      200,
    );
    const view = (await as(token, 'GET', '/wps/rebate')).json().value;
    // 250.00 of table games at the member's VIP level (demo table rates: 0.20 % at level 0, 0.25 % at 1, …).
    const rate = ['0.20', '0.25', '0.30', '0.40', '0.50', '0.60'][view.vipLevel]!;
    const expected = (Math.floor(250 * Number(rate)) / 100).toFixed(2);
    expect(view.claimable).toBe(expected);
    expect(view.lines).toEqual([
      expect.objectContaining({ gameType: 'table', turnover: '250.00', rate, amount: expected }),
    ]);
    const before = Number(await balance(token));
    const claim = await as(token, 'POST', '/wps/rebate/claim', {});
    expect(claim.json().value).toMatchObject({ claimed: expected });
    expect(Number(await balance(token))).toBeCloseTo(before + Number(expected), 2);
    const second = await as(token, 'POST', '/wps/rebate/claim', {});
    expect(second.json().value).toMatchObject({ claimed: '0.00', lines: [] });
    expect(Number(await balance(token))).toBeCloseTo(before + Number(expected), 2);
    // The job ran once for that day: running it again adds nothing.
    await app.inject({ method: 'POST', url: '/dev/clock', payload: { hours: 0.01 } });
    expect((await as(token, 'GET', '/wps/rebate')).json().value.claimable).toBe('0.00');
    await verifyLedger();
  });

  it('forfeits a bonus whose time ran out', async () => {
    const token = await member('expira');
    await sandboxDeposit(token, '80.00');
    const welcome = await byTitle(token, WELCOME);
    expect((await as(token, 'POST', `/wps/promotions/${welcome.id}/claim`)).statusCode).toBe(200);
    expect((await bonuses(token)).bonusBalance).toBe('80.00');
    expect(
      (await app.inject({ method: 'POST', url: '/dev/clock', payload: { hours: 31 * 24 } })).statusCode,
    ).toBe(200);
    const list = await bonuses(token);
    expect(list.bonusBalance).toBe('0.00');
    expect(list.list[0]).toMatchObject({ state: 'expired', settledAmount: '80.00' });
    expect(await balance(token)).toBe('80.00');
    await verifyLedger();
  });
});
