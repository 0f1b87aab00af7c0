import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { queryRows } from '@/db/client';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { bearer, call, freshIp, loginAs } from '@/test/client';
import { createTestApp } from '@/test/test-app';
import { demoVendorGame, gameTokenFor, vendorCall } from '@/test/vendor-game';

// Team figures and contract settlement come from the ledger (migration 0028, ADR 017): a third-party
// vendor's seamless debit and credit, a lottery bet and a sportsbook bet all count.
let app: App;
let member: string;
const tokens: Record<string, string> = {};

const as = (who: string, url: string) => call(app, {}, { url, headers: bearer(tokens[who]!) });
const cents = (s: string) => Math.round(Number(s) * 100);
const money = (minor: number) => (minor / 100).toFixed(2);

beforeAll(async () => {
  app = await createTestApp({ challenge: 'off', logLevel: 'error' });
  for (const who of ['agente1', 'agente2']) {
    const res = await loginAs(app, who, DEMO_PASSWORD, { site: 'agent' }, { ip: freshIp() });
    tokens[who] = res.json().value.token;
  }
  member = (await loginAs(app, 'cliente1', DEMO_PASSWORD, {}, { ip: freshIp() })).json().value.token;
  await app.services.sportsbook.stop();
  await app.services.sportsbook.ensureFixtures(app.services.clock.now());
}, 120_000);
afterAll(async () => {
  await app?.close();
});

type Bet = { roundId: string; member: string; vendor: string; gameType: string; bet: string; win: string };

