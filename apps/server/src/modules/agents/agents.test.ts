import { ROUTE_ACCESS } from '@crupier/contract/access';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { queryRows } from '@/db/client';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { DEMO_AGENT_ROUNDS } from '@/demo/agents';
import { bearer, call, freshIp, loginAs } from '@/test/client';
import { createTestApp } from '@/test/test-app';
import { vendorCall } from '@/test/vendor-game';

let app: App;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

async function agentToken(username: string) {
  const res = await loginAs(app, username, DEMO_PASSWORD, { site: 'agent' }, { ip: freshIp() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.token as string;
}
const as = (who: string, request: { method?: string; url: string; payload?: unknown }) =>
  call(
    app,
    {},
    {
      method: (request.method ?? 'GET') as 'GET',
      url: request.url,
      payload: request.payload as object,
      headers: bearer(tokens[who]!),
    },
  );

const money = (minor: number) => (minor / 100).toFixed(2);

async function balanceOf(who: string) {
  const res = await as(who, { url: '/wps/v2/wallets/balance' });
  return Math.round(Number(res.json().value.available) * 100);
}

async function playDice(who: string, bet: string) {
  const [game] = await queryRows<{ id: string }>(
    app.services.db,
    sql`SELECT id::text AS id FROM games WHERE engine = 'dice' ORDER BY id LIMIT 1`,
  );
  const launch = await as(who, {
    method: 'POST',
    url: '/wps/game/launchGame',
    payload: { nodeId: game!.id },
  });
  const launchToken = new URL(launch.json().value.url, 'http://x').searchParams.get('launch')!;
  const auth = await app.inject({ method: 'POST', url: '/rgs/authenticate', payload: { launchToken } });
  const res = await app.inject({
    method: 'POST',
    url: '/rgs/play',
    payload: { sessionId: auth.json().value.sessionId, bet, params: { target: 4950, direction: 'under' } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.round as { bet: string; win: string };
}

beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
  for (const who of ['agente1', 'agente2', 'socio1']) tokens[who] = await agentToken(who);
  tokens.cliente1 = (await loginAs(app, 'cliente1', DEMO_PASSWORD, {}, { ip: freshIp() })).json().value.token;
  const rows = await queryRows<{ id: string; username: string }>(
    app.services.db,
    sql`SELECT id::text AS id, username FROM accounts`,
  );
  for (const r of rows) ids[r.username] = r.id;
}, 120_000);
afterAll(async () => {
  await app?.close();
});

describe('isolation', () => {
  it('the downline predicate: the closure table follows accounts.upline_id, moves included', async () => {
    const below = async (agent: string) =>
      (
        await queryRows<{ username: string }>(
          app.services.db,
          sql`SELECT a.username FROM accounts a WHERE a.id IN (SELECT descendant_id FROM agent_closure WHERE ancestor_id = ${BigInt(ids[agent]!)}) ORDER BY 1`,
        )
      ).map((r) => r.username);
    expect(await below('agente1')).toEqual([
      'agente2',
      'cliente1',
      'cliente2',
      'cliente3',
      'nuevo1',
      'socio1',
    ]);
    expect(await below('agente2')).toEqual(['cliente1', 'cliente2']);
    expect(await below('socio1')).toEqual(['cliente3']);
    // Move cliente2 under socio1 and back: both subtrees follow.
    await app.services.db.execute(
      sql`UPDATE accounts SET upline_id = ${BigInt(ids.socio1!)} WHERE username = 'cliente2'`,
    );
    expect(await below('agente2')).toEqual(['cliente1']);
    expect(await below('socio1')).toEqual(['cliente2', 'cliente3']);
    expect(await below('agente1')).toContain('cliente2');
    await app.services.db.execute(
      sql`UPDATE accounts SET upline_id = ${BigInt(ids.agente2!)} WHERE username = 'cliente2'`,
    );
    expect(await below('agente2')).toEqual(['cliente1', 'cliente2']);
    // A cycle is refused.
    await expect(
      app.services.db.execute(
        sql`UPDATE accounts SET upline_id = ${BigInt(ids.cliente1!)} WHERE username = 'agente2'`,
      ),
    ).rejects.toThrow();
  });

  it('agente2 gets 404 for socio1’s members, bets and transactions on every /wps/agent/ call that names them', async () => {
    const socioContract = (
      await queryRows<{ id: string }>(
        app.services.db,
        sql`SELECT id::text AS id FROM agent_contracts ORDER BY id LIMIT 1`,
      )
    )[0]!.id;
    const outside: Record<string, { method?: string; url: string; payload?: unknown }[]> = {
      'GET /wps/agent/downline': [{ url: `/wps/agent/downline?parentId=${ids.socio1}` }],
      'PUT /wps/agent/downline/:id/status': [
        { method: 'PUT', url: `/wps/agent/downline/${ids.cliente3}/status`, payload: { status: 'locked' } },
        { method: 'PUT', url: `/wps/agent/downline/${ids.socio1}/status`, payload: { status: 'locked' } },
      ],
      'GET /wps/agent/bets': [
        { url: '/wps/agent/bets?member=cliente3' },
        { url: '/wps/agent/bets?member=socio1' },
      ],
      'GET /wps/agent/profit': [{ url: '/wps/agent/profit?member=cliente3' }],
      'GET /wps/agent/transactions': [{ url: '/wps/agent/transactions?member=cliente3' }],
      'POST /wps/agent/contracts': [
        {
          method: 'POST',
          url: '/wps/agent/contracts',
          payload: {
            agentId: ids.socio1,
            kind: 'daily',
            basis: 'turnover',
            period: 'daily',
            tiers: [{ min: '0.00', rateBp: 1 }],
          },
        },
      ],
      'POST /wps/agent/contracts/:id/accept': [
        { method: 'POST', url: `/wps/agent/contracts/${socioContract}/accept` },
      ],
      'POST /wps/agent/contracts/:id/reject': [
        { method: 'POST', url: `/wps/agent/contracts/${socioContract}/reject` },
      ],
      'POST /wps/agent/contracts/:id/terminate': [
        { method: 'POST', url: `/wps/agent/contracts/${socioContract}/terminate` },
      ],
    };
    // Calls that name nothing: their answers must not contain anything of socio1's branch.
    const lists = [
      'GET /wps/agent/overview',
      'POST /wps/agent/downline',
      'GET /wps/agent/revenue',
      'GET /wps/agent/announcements',
      'GET /wps/agent/contracts',
      'GET /wps/agent/salaries',
      'GET /wps/agent/dividends',
    ];
    const agentRoutes = Object.keys(ROUTE_ACCESS).filter(
      (k) => k.includes(' /wps/agent/') && ROUTE_ACCESS[k] === 'agent',
    );
    expect([...Object.keys(outside), ...lists].sort()).toEqual(agentRoutes.sort());
    for (const [route, requests] of Object.entries(outside)) {
      for (const request of requests) {
        const res = await as('agente2', request);
        expect(res.statusCode, `${route} ${request.url}`).toBe(404);
        expect(res.json().code).toBe('not_found');
      }
    }
    for (const url of [
      '/wps/agent/downline?pageSize=100',
      '/wps/agent/bets?pageSize=100',
      '/wps/agent/profit',
      '/wps/agent/transactions?pageSize=100',
      '/wps/agent/salaries',
      '/wps/agent/contracts',
    ]) {
      const body = (await as('agente2', { url })).body;
      expect(body, url).not.toMatch(/cliente3|socio1|agente1"/);
    }
    // The same calls of socio1 about its own member work.
    expect((await as('socio1', { url: '/wps/agent/bets?member=cliente3' })).statusCode).toBe(200);
  });

  it('a member gets 403 on every agent call', async () => {
    const agentRoutes = Object.entries(ROUTE_ACCESS).filter(([, audience]) => audience === 'agent');
    expect(agentRoutes.length).toBeGreaterThan(15);
    for (const [key] of agentRoutes) {
      const [method, path] = key.split(' ') as [string, string];
      const res = await as('cliente1', {
        method,
        url: path.replace(':id', '1'),
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, key).toBe(403);
    }
  });

  it('another merchant’s agent sees nothing of this tree', async () => {
    const res = await call(
      app,
      {},
      {
        url: `/wps/agent/downline?parentId=${ids.agente2}`,
        headers: { ...bearer(tokens.agente1!), merchant: 'LUCKY' },
      },
    );
    expect([401, 400, 404]).toContain(res.statusCode);
  });
});

describe('team reads', () => {
  it('overview figures match the demo rounds', async () => {
    const res = await as('agente1', { url: '/wps/agent/overview' });
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json().value;
    const sum = (maxDays: number, players: string[]) =>
      DEMO_AGENT_ROUNDS.filter(([p, d]) => d < maxDays && players.includes(p)).reduce(
        (acc, [, , bet, win]) => ({ bet: acc.bet + bet, win: acc.win + win }),
        { bet: 0, win: 0 },
      );
    const all = ['cliente1', 'cliente2', 'cliente3'];
    const d30 = sum(30, all);
    const d7 = sum(6, all);
    expect(o.periods.days30).toMatchObject({
      members: 6,
      turnover: money(d30.bet),
      profit: money(d30.win - d30.bet),
      rounds: 7,
    });
    expect(o.periods.days7.turnover).toBe(money(d7.bet));
    expect(o.periods.days30.active).toBe(3);
    expect(o.directAgents).toBe(2);
    expect(o.series).toHaveLength(30);
    const mine = (await as('agente2', { url: '/wps/agent/overview' })).json().value;
    const d30b = sum(30, ['cliente1', 'cliente2']);
    expect(mine.periods.days30).toMatchObject({ members: 2, turnover: money(d30b.bet), active: 2 });
  });

  it('downline tree, list, search; create a member and a sub-agent; lock and unlock', async () => {
    const tree = (await as('agente1', { url: `/wps/agent/downline?parentId=${ids.agente1}` })).json().value;
    expect(tree.list.map((m: { username: string }) => m.username).sort()).toEqual([
      'agente2',
      'nuevo1',
      'socio1',
    ]);
    const branch = (await as('agente1', { url: `/wps/agent/downline?parentId=${ids.agente2}` })).json().value;
    expect(branch.list.map((m: { username: string; level: number }) => [m.username, m.level])).toEqual([
      ['cliente1', 2],
      ['cliente2', 2],
    ]);
    expect(
      (await as('agente1', { url: '/wps/agent/downline?search=clien&pageSize=2' })).json().value,
    ).toMatchObject({ total: 3, totalPages: 2 });
    const created = await as('agente1', {
      method: 'POST',
      url: '/wps/agent/downline',
      payload: { username: 'miembroA1', password: 'Pass1234', confirmPassword: 'Pass1234', type: 'member' },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().value).toMatchObject({ username: 'miembroA1', isAgent: false });
    const again = await as('agente1', {
      method: 'POST',
      url: '/wps/agent/downline',
      payload: { username: 'miembroA1', password: 'Pass1234', confirmPassword: 'Pass1234', type: 'member' },
    });
    expect(again.statusCode).toBe(409);
    const weak = await as('agente1', {
      method: 'POST',
      url: '/wps/agent/downline',
      payload: { username: 'x', password: '1', confirmPassword: '1', type: 'agent' },
    });
    expect(weak.statusCode).toBe(400);
    const sub = await as('agente2', {
      method: 'POST',
      url: '/wps/agent/downline',
      payload: { username: 'subagente9', password: 'Pass1234', confirmPassword: 'Pass1234', type: 'agent' },
    });
    expect(sub.json().value).toMatchObject({ isAgent: true, type: 2 });
    const login = await loginAs(app, 'miembroA1', 'Pass1234', {}, { ip: freshIp() });
    expect(login.statusCode).toBe(200);
    // Lock only the direct downline.
    const id = created.json().value.id;
    expect(
      (
        await as('agente1', {
          method: 'PUT',
          url: `/wps/agent/downline/${id}/status`,
          payload: { status: 'locked' },
        })
      ).json().value.status,
    ).toBe('locked');
    expect((await loginAs(app, 'miembroA1', 'Pass1234', {}, { ip: freshIp() })).statusCode).not.toBe(200);
    expect(
      (
        await as('agente1', {
          method: 'PUT',
          url: `/wps/agent/downline/${id}/status`,
          payload: { status: 'active' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await as('agente1', {
          method: 'PUT',
          url: `/wps/agent/downline/${ids.cliente1}/status`,
          payload: { status: 'locked' },
        })
      ).statusCode,
    ).toBe(422);
  });

  it('team bets with filters, per-member P&L, account records, announcements', async () => {
    const bets = (await as('agente1', { url: '/wps/agent/bets?pageSize=5' })).json().value;
    expect(bets).toMatchObject({ total: 7, totalPages: 2 });
    expect(bets.list).toHaveLength(5);
    const c3 = (await as('agente1', { url: '/wps/agent/bets?member=cliente3' })).json().value;
    expect(c3.total).toBe(2);
    expect(c3.turnover).toBe(money(7_000));
    const byType = (await as('agente1', { url: '/wps/agent/bets?gameType=NOPE' })).json().value;
    expect(byType.total).toBe(0);
    // The demo rounds went through the seamless wallet: each carries its game's vendor and type.
    const [dice] = await queryRows<{ game_type: string; code: string }>(
      app.services.db,
      sql`SELECT g.game_type, v.code FROM games g JOIN vendors v ON v.id = g.vendor_id WHERE g.engine = 'dice' ORDER BY g.id LIMIT 1`,
    );
    expect(bets.list.every((b: { gameType: string; vendor: string }) => b.gameType === dice!.game_type)).toBe(
      true,
    );
    expect(bets.list[0].vendor).toBe(dice!.code);
    const vendor = bets.list[0].vendor;
    expect((await as('agente1', { url: `/wps/agent/bets?vendor=${vendor}` })).json().value.total).toBe(7);
    const profit = (await as('agente1', { url: '/wps/agent/profit' })).json().value;
    expect(profit.list.map((r: { member: string }) => r.member)).toEqual([
      'cliente1',
      'cliente2',
      'cliente3',
    ]);
    expect(profit.list[0]).toMatchObject({ rounds: 3, turnover: money(8_000), profit: money(3_000 - 8_000) });
    const tx = (await as('agente2', { url: '/wps/agent/transactions?member=cliente1' })).json().value;
    expect(tx.total).toBeGreaterThan(3);
    expect(tx.list.every((t: { member: string }) => t.member === 'cliente1')).toBe(true);
    // Agent notices (type AG) first, then the merchant's notices (PL); the demo has PL ones only.
    const notes = (await as('agente1', { url: '/wps/agent/announcements?lang=en' })).json().value;
    expect(notes.length).toBeGreaterThan(0);
    expect(notes[0].title).not.toBe('');
  });
});

describe('contracts and settlement', () => {
  const daily = (rateBp: number) => ({
    agentId: ids.agente2,
    kind: 'daily',
    basis: 'turnover',
    period: 'daily',
    tiers: [{ min: '0.00', rateBp }],
  });
  const payouts = async (who: string) =>
    (await as(who, { url: '/wps/agent/salaries?kind=daily&pageSize=50' })).json().value.list as {
      agent: string;
      amount: string;
      volume: string;
      rateBp: number;
      periodId: string;
      status: string;
    }[];

  it('an agent never grants more than its own rate, nor other terms; the downline accepts in the popup', async () => {
    const high = await as('agente1', { method: 'POST', url: '/wps/agent/contracts', payload: daily(200) });
    expect(high.statusCode).toBe(422);
    expect(high.json().code).toBe('rate_above_own');
    const hourlyTerms = await as('agente1', {
      method: 'POST',
      url: '/wps/agent/contracts',
      payload: { ...daily(10), basis: 'netloss' },
    });
    expect(hourlyTerms.json().code).toBe('contract_terms_mismatch');
    const sub = (await as('agente2', { url: '/wps/agent/downline?search=subagente9' })).json().value.list[0];
    const noOwn = await as('agente2', {
      method: 'POST',
      url: '/wps/agent/contracts',
      payload: { ...daily(10), agentId: sub.id },
    });
    expect(noOwn.json().code).toBe('no_own_contract');
    const offer = await as('agente1', { method: 'POST', url: '/wps/agent/contracts', payload: daily(80) });
    expect(offer.statusCode, offer.body).toBe(200);
    const consolidated = (await as('agente2', { url: '/wps/member/info/funds/consolidated' })).json().value;
    expect(consolidated.dailysalreqtype).toMatchObject({
      requestType: 'new',
      contract: { maxRateBp: 80, grantor: 'agente1' },
    });
    expect(consolidated.divtypereq).toBeNull();
    // The wrong action for the kind does not find it.
    const wrong = await as('agente2', {
      method: 'POST',
      url: '/wps/relay/MCS2_processDividendReq',
      payload: { contractId: offer.json().value.id, accept: true },
    });
    expect(wrong.statusCode).toBe(404);
    const accepted = await as('agente2', {
      method: 'POST',
      url: '/wps/relay/MCS2_processDailySalContract',
      payload: { contractId: offer.json().value.id, accept: true },
    });
    expect(accepted.json().value.status).toBe('active');
    expect(
      (await as('agente2', { url: '/wps/member/info/funds/consolidated' })).json().value.dailysalreqtype,
    ).toBeNull();
  });

  it('settles once per period on the differential model, through the ledger', async () => {
    const before = { a1: await balanceOf('agente1'), a2: await balanceOf('agente2') };
    const round = await playDice('cliente1', '50.00');
    const x = Math.round(Number(round.bet) * 100); // 5,000
    const run = await app.inject({ method: 'POST', url: '/dev/clock', payload: { hours: 24 } });
    // The agent settlement job ran cleanly (other modules' jobs are their own tests' concern).
    expect(run.json().value.failedJobs).toEqual([]);
    const lines = await payouts('agente1');
    const a2 = lines.find((l) => l.agent === 'agente2')!;
    const a1 = lines.find((l) => l.agent === 'agente1')!;
    // Hand computation: agente2 80 bp of its team's 50.00; agente1 100 bp of its team's 50.00 minus agente2's share.
    const a2Amount = Math.round((x * 80) / 10_000);
    const a1Amount = Math.round((x * 100) / 10_000) - a2Amount;
    expect(a2).toMatchObject({ volume: money(x), rateBp: 80, amount: money(a2Amount), status: 'paid' });
    expect(a1).toMatchObject({ volume: money(x), rateBp: 100, amount: money(a1Amount), status: 'paid' });
    expect(a1.periodId).toBe(a2.periodId);
    // agente1 also holds the house's hourly and real-time contracts: each paid on the same 50.00.
    const others = (await as('agente1', { url: '/wps/agent/salaries?pageSize=50' }))
      .json()
      .value.list.filter((l: { agent: string; kind: string }) => l.agent === 'agente1' && l.kind !== 'daily');
    const othersMinor = others.reduce(
      (s: number, l: { amount: string }) => s + Math.round(Number(l.amount) * 100),
      0,
    );
    expect(othersMinor).toBe(Math.round((x * 50) / 10_000) + Math.round((x * 30) / 10_000));
    expect(await balanceOf('agente2')).toBe(before.a2 + a2Amount);
    expect(await balanceOf('agente1')).toBe(before.a1 + a1Amount + othersMinor);
    // Idempotent: running the jobs again (same period) pays nothing more.
    await app.services.jobs.runAll(app.log);
    await app.services.jobs.runAll(app.log);
    expect(await balanceOf('agente2')).toBe(before.a2 + a2Amount);
    expect((await payouts('agente2')).filter((l) => l.agent === 'agente2')).toHaveLength(1);
    const revenue = (await as('agente2', { url: '/wps/agent/revenue' })).json().value;
    expect(revenue.totals.daily).toBe(money(a2Amount));
    // The money came from the commission account, once: one transfer per line.
    const [transfers] = await queryRows<{ n: number }>(
      app.services.db,
      sql`SELECT count(*)::int AS n FROM transfers WHERE id LIKE 'agent-pay:daily:%'`,
    );
    expect(transfers!.n).toBe(2);

    // A late rollback of the paid round's stake (the vendor's refund through the seamless wallet) is
    // carried into the next period; the paid line stays as it was.
    const [paidRound] = await queryRows<{ debit_tx: string; code: string; secret: string }>(
      app.services.db,
      sql`SELECT r.debit_tx, v.code, v.secret FROM house_rounds r JOIN games g ON g.id = r.game_id
          JOIN vendors v ON v.id = g.vendor_id
          WHERE r.account_id = ${BigInt(ids.cliente1!)} ORDER BY r.created_at DESC LIMIT 1`,
    );
    const rollback = await vendorCall(
      app,
      'rollback',
      { playerId: ids.cliente1, transactionId: paidRound!.debit_tx },
      { vendor: paidRound!.code, secret: paidRound!.secret },
    );
    expect(rollback.statusCode, rollback.body).toBe(200);
    await app.inject({ method: 'POST', url: '/dev/clock', payload: { hours: 24 } });
    const after = (await payouts('agente2')).filter((l) => l.agent === 'agente2');
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({ amount: money(a2Amount), status: 'paid', periodId: a2.periodId });
    expect(after[0]).toMatchObject({ volume: money(-x), amount: '0.00', status: 'carried' });
    // The deficit is carried: new play first covers it.
    await playDice('cliente1', '80.00');
    await app.inject({ method: 'POST', url: '/dev/clock', payload: { hours: 24 } });
    const third = (await payouts('agente2')).filter((l) => l.agent === 'agente2')[0]!;
    expect(third).toMatchObject({
      volume: money(8_000 - x),
      amount: money(Math.round(((8_000 - x) * 80) / 10_000)),
    });
  });

  it('a new upline contract lower than the downline’s rate terminates the downline’s contract', async () => {
    const staff = await import('@/test/client').then((m) => m.staffToken(app));
    const res = await call(
      app,
      {},
      {
        method: 'POST',
        url: '/ops/agents/contracts',
        headers: bearer(staff),
        payload: {
          agentId: ids.agente1,
          kind: 'daily',
          basis: 'turnover',
          period: 'daily',
          tiers: [{ min: '0.00', rateBp: 50 }],
          reason: 'lower rate',
        },
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const view = (await as('agente2', { url: '/wps/agent/contracts' })).json().value;
    const mine = view.mine.find(
      (c: { kind: string; reason: string | null }) =>
        c.kind === 'daily' && c.reason === 'upline_rate_lowered',
    );
    expect(mine).toMatchObject({ status: 'terminated' });
    const ops = (await call(app, {}, { url: '/ops/agents', headers: bearer(staff) })).json().value;
    expect(ops.agents.map((a: { username: string }) => a.username)).toContain('socio1');
  });

  it('termination by the grantor is a request the downline decides; features gate the kinds', async () => {
    const offer = await as('agente1', { method: 'POST', url: '/wps/agent/contracts', payload: daily(40) });
    await as('agente2', { method: 'POST', url: `/wps/agent/contracts/${offer.json().value.id}/accept` });
    const asked = await as('agente1', {
      method: 'POST',
      url: `/wps/agent/contracts/${offer.json().value.id}/terminate`,
    });
    expect(asked.json().value).toMatchObject({ status: 'active', terminationRequested: true });
    expect(
      (await as('agente2', { url: '/wps/member/info/funds/consolidated' })).json().value.dailysalreqtype
        .requestType,
    ).toBe('terminate');
    const ended = await as('agente2', {
      method: 'POST',
      url: '/wps/relay/MCS2_processDailySalContract',
      payload: { contractId: offer.json().value.id, accept: true },
    });
    expect(ended.json().value.status).toBe('terminated');
    const staff = await import('@/test/client').then((m) => m.staffToken(app));
    await call(
      app,
      {},
      {
        method: 'PUT',
        url: '/ops/agents/features',
        headers: bearer(staff),
        payload: { dividend: false, daily: true, hourly: true, realtime: true, reason: 'no dividends' },
      },
    );
    const c = (await as('agente2', { url: '/wps/member/info/funds/consolidated' })).json().value;
    expect(c).toMatchObject({ enableContract: false, features: { dividend: false } });
  });
});
