import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { addStaff } from '@/test/backoffice';
import { bearer, call, freshIp, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';

let app: App;
let player: string;
let other: string;
let risk: string;
let support: string;

beforeAll(async () => {
  app = await createTestApp({ challenge: 'off', logLevel: 'error' });
  player = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
  other = await tokenFor(app, 'jugador2', DEMO_PASSWORD, { ip: freshIp() });
  risk = await addStaff(app, 'sbrisk', ['risk']);
  support = await addStaff(app, 'sbsupport', ['support']);
  await app.services.sportsbook.stop();
  await app.services.sportsbook.ensureFixtures(app.services.clock.now());
});
afterAll(async () => {
  await app.close();
});

async function sportsGame(category = 'SPORTS') {
  const rows = await app.services.db.execute(
    sql`SELECT id::text AS id FROM games WHERE game_type = ${category} AND engine = 'sportsbook' ORDER BY id LIMIT 1`,
  );
  return (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
}

async function openSession(token = player, category = 'SPORTS') {
  const launch = await call(
    app,
    {},
    {
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId: await sportsGame(category) },
      headers: bearer(token),
    },
  );
  expect(launch.statusCode).toBe(200);
  const url = new URL(launch.json().value.url, 'http://x');
  expect(url.searchParams.get('client')).toBe('sportsbook');
  const launchToken = url.searchParams.get('launch')!;
  const res = await app.inject({ method: 'POST', url: '/sb/session', payload: { launchToken } });
  expect(res.statusCode).toBe(200);
  return res.json().value as {
    sessionId: string;
    balance: string;
    sport: string;
    limits: Record<string, string>;
  };
}

const balance = async (token = player) =>
  (await call(app, {}, { url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value
    .available as string;

async function prematch(sport = 'football', pageSize = 10) {
  // Events starting within the next minutes are skipped: they may go live (and reprice) meanwhile.
  const res = await app.inject({ url: `/sb/events?sport=${sport}&status=prematch&pageSize=${pageSize + 3}` });
  expect(res.statusCode, res.body).toBe(200);
  const value = res.json().value;
  return { ...value, list: value.list.slice(3) };
}

const place = (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/sb/bets', payload: body });
const cents = (s: string) => Math.round(Number(s) * 100);
/** A single on one outcome at its quoted odds, taking the current price. */
const placeSingle = (sessionId: string, outcome: { outcomeId: string; odds: string }, stake: string) =>
  place({
    sessionId,
    kind: 'single',
    stake,
    selections: [{ outcomeId: outcome.outcomeId, odds: outcome.odds }],
    acceptOdds: 'any',
  });

describe('sportsbook', () => {
  it('opens a session from the launch token of a SPORTS game, once', async () => {
    const s = await openSession();
    expect(s).toMatchObject({ sport: 'football', limits: { minStake: '1.00' } });
    const cf = await openSession(player, 'COCKFIGHT');
    expect(cf.sport).toBe('cockfight');
    const bad = await app.inject({ method: 'POST', url: '/sb/session', payload: { launchToken: 'nope' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ success: false, code: 'invalid_launch_token' });
  });

  it('lists at least 40 prematch events a day per sport, with markets and 2-decimal odds', async () => {
    for (const sport of ['football', 'basketball', 'tennis', 'esports', 'cockfight']) {
      const page = await prematch(sport, 5);
      expect(page.total).toBeGreaterThanOrEqual(40);
      for (const event of page.list) {
        expect(event.sport).toBe(sport);
        expect(event.markets.length).toBeGreaterThan(0);
        for (const m of event.markets) for (const o of m.outcomes) expect(o.odds).toMatch(/^\d+\.\d{2}$/);
      }
    }
    const fb = (await prematch('football', 1)).list[0];
    expect(fb.markets.map((m: { type: string }) => m.type)).toEqual(
      expect.arrayContaining(['1x2', 'double_chance', 'total', 'handicap', 'btts', 'correct_score']),
    );
    expect(fb.markets.some((m: { line: string | null }) => m.line === '-0.25')).toBe(true);
  });

  it('takes a single: the stake is debited, the bet listed and in the betting record; the result pays it', async () => {
    const s = await openSession();
    const event = (await prematch()).list[0];
    const home = event.markets.find((m: { type: string }) => m.type === '1x2').outcomes[0];
    const before = await balance();
    const res = await place({
      sessionId: s.sessionId,
      kind: 'single',
      stake: '10.00',
      selections: [{ outcomeId: home.outcomeId, odds: home.odds }],
      acceptOdds: 'none',
    });
    expect(res.statusCode).toBe(200);
    const { bet, balance: after } = res.json().value;
    expect(bet).toMatchObject({ state: 'open', stake: '10.00', odds: home.odds });
    expect(cents(after)).toBe(cents(before) - 1000);
    expect(cents(bet.potentialWin)).toBe(Math.floor(10 * cents(home.odds)));

    const open = await app.inject({ url: `/sb/bets?sessionId=${s.sessionId}&state=open` });
    expect(open.json().value.list.map((b: { betId: string }) => b.betId)).toContain(bet.betId);
    // Another member's session does not see it, nor cash it out.
    const theirs = await openSession(other);
    const seen = await app.inject({ url: `/sb/bets?sessionId=${theirs.sessionId}` });
    expect(seen.json().value.list.map((b: { betId: string }) => b.betId)).not.toContain(bet.betId);
    const steal = await app.inject({
      method: 'POST',
      url: `/sb/bets/${bet.betId}/cashout`,
      payload: { sessionId: theirs.sessionId, amount: '1.00' },
    });
    expect(steal.statusCode).toBe(404);

    const record = await call(app, {}, { url: '/wps/member/bettingRecord', headers: bearer(player) });
    expect(record.json().value.list.some((r: { roundId: string }) => r.roundId === bet.betId)).toBe(true);

    const fin = await app.inject({
      method: 'POST',
      url: '/dev/sb/finish',
      payload: { eventId: event.eventId, home: 2, away: 0 },
    });
    expect(fin.statusCode).toBe(200);
    expect(fin.json().value.betsSettled).toBeGreaterThanOrEqual(1);
    const settled = (await app.inject({ url: `/sb/bets?sessionId=${s.sessionId}&state=settled` })).json()
      .value.list;
    const mine = settled.find((b: { betId: string }) => b.betId === bet.betId);
    expect(mine).toMatchObject({ state: 'settled', result: 'won', payout: bet.potentialWin });
    expect(cents(await balance())).toBe(cents(before) - 1000 + cents(bet.potentialWin));
    // Booked set-based exactly as the wallet's credit would be: its vendor transaction and a `win`
    // transfer on the member's wallet; the same credit through the wallet is a replay, not a payment.
    const booked = (
      (await app.services.db.execute(
        sql`SELECT vt.op, vt.status, vt.amount::text AS amount, t.kind, t.amount::text AS transfer
            FROM vendor_transactions vt JOIN transfers t ON t.id = 'v' || vt.vendor_id || ':' || vt.transaction_id
            WHERE vt.transaction_id = ${`sb:${bet.betId}:s1`}`,
      )) as unknown as { rows: Record<string, string>[] }
    ).rows;
    expect(booked).toEqual([
      {
        op: 'credit',
        status: 'done',
        amount: String(cents(bet.potentialWin)),
        kind: 'win',
        transfer: String(cents(bet.potentialWin)),
      },
    ]);
    await app.services.db.execute(
      sql`UPDATE sb_settlements SET applied_at = NULL WHERE bet_id = ${bet.betId} AND version = 1`,
    );
    expect(
      await app.services.sportsbook.settlement.applyMoves(app.services.clock.now(), [bet.betId]),
    ).toEqual({
      applied: 1,
      failed: 0,
    });
    expect(cents(await balance())).toBe(cents(before) - 1000 + cents(bet.potentialWin));

    // A corrected result (operator) takes the win back: only the difference moves, once.
    const corrected = await call(
      app,
      {},
      {
        method: 'POST',
        url: `/ops/sb/events/${event.eventId}/result`,
        headers: bearer(risk),
        payload: { home: 0, away: 1, reason: 'wrong score reported' },
      },
    );
    expect(corrected.statusCode).toBe(200);
    expect(cents(await balance())).toBe(cents(before) - 1000);
    const again = await call(
      app,
      {},
      {
        method: 'POST',
        url: `/ops/sb/events/${event.eventId}/result`,
        headers: bearer(risk),
        payload: { home: 0, away: 1, reason: 'same again' },
      },
    );
    expect(again.json().value.betsSettled).toBe(0);
    expect(cents(await balance())).toBe(cents(before) - 1000);
    const audit = await call(app, {}, { url: '/ops/audit?action=ops_sb_result', headers: bearer(risk) });
    expect(audit.json().value.list.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses moved odds, suspended markets, limits and bad slips without moving money', async () => {
    const s = await openSession();
    const events = (await prematch('football', 3)).list;
    const o = events[0].markets[0].outcomes[0];
    const before = await balance();
    const moved = await place({
      sessionId: s.sessionId,
      kind: 'single',
      stake: '5.00',
      selections: [{ outcomeId: o.outcomeId, odds: '99.99' }],
      acceptOdds: 'none',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'odds_changed' });
    expect(JSON.stringify(moved.json())).toContain(o.odds);
    const higher = await place({
      sessionId: s.sessionId,
      kind: 'single',
      stake: '5.00',
      selections: [{ outcomeId: o.outcomeId, odds: '1.01' }],
      acceptOdds: 'higher',
    });
    expect(higher.statusCode).toBe(200);
    expect(higher.json().value.bet.selections[0].odds).toBe(o.odds);

    const limit = await place({
      sessionId: s.sessionId,
      kind: 'single',
      stake: '999999.00',
      selections: [{ outcomeId: o.outcomeId, odds: o.odds }],
      acceptOdds: 'any',
    });
    expect(limit.statusCode).toBe(422);
    expect(limit.json().code).toBe('stake_limit');
    const same = await place({
      sessionId: s.sessionId,
      kind: 'combo',
      stake: '5.00',
      selections: [events[0].markets[0].outcomes[0], events[0].markets[1].outcomes[0]].map((x) => ({
        outcomeId: x.outcomeId,
        odds: x.odds,
      })),
      acceptOdds: 'any',
    });
    expect(same.statusCode).toBe(422);
    const suspend = await call(
      app,
      {},
      {
        method: 'POST',
        url: `/ops/sb/events/${events[1].eventId}/suspend`,
        headers: bearer(risk),
        payload: { suspended: true, reason: 'integrity alert' },
      },
    );
    expect(suspend.statusCode).toBe(200);
    const o2 = events[1].markets[0].outcomes[0];
    const stopped = await place({
      sessionId: s.sessionId,
      kind: 'single',
      stake: '5.00',
      selections: [{ outcomeId: o2.outcomeId, odds: o2.odds }],
      acceptOdds: 'any',
    });
    expect(stopped.statusCode).toBe(409);
    expect(stopped.json().code).toBe('market_suspended');
    expect(cents(await balance())).toBe(cents(before) - 500);

    // One market suspended right after a bet priced it (placement reads events from a short cache):
    // the bet's insert checks the market under its lock, and nothing moves.
    const m3 = events[2].markets[0];
    const warm = await place({
      sessionId: s.sessionId,
      kind: 'single',
      stake: '1.00',
      selections: [{ outcomeId: m3.outcomes[0].outcomeId, odds: m3.outcomes[0].odds }],
      acceptOdds: 'any',
    });
    expect(warm.statusCode).toBe(200);
    const marketOff = await call(
      app,
      {},
      {
        method: 'POST',
        url: `/ops/sb/events/${events[2].eventId}/suspend`,
        headers: bearer(risk),
        payload: { marketId: m3.marketId, suspended: true, reason: 'market under review' },
      },
    );
    expect(marketOff.statusCode).toBe(200);
    const late = await place({
      sessionId: s.sessionId,
      kind: 'single',
      stake: '1.00',
      selections: [{ outcomeId: m3.outcomes[0].outcomeId, odds: m3.outcomes[0].odds }],
      acceptOdds: 'any',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('market_suspended');
    expect(cents(await balance())).toBe(cents(before) - 600);

    for (const body of [
      {},
      { sessionId: s.sessionId, kind: 'single', stake: 'abc', selections: [], acceptOdds: 'none' },
      {
        sessionId: s.sessionId,
        kind: 'parlay',
        stake: '1.00',
        selections: [{ outcomeId: 'x', odds: '1.50' }],
      },
    ]) {
      const bad = await place(body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().success).toBe(false);
    }
    const unknownSession = await place({
      sessionId: 'nope',
      kind: 'single',
      stake: '1.00',
      selections: [{ outcomeId: o.outcomeId, odds: o.odds }],
    });
    expect(unknownSession.statusCode).toBe(401);
    // Support has no sportsbook role; a member token is refused by /ops.
    const forbidden = await call(app, {}, { url: '/ops/sb/events', headers: bearer(support) });
    expect(forbidden.statusCode).toBe(403);
    const member = await call(app, {}, { url: '/ops/sb/events', headers: bearer(player) });
    expect(member.statusCode).toBe(401);
  });

  it('settles a 3-leg combo and a 2/3 system bet to the cent, voids refund, and the ledger verifies', async () => {
    const s = await openSession();
    const events = (await prematch('basketball', 3)).list;
    const legs = events.map(
      (e: { markets: { type: string; outcomes: { outcomeId: string; odds: string }[] }[] }) => {
        const o = e.markets.find((m) => m.type === 'moneyline')!.outcomes[0]!;
        return { outcomeId: o.outcomeId, odds: o.odds };
      },
    );
    const before = await balance();
    const combo = await place({
      sessionId: s.sessionId,
      kind: 'combo',
      stake: '2.00',
      selections: legs,
      acceptOdds: 'none',
    });
    expect(combo.statusCode).toBe(200);
    const system = await place({
      sessionId: s.sessionId,
      kind: 'system',
      system: '2/3',
      stake: '3.00',
      selections: legs,
      acceptOdds: 'none',
    });
    expect(system.statusCode).toBe(200);
    const odds = legs.map((l: { odds: string }) => cents(l.odds));
    // Home wins the first two, loses the third; the third event is then voided.
    await app.inject({
      method: 'POST',
      url: '/dev/sb/finish',
      payload: { eventId: events[0].eventId, home: 100, away: 90 },
    });
    await app.inject({
      method: 'POST',
      url: '/dev/sb/finish',
      payload: { eventId: events[1].eventId, home: 101, away: 99 },
    });
    await app.inject({
      method: 'POST',
      url: '/dev/sb/finish',
      payload: { eventId: events[2].eventId, home: 80, away: 99 },
    });
    const afterLoss = await balance();
    const doubleAB = Math.floor((100 * odds[0] * odds[1]) / 10_000);
    expect(cents(afterLoss)).toBe(cents(before) - 500 + doubleAB);
    const voided = await call(
      app,
      {},
      {
        method: 'POST',
        url: `/ops/sb/events/${events[2].eventId}/void`,
        headers: bearer(risk),
        payload: { reason: 'abandoned' },
      },
    );
    expect(voided.statusCode).toBe(200);
    // Void leg = 1.00: combo returns 2 × A × B; system lines AB, AC(=A), BC(=B).
    const comboWin = Math.floor((200 * odds[0] * odds[1]) / 10_000);
    const systemWin = doubleAB + Math.floor((100 * odds[0]) / 100) + Math.floor((100 * odds[1]) / 100);
    expect(cents(await balance())).toBe(cents(before) - 500 + comboWin + systemWin);
    const exposure = await call(
      app,
      {},
      { url: `/ops/sb/events/${events[0].eventId}/exposure`, headers: bearer(risk) },
    );
    expect(exposure.statusCode).toBe(200);
    const report = await app.services.ledger.verify();
    expect(report.ok).toBe(true);
  });

  it('cashes out at the offer seen, and refuses a stale one with the new amount', async () => {
    const s = await openSession();
    const o = (await prematch('tennis', 1)).list[0].markets[0].outcomes[0];
    const placed = await place({
      sessionId: s.sessionId,
      kind: 'single',
      stake: '20.00',
      selections: [{ outcomeId: o.outcomeId, odds: o.odds }],
      acceptOdds: 'none',
    });
    const bet = placed.json().value.bet;
    expect(bet.cashout).not.toBeNull();
    const stale = await app.inject({
      method: 'POST',
      url: `/sb/bets/${bet.betId}/cashout`,
      payload: { sessionId: s.sessionId, amount: '0.01' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('cashout_changed');
    const before = await balance();
    const done = await app.inject({
      method: 'POST',
      url: `/sb/bets/${bet.betId}/cashout`,
      payload: { sessionId: s.sessionId, amount: bet.cashout },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().value.bet).toMatchObject({ state: 'cashed_out', payout: bet.cashout });
    expect(cents(await balance())).toBe(cents(before) + cents(bet.cashout));
    const twice = await app.inject({
      method: 'POST',
      url: `/sb/bets/${bet.betId}/cashout`,
      payload: { sessionId: s.sessionId, amount: bet.cashout },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('voids bets a placement left pending and gives their stakes back once; a stake not yet taken is barred', async () => {
    const sb = app.services.sportsbook;
    const db = app.services.db;
    const s = await openSession();
    // An event no other test here suspends, voids or finishes.
    const event = (await prematch('football', 20)).list[17];
    const home = event.markets.find((m: { type: string }) => m.type === '1x2').outcomes[0];
    const before = await balance();
    const res = await placeSingle(s.sessionId, home, '5.00');
    expect(res.statusCode).toBe(200);
    const debited = res.json().value.bet.betId as string;
    // The process stopped between the stake's debit and the open mark, ten minutes ago.
    await db.execute(
      sql`UPDATE sb_bets SET state = 'pending', created_at = now() - interval '10 minutes' WHERE id = ${debited}`,
    );
    // And another stopped before its debit: written pending, no stake taken.
    const undebited = crypto.randomUUID();
    await db.execute(sql`
      INSERT INTO sb_bets (id, merchant_id, account_id, session_id, game_id, kind, system_k, stake, unit_stake,
        lines, odds, potential_win, state, created_at)
      SELECT ${undebited}, merchant_id, account_id, session_id, game_id, kind, system_k, stake, unit_stake,
        lines, odds, potential_win, 'pending', created_at FROM sb_bets WHERE id = ${debited}`);
    await db.execute(sql`
      INSERT INTO house_rounds (id, session_id, merchant_id, account_id, game_id, engine, bet, params, state,
        server_seed_hash, client_seed, nonce, debit_tx, created_at)
      SELECT ${undebited}, session_id, merchant_id, account_id, game_id, engine, bet, params, 'debited',
        ${`sb:${undebited}`}, client_seed, nonce, ${`sb:${undebited}:stake`}, created_at
      FROM house_rounds WHERE id = ${debited}`);
    // A bet pending since just now is left alone: its placement may still be running.
    const recent = await placeSingle(s.sessionId, home, '1.00');
    const running = recent.json().value.bet.betId as string;
    await db.execute(sql`UPDATE sb_bets SET state = 'pending' WHERE id = ${running}`);
    expect(cents(await balance())).toBe(cents(before) - 600);

    expect(await sb.voidStrandedBets(app.services.clock.now())).toBe(2);
    expect(cents(await balance())).toBe(cents(before) - 100);
    const left = await db.execute(sql`SELECT state FROM sb_bets WHERE id = ${running}`);
    expect((left as unknown as { rows: { state: string }[] }).rows).toEqual([{ state: 'pending' }]);
    await db.execute(sql`UPDATE sb_bets SET state = 'open' WHERE id = ${running}`);
    const states = await db.execute(sql`
      SELECT b.id, b.state, r.state AS round FROM sb_bets b JOIN house_rounds r ON r.id = b.id
      WHERE b.id IN (${debited}, ${undebited}) ORDER BY b.id`);
    expect((states as unknown as { rows: { state: string; round: string }[] }).rows).toEqual(
      [debited, undebited].sort().map((id) => ({ id, state: 'refused', round: 'refused' })),
    );
    // The stake that was never taken can no longer be: its id is a tombstone.
    const barred = await db.execute(
      sql`SELECT status FROM vendor_transactions WHERE transaction_id = ${`sb:${undebited}:stake`}`,
    );
    expect((barred as unknown as { rows: { status: string }[] }).rows).toEqual([{ status: 'tombstone' }]);
    // Once only.
    expect(await sb.voidStrandedBets(app.services.clock.now())).toBe(0);
    expect(cents(await balance())).toBe(cents(before) - 100);
    expect((await app.services.ledger.verify()).ok).toBe(true);
  });

  it('writes a bet with its stake or not at all: bets placed together never overdraw, a refused one is recorded refused', async () => {
    const db = app.services.db;
    const s = await openSession(other);
    // An event no other test here suspends, voids or finishes.
    const event = (await prematch('football', 20)).list[16];
    const home = event.markets.find((m: { type: string }) => m.type === '1x2').outcomes[0];
    const before = cents(await balance(other));
    // Three stakes of 40 % of the balance at once (one batch): two fit, the third does not.
    const stake = Math.floor(before * 0.4);
    const stakeText = `${Math.trunc(stake / 100)}.${String(stake % 100).padStart(2, '0')}`;
    const answers = await Promise.all([0, 1, 2].map(() => placeSingle(s.sessionId, home, stakeText)));
    const taken = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(taken).toHaveLength(2);
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual([[422, 'insufficient_funds']]);
    for (const r of taken) expect(r.json().value.bet.state).toBe('open');
    expect(cents(await balance(other))).toBe(before - 2 * stake);
    // Each bet is open with its stake taken, or refused with its round closed and its call refused.
    const rows = await db.execute(
      sql`SELECT b.state, r.state AS round, v.status AS call FROM sb_bets b
          JOIN house_rounds r ON r.id = b.id
          JOIN vendor_transactions v ON v.transaction_id = 'sb:' || b.id || ':stake'
          WHERE b.session_id = ${s.sessionId} ORDER BY b.state`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { state: 'open', round: 'debited', call: 'done' },
      { state: 'open', round: 'debited', call: 'done' },
      { state: 'refused', round: 'refused', call: 'refused' },
    ]);
    expect((await app.services.ledger.verify()).ok).toBe(true);
  });

  it('runs the world: events go live with a score and clock, and end with their drawn result', async () => {
    const sb = app.services.sportsbook;
    const now = app.services.clock.now();
    await sb.tick(now);
    const live = await app.inject({ url: '/sb/events?status=live&pageSize=50' });
    const list = live.json().value.list;
    expect(list.length).toBeGreaterThan(0);
    expect(
      list.every((e: { clock: string | null; score: unknown }) => e.clock !== null && e.score !== null),
    ).toBe(true);
    await sb.tick(new Date(now.getTime() + 30 * 60_000));
    const ended = await app.inject({ url: '/sb/events?status=ended&pageSize=5' });
    expect(ended.json().value.total).toBeGreaterThan(0);
    expect(ended.json().value.list[0].score).not.toBeNull();
  });
});
