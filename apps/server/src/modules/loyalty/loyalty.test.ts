import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { queryRows } from '@/db/client';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { bearer, type Caller, call, freshIp, seal, staffToken, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';

let app: App;
let operator: string;
beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
  operator = await staffToken(app);
});
afterAll(async () => {
  await app.close();
});

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const as = (
  token: string,
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  call(
    app,
    {},
    { method, url, headers: { ...bearer(token), ...headers }, ...(payload === undefined ? {} : { payload }) },
  );
const relay = (token: string, action: string, payload: object = {}) =>
  as(token, 'POST', `/wps/relay/${action}`, payload);
let keys = 0;
const key = () => ({ 'idempotency-key': `loyalty-test-${++keys}` });

async function sealed(token: string, action: string, payload: Record<string, unknown>, headers = key()) {
  return as(token, 'POST', `/wps/relay/passwordCheck/${action}`, await seal(app, payload), headers);
}
const pointsOf = async (token: string) =>
  (await relay(token, 'MCS2_getPointBalance')).json().value.points as number;
const cashOf = async (token: string) =>
  Number((await as(token, 'GET', '/wps/v2/wallets/balance')).json().value.balance ?? NaN);
const tick = (hours = 24) => app.inject({ method: 'POST', url: '/dev/clock', payload: { hours } });

async function gameWith(engine: string) {
  const rows = await queryRows<{ id: string }>(
    app.services.db,
    sql`SELECT id::text AS id FROM games WHERE engine = ${engine} ORDER BY id LIMIT 1`,
  );
  return rows[0]!.id;
}
/** Plays dice rounds of `stake` each (a 49.5 % chance). */
async function playDice(token: string, rounds: number, stake = '100.00') {
  const launch = await as(token, 'POST', '/wps/game/launchGame', { nodeId: await gameWith('dice') });
  const launchToken = new URL(launch.json().value.url, 'http://x').searchParams.get('launch')!;
  const auth = await app.inject({ method: 'POST', url: '/rgs/authenticate', payload: { launchToken } });
  const sessionId = auth.json().value.sessionId;
  for (let i = 0; i < rounds; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/rgs/play',
      payload: { sessionId, bet: stake, params: { target: 4950, direction: 'under' } },
    });
    expect(res.statusCode).toBe(200);
  }
}
async function rewardId(token: string, kind: string, points?: number) {
  const list = (await relay(token, 'MCS2_getPointReward', { kind })).json().value as {
    id: number;
    points: number;
  }[];
  return (points ? list.find((r) => r.points === points) : list[0])!.id;
}
/** Amounts the promotions module's bonus grant booked for loyalty references starting with `prefix`. */
async function bonusGrants(prefix: string) {
  const rows = await queryRows<{ amount: string }>(
    app.services.db,
    sql`SELECT amount::text AS amount FROM transfers WHERE id LIKE ${`bonus-grant:${prefix}%`} ORDER BY id`,
  );
  return rows.map((r) => r.amount);
}
async function ledgerOk() {
  expect((await app.services.ledger.verify()).ok).toBe(true);
}