async function sportsbookBet(stake: string) {
  const [game] = await queryRows<{ id: string }>(
    app.services.db,
    sql`SELECT id::text AS id FROM games WHERE game_type = 'SPORTS' AND engine = 'sportsbook' ORDER BY id LIMIT 1`,
  );
  const launch = await call(
    app,
    {},
    { method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: game!.id }, headers: bearer(member) },
  );
  const launchToken = new URL(launch.json().value.url, 'http://x').searchParams.get('launch')!;
  const opened = await app.inject({ method: 'POST', url: '/sb/session', payload: { launchToken } });
  expect(opened.statusCode, opened.body).toBe(200);
  const session = opened.json().value;
  const listed = await app.inject({ url: '/sb/events?sport=football&status=prematch&pageSize=6' });
  expect(listed.statusCode, listed.body).toBe(200);
  const events = listed.json().value.list;
  const event = events[events.length - 1];
  const home = event.markets.find((m: { type: string }) => m.type === '1x2').outcomes[0];
  const res = await app.inject({
    method: 'POST',
    url: '/sb/bets',
    payload: {
      sessionId: session.sessionId,
      kind: 'single',
      stake,
      selections: [{ outcomeId: home.outcomeId, odds: home.odds }],
      acceptOdds: 'any',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function lotteryBet(stake: string) {
  const draw = (
    await call(app, {}, { url: '/lgw/draws/current?gameCode=VN_MB', headers: bearer(member) })
  ).json().value;
  const res = await call(
    app,
    {},
    {
      method: 'POST',
      url: '/lgw/bets',
      headers: bearer(member),
      payload: { drawId: draw.drawId, betType: 'de', numbers: ['27'], stake },
    },
  );
  expect(res.statusCode, res.body).toBe(200);
}

describe('team figures from the ledger', () => {
  it('a vendor’s seamless bet, a lottery bet and a sportsbook bet count in the team figures and salaries', async () => {
    const overview = async (who: string) => (await as(who, '/wps/agent/overview')).json().value.periods.today;
    const before = { a1: await overview('agente1'), a2: await overview('agente2') };
    const pnl = async () => (await as('agente2', '/wps/agent/profit?member=cliente1')).json().value.list[0];
    const pnlBefore = await pnl();

    // Third-party vendor (DEMOV, a PVP game): a debit of 12.00 and a credit of 5.00 in one round.
    const { gameCode } = await demoVendorGame(app);
    const playerToken = await gameTokenFor(app, member);
    const debit = await vendorCall(app, 'debit', {
      playerToken,
      transactionId: 'agent-fig-d1',
      roundId: 'agent-fig-r1',
      gameCode,
      amount: '12.00',
    });
    expect(debit.statusCode, debit.body).toBe(200);
    const credit = await vendorCall(app, 'credit', {
      playerToken,
      transactionId: 'agent-fig-c1',
      roundId: 'agent-fig-r1',
      gameCode,
      amount: '5.00',
    });
    expect(credit.statusCode, credit.body).toBe(200);
    await lotteryBet('10.00');
    await sportsbookBet('7.00');
    const stakes = 1_200 + 1_000 + 700;

    // Team overview of both agents above cliente1: turnover, P&L and rounds of today.
    for (const who of ['agente1', 'agente2'] as const) {
      const now = await overview(who);
      expect(cents(now.turnover) - cents(before[who === 'agente1' ? 'a1' : 'a2'].turnover), who).toBe(stakes);
      expect(cents(now.profit) - cents(before[who === 'agente1' ? 'a1' : 'a2'].profit), who).toBe(
        500 - stakes,
      );
      expect(now.rounds - before[who === 'agente1' ? 'a1' : 'a2'].rounds, who).toBe(3);
    }

    // Team betting: one row per round with its vendor and game type; filters by game type and vendor.
    const list = (await as('agente1', '/wps/agent/bets?member=cliente1&pageSize=50')).json().value
      .list as Bet[];
    const vendorRound = list.find((b) => b.roundId.endsWith(':agent-fig-r1'));
    expect(vendorRound).toMatchObject({ vendor: 'DEMOV', gameType: 'PVP', bet: '12.00', win: '5.00' });
    expect(list.find((b) => b.gameType === 'LOTT')).toMatchObject({ vendor: 'TCG_LOTTO_VN', bet: '10.00' });
    expect(list.find((b) => b.gameType === 'SPORTS')).toMatchObject({ bet: '7.00', win: '0.00' });
    const byType = (await as('agente2', '/wps/agent/bets?gameType=LOTT')).json().value;
    expect(byType).toMatchObject({ total: 1, turnover: '10.00' });
    const byVendor = (await as('agente2', '/wps/agent/bets?vendor=DEMOV')).json().value;
    expect(byVendor).toMatchObject({ total: 1, turnover: '12.00', wins: '5.00', profit: '-7.00' });
    const pnlAfter = await pnl();
    expect(cents(pnlAfter.turnover) - cents(pnlBefore?.turnover ?? '0')).toBe(stakes);
    expect(cents(pnlAfter.wins) - cents(pnlBefore?.wins ?? '0')).toBe(500);
    expect(pnlAfter.rounds - (pnlBefore?.rounds ?? 0)).toBe(3);

    // Salaries: agente1's house contracts (daily 100 bp, hourly 50 bp, real-time 30 bp of turnover)
    // pay on these stakes when their periods close.
    const run = await app.inject({ method: 'POST', url: '/dev/clock', payload: { hours: 24 } });
    expect(run.json().value.failedJobs, run.body).toEqual([]);
    const lines = (await as('agente1', '/wps/agent/salaries?pageSize=100')).json().value.list as {
      agent: string;
      kind: string;
      volume: string;
      amount: string;
      periodId: string;
    }[];
    const mine = (kind: string) => lines.filter((l) => l.agent === 'agente1' && l.kind === kind);
    expect(mine('daily')).toHaveLength(1);
    expect(mine('daily')[0]).toMatchObject({
      volume: money(stakes),
      amount: money(Math.round(stakes / 100)),
    });
    expect(mine('hourly').reduce((s, l) => s + cents(l.volume), 0)).toBe(stakes);
    // Real-time periods are 5 minutes: the three stakes may fall into one or two of them, each its own line.
    const realtime = mine('realtime');
    expect(realtime.reduce((s, l) => s + cents(l.volume), 0)).toBe(stakes);
    expect(new Set(realtime.map((l) => l.periodId)).size).toBe(realtime.length);
  });

  it('pays every missed period as its own line, once', async () => {
    const [agent] = await queryRows<{ id: string }>(
      app.services.db,
      sql`SELECT id::text AS id FROM accounts WHERE username = 'agente1'`,
    );
    // Team volume in two later days (business time), as the ledger triggers book it.
    const now = app.services.clock.now().getTime();
    for (const [hours, minor] of [
      [1, 10_000],
      [25, 20_000],
    ] as const) {
      await app.services.db.execute(
        sql`INSERT INTO agent_team_stats (agent_id, bucket, turnover, wins, rounds)
            VALUES (${BigInt(agent!.id)}, date_bin('5 minutes', ${new Date(now + hours * 3_600_000).toISOString()}::timestamptz,
                    TIMESTAMPTZ '2000-01-01 00:00:00+00'), ${minor}, 0, 1)
            ON CONFLICT (agent_id, bucket) DO UPDATE SET turnover = agent_team_stats.turnover + EXCLUDED.turnover`,
      );
    }
    const daily = async () =>
      (
        (await as('agente1', '/wps/agent/salaries?kind=daily&pageSize=50')).json().value.list as {
          agent: string;
          volume: string;
          periodId: string;
          status: string;
        }[]
      ).filter((l) => l.agent === 'agente1');
    const before = await daily();
    // The job was down for three days: each day with volume gets its own line.
    const run = await app.inject({ method: 'POST', url: '/dev/clock', payload: { hours: 72 } });
    expect(run.json().value.failedJobs, run.body).toEqual([]);
    const after = await daily();
    const added = after.filter((l) => !before.some((b) => b.periodId === l.periodId));
    expect(added.map((l) => l.volume).sort()).toEqual(['100.00', '200.00']);
    expect(new Set(added.map((l) => l.periodId)).size).toBe(2);
    expect(added.every((l) => l.status === 'paid')).toBe(true);
    const [transfers] = await queryRows<{ n: number }>(
      app.services.db,
      sql`SELECT count(*)::int AS n FROM transfers WHERE id LIKE ${`agent-pay:daily:${agent!.id}:%`}`,
    );
    // Idempotent per contract and period: running the jobs again pays nothing more.
    await app.services.jobs.runAll(app.log);
    const [again] = await queryRows<{ n: number }>(
      app.services.db,
      sql`SELECT count(*)::int AS n FROM transfers WHERE id LIKE ${`agent-pay:daily:${agent!.id}:%`}`,
    );
    expect(again!.n).toBe(transfers!.n);
    expect(await daily()).toHaveLength(after.length);
  });
});