describe('points', () => {
  it('accrue from settled turnover on the job, once; a redeem with a wrong password moves nothing; redeem is idempotent', async () => {
    const token = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
    expect(await pointsOf(token)).toBe(0);
    await playDice(token, 6); // 600.00 of turnover, 1 point per 10.00
    expect(await pointsOf(token)).toBe(0);
    expect((await tick()).json().value.failedJobs).toEqual([]);
    expect(await pointsOf(token)).toBe(60);
    await tick(1);
    expect(await pointsOf(token)).toBe(60);

    const cash = await rewardId(token, 'cash', 50);
    const before = await cashOf(token);
    const wrong = await sealed(token, 'MCS2_redeemPointReward', {
      rewardId: cash,
      paymentPassword: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('invalid_payment_password');
    expect(await pointsOf(token)).toBe(60);
    expect(await cashOf(token)).toBe(before);

    const headers = key();
    const redeemed = await sealed(
      token,
      'MCS2_redeemPointReward',
      { rewardId: cash, paymentPassword: '123456' },
      headers,
    );
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json().value).toMatchObject({
      points: 10,
      redemption: { state: 'approved', kind: 'cash', amount: '5.00', points: 50 },
    });
    expect(await cashOf(token)).toBeCloseTo(before + 5, 2);
    // The same key again (a new seal of the same body): the first answer, nothing moves.
    const again = await sealed(
      token,
      'MCS2_redeemPointReward',
      { rewardId: cash, paymentPassword: '123456' },
      headers,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().value.redemption.id).toBe(redeemed.json().value.redemption.id);
    expect(await pointsOf(token)).toBe(10);
    expect(await cashOf(token)).toBeCloseTo(before + 5, 2);

    // Never negative: 10 points do not buy a 50-point reward.
    const poor = await sealed(token, 'MCS2_redeemPointReward', { rewardId: cash, paymentPassword: '123456' });
    expect(poor.statusCode).toBe(422);
    expect(poor.json().code).toBe('insufficient_points');
    expect(await pointsOf(token)).toBe(10);

    const history = (await relay(token, 'MCS2_getRedeemPointList', { pageNo: 1, pageSize: 10 })).json().value;
    expect(history.total).toBe(1);
    expect(history.list[0]).toMatchObject({ state: 'approved', points: 50 });
    const details = (await relay(token, 'ODSFE2_MemTransDet')).json().value;
    expect(details.list.map((m: { kind: string; points: number }) => [m.kind, m.points])).toEqual([
      ['points_redeem', -50],
      ['points_accrual', 60],
    ]);
    await ledgerOk();
  });

  it('plain JSON, a missing idempotency key and an unknown reward are refused', async () => {
    const token = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
    const plain = await as(
      token,
      'POST',
      '/wps/relay/passwordCheck/MCS2_redeemPointReward',
      { rewardId: 1, paymentPassword: '123456' },
      key(),
    );
    expect(plain.json().code).toBe('encryption_required');
    const noKey = await sealed(
      token,
      'MCS2_redeemPointReward',
      { rewardId: 1, paymentPassword: '123456' },
      {} as never,
    );
    expect(noKey.json().code).toBe('idempotency_key_required');
    const unknown = await sealed(token, 'MCS2_redeemPointReward', {
      rewardId: 999_999,
      paymentPassword: '123456',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('reward_not_found');
    expect(
      (await app.inject({ method: 'POST', url: '/wps/relay/MCS2_getPointBalance', payload: {} })).statusCode,
    ).toBe(401);
    const free = await call(
      app,
      { ip: freshIp(), headers: { 'x-gateway-version': '3' } },
      {
        method: 'POST',
        url: '/wps/session/login/freeplay',
        payload: await seal(app, { os: 'Linux', platform: 'W', random: 'abcdefgh12' }),
      },
    );
    const trial = free.json().value.token as string;
    const refused = await as(trial, 'POST', '/wps/relay/MCS2_getPointBalance', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('in_need_true_account');
  });

  it('physical items need an address, wait in process; a reject gives the points back, an approve keeps them', async () => {
    const token = await tokenFor(app, 'jugador2', DEMO_PASSWORD, { ip: freshIp() });
    await playDice(token, 7); // 70 points
    await tick();
    expect(await pointsOf(token)).toBe(70);
    const fund = await app.inject({
      method: 'POST',
      url: '/dev/fund',
      payload: { username: 'jugador2', amount: '20000.00' },
    });
    expect(fund.statusCode).toBe(200);
    await playDice(token, 6, '1000.00'); // +600 points
    await tick();
    expect(await pointsOf(token)).toBe(670);

    const cap = await rewardId(token, 'item', 300);
    const noAddress = await sealed(token, 'MCS2_redeemPointReward', {
      rewardId: cap,
      paymentPassword: '123456',
    });
    expect(noAddress.json().code).toBe('delivery_required');
    const delivery = { recipient: 'Ana Pérez', phone: '5512345678', address: 'Av. Reforma 1, CDMX' };
    const first = (
      await sealed(token, 'MCS2_redeemPointReward', { rewardId: cap, paymentPassword: '123456', delivery })
    ).json().value;
    expect(first).toMatchObject({ points: 370, redemption: { state: 'in_process', delivery } });
    const second = (
      await sealed(token, 'MCS2_redeemPointReward', { rewardId: cap, paymentPassword: '123456', delivery })
    ).json().value;
    expect(second.points).toBe(70);

    const queue = (await as(operator, 'GET', '/ops/loyalty/redemptions?state=in_process')).json().value;
    expect(queue.list.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining([first.redemption.id, second.redemption.id]),
    );
    expect(queue.list[0].username).toBe('jugador2');
    const rejected = await as(operator, 'POST', `/ops/loyalty/redemptions/${first.redemption.id}/reject`, {
      reason: 'out of area',
    });
    expect(rejected.json().value).toMatchObject({ state: 'rejected', reason: 'out of area' });
    expect(await pointsOf(token)).toBe(370);
    const twice = await as(operator, 'POST', `/ops/loyalty/redemptions/${first.redemption.id}/approve`, {
      reason: 'late',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('redemption_decided');
    const approved = await as(operator, 'POST', `/ops/loyalty/redemptions/${second.redemption.id}/approve`, {
      reason: 'shipped',
    });
    expect(approved.json().value.state).toBe('approved');
    expect(await pointsOf(token)).toBe(370);
    const states = (await relay(token, 'MCS2_getRedeemPointList'))
      .json()
      .value.list.map((r: { state: string }) => r.state);
    expect(states).toEqual(['approved', 'rejected']);
    // The member is told of both decisions by internal messages.
    const bodies = (await as(token, 'GET', '/wps/messages'))
      .json()
      .value.list.map((m: { body: string }) => m.body);
    expect(bodies.some((b: string) => b.includes('out of area'))).toBe(true);
    expect(bodies).toHaveLength(2);
    // Read in Portuguese, whatever language the deciding staff member used.
    const bodiesPt = (await as(token, 'GET', '/wps/messages?lang=pt'))
      .json()
      .value.list.map((m: { body: string }) => m.body);
    expect(bodiesPt).toEqual(
      expect.arrayContaining([
        'Seu resgate foi aprovado e está a caminho.',
        'Motivo: out of area. Seus pontos foram devolvidos.',
      ]),
    );
    expect((await as(token, 'GET', '/ops/loyalty/redemptions')).statusCode).toBe(401);
    await ledgerOk();
  });

  it('converts a multiple of the unit to cash with the payment password', async () => {
    const token = await tokenFor(app, 'jugador2', DEMO_PASSWORD, { ip: freshIp() });
    const config = (await relay(token, 'MCS2_getPointConfig')).json().value;
    expect(config).toMatchObject({
      turnoverPerPoint: '10.00',
      convertPoints: 100,
      convertAmount: '1.00',
      neverExpire: true,
    });
    const points = await pointsOf(token);
    const before = await cashOf(token);
    expect(
      (await sealed(token, 'MCS2_convertPoint', { points: 150, paymentPassword: '123456' })).json().code,
    ).toBe('points_not_multiple');
    expect(
      (await sealed(token, 'MCS2_convertPoint', { points: 50, paymentPassword: '123456' })).json().code,
    ).toBe('points_below_minimum');
    expect(
      (await sealed(token, 'MCS2_convertPoint', { points: 100, paymentPassword: '999999' })).json().code,
    ).toBe('invalid_payment_password');
    const done = (await sealed(token, 'MCS2_convertPoint', { points: 100, paymentPassword: '123456' })).json()
      .value;
    expect(done).toMatchObject({ points: points - 100, converted: 100, amount: '1.00' });
    expect(await cashOf(token)).toBeCloseTo(before + 1, 2);
    const tooMany = await sealed(token, 'MCS2_convertPoint', { points: 100_000, paymentPassword: '123456' });
    expect(tooMany.json().code).toBe('insufficient_points');
    expect(await pointsOf(token)).toBe(points - 100);
    await ledgerOk();
  });

  it('a bonus reward goes to the bonus balance through the promotions module, at once', async () => {
    const token = await tokenFor(app, 'jugador2', DEMO_PASSWORD, { ip: freshIp() });
    await app.inject({
      method: 'POST',
      url: '/dev/fund',
      payload: { username: 'jugador2', amount: '5000.00' },
    });
    await playDice(token, 2, '1000.00'); // +200 points
    await tick();
    const points = await pointsOf(token);
    expect(points).toBeGreaterThanOrEqual(400);
    const bonus = await rewardId(token, 'bonus');
    const cash = await cashOf(token);
    const done = (
      await sealed(token, 'MCS2_redeemPointReward', { rewardId: bonus, paymentPassword: '123456' })
    ).json().value;
    expect(done).toMatchObject({
      points: points - 400,
      redemption: { kind: 'bonus', state: 'approved', amount: '50.00' },
    });
    expect(await bonusGrants(`points-bonus:${done.redemption.id}`)).toEqual(['5000']);
    expect(await cashOf(token)).toBe(cash);
    await ledgerOk();
  });
});

describe('VIP', () => {
  it('upgrades at once with the level-up bonus paid once, and shows in the public state', async () => {
    const token = await tokenFor(app, 'cliente1', DEMO_PASSWORD, { ip: freshIp() });
    const none = (await as(token, 'GET', '/wps/vip')).json().value;
    expect(none).toMatchObject({ enabled: true, level: 0, levelName: null });
    expect(none.levels).toHaveLength(5);
    expect(none.progress.next).toMatchObject({ level: 1, turnoverLeft: expect.any(String) });
    const before = await cashOf(token);
    await playDice(token, 2, '60.00'); // 120.00 ≥ VIP 1's 100.00
    const vip = (await as(token, 'GET', '/wps/vip')).json().value;
    expect(vip).toMatchObject({ level: 1, levelName: 'VIP 1 Bronce' });
    expect(vip.levels[0]).toMatchObject({ rebateRate: '0.40', levelUpBonus: '5.00' });
    expect(vip.progress.next.level).toBe(2);
    const info = (await as(token, 'GET', '/wps/member/info')).json().value;
    expect(info.publicState).toMatchObject({ hasVip: true, vipLabelName: 'VIP 1 Bronce', vipRankLevel: 1 });
    // The level-up bonus goes to the bonus balance (modules/promotions), once however often we look.
    await as(token, 'GET', '/wps/vip');
    await tick();
    expect(await bonusGrants(`vip-levelup:${info.id}:`)).toEqual(['500']);
    expect(Number.isFinite(before)).toBe(true);
    await ledgerOk();
  });
});

describe('missions', () => {
  it('progress from settled rounds, claimed once for points, ranked with masked names', async () => {
    const joined = await call(
      app,
      { ip: freshIp() },
      {
        method: 'PUT',
        url: '/wps/member/register',
        payload: await seal(app, {
          username: 'misionera1',
          password: 'secret123',
          confirmPassword: 'secret123',
          termsAccepted: true,
        }),
      },
    );
    const token = joined.json().value.token as string;
    await app.inject({
      method: 'POST',
      url: '/dev/fund',
      payload: { username: 'misionera1', amount: '100.00' },
    });
    const start = (await relay(token, 'MCSFE_getMissionSummaryDetails')).json().value;
    const daily = start.missions.find(
      (m: { kind: string; period: string }) => m.kind === 'rounds' && m.period === 'daily',
    );
    expect(daily).toMatchObject({ target: '10', progress: '0', state: 'in_progress' });
    const early = await as(token, 'POST', `/wps/missions/${daily.id}/claim`, undefined, key());
    expect(early.json().code).toBe('mission_not_complete');
    await playDice(token, 10, '1.00');
    const now = (await relay(token, 'MCSFE_getMissionSummaryDetails')).json().value;
    expect(now.missions.find((m: { id: number }) => m.id === daily.id)).toMatchObject({
      progress: '10',
      percent: 100,
      state: 'claimable',
    });
    expect(now.claimableCount).toBeGreaterThanOrEqual(1);
    const before = await pointsOf(token);
    const claimed = await as(token, 'POST', `/wps/missions/${daily.id}/claim`, undefined, key());
    expect(claimed.json().value.state).toBe('claimed');
    expect(await pointsOf(token)).toBe(before + daily.rewardPoints);
    const again = await as(token, 'POST', `/wps/missions/${daily.id}/claim`, undefined, key());
    expect(again.statusCode).toBe(409);
    expect(await pointsOf(token)).toBe(before + daily.rewardPoints);
    const board = (await relay(token, 'MCSFE_getMissionLeaderboard', { period: 'daily' })).json().value;
    expect(board.me).toMatchObject({ rank: 1, name: 'mi***a1', me: true });
    expect(JSON.stringify(board)).not.toContain('misionera1');
    expect((await as(token, 'POST', '/wps/missions/999999/claim', undefined, key())).statusCode).toBe(404);
    await ledgerOk();
  });
});

describe('referral', () => {
  const register = async (username: string, caller: Caller) =>
    call(app, caller, {
      method: 'PUT',
      url: '/wps/member/register',
      payload: await seal(app, {
        username,
        password: 'secret123',
        confirmPassword: 'secret123',
        termsAccepted: true,
        paymentPassword: '123456',
        referralCode: 'RJUGADOR1',
      }),
    });
  async function depositAndPlay(token: string) {
    const methods = (await as(token, 'GET', '/wps/payments/deposit/methods')).json().value as {
      id: number;
      code: string;
    }[];
    const methodId = methods.find((m) => m.code === 'SANDBOX')!.id;
    const deposit = (
      await as(token, 'POST', '/wps/payments/deposits', { methodId, amount: '1000.00' }, key())
    ).json().value;
    const paid = await app.inject({
      method: 'POST',
      url: deposit.redirectUrl,
      payload: 'result=paid',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    await playDice(token, 6, '100.00');
  }

  it('rewards the referrer once when an invitee deposits and wagers; the same address brings nothing', async () => {
    const referrerIp = freshIp();
    const referrer = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: referrerIp });
    const clean = await register('amigoLimpio', { ip: freshIp() });
    expect(clean.statusCode).toBe(200);
    const sameIp = await register('amigoMismaIp', { ip: referrerIp });
    expect(sameIp.statusCode).toBe(200);
    await depositAndPlay(clean.json().value.token);
    await depositAndPlay(sameIp.json().value.token);
    const before = (await as(referrer, 'GET', '/wps/referral')).json().value;
    expect(before).toMatchObject({ enabled: true, code: 'RJUGADOR1', rules: { reward: '50.00' } });
    expect(before.link).toContain('/register?referralCode=RJUGADOR1');
    expect(before.invitees.map((i: { state: string }) => i.state)).toEqual(['registered', 'registered']);
    const cash = await cashOf(referrer);
    await tick();
    await tick();
    const after = (await as(referrer, 'GET', '/wps/referral')).json().value;
    const byName = Object.fromEntries(after.invitees.map((i: { name: string }) => [i.name, i]));
    expect(byName['am***io']).toMatchObject({ state: 'rewarded', reward: '50.00' });
    // Same address and browser as the referrer's session: the device check fires first.
    expect(byName['am***Ip']).toMatchObject({ state: 'refused', reason: 'same_device' });
    expect(after.totalRewards).toBe('50.00');
    // Paid once, to the bonus balance (modules/promotions), not as cash.
    expect(await cashOf(referrer)).toBeCloseTo(cash, 2);
    const [invitee] = await queryRows<{ id: string }>(
      app.services.db,
      sql`SELECT id::text AS id FROM accounts WHERE username = 'amigoLimpio'`,
    );
    expect(await bonusGrants(`referral:${invitee!.id}`)).toEqual(['5000']);
    await ledgerOk();
  });
});
