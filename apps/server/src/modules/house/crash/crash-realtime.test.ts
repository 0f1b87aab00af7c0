import { parseMultiplier, type TCrashEvent, type TCrashRound } from '@crupier/contract/crash';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { App } from '@/app';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { bearer, call, freshIp, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';
import { cashoutWin, crashPointOf, sha256 } from './crash-fairness';

/**
 * A whole crash round over HTTP and the real-time channel, driven by the real loop on its timers
 * (shortened: 1.5 s of betting, a curve 66 times steeper than the default).
 */
let app: App;
let url: string;
beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' }, (a) =>
    a.services.rgs.crash.configure({ bettingMs: 1_500, pauseMs: 150, tickMs: 10, growthPerMs: 0.004 }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/wps/realtime`;
});
afterAll(async () => {
  await app.close();
});

async function session(username: string) {
  const token = await tokenFor(app, username, DEMO_PASSWORD, { ip: freshIp() });
  const rows = await app.services.db.execute(
    sql`SELECT id::text AS id FROM games WHERE engine = 'crash' ORDER BY id LIMIT 1`,
  );
  const nodeId = (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
  const launch = await call(
    app,
    {},
    { method: 'POST', url: '/wps/game/launchGame', payload: { nodeId }, headers: bearer(token) },
  );
  const launchToken = new URL(launch.json().value.url, 'http://x').searchParams.get('launch')!;
  const auth = await app.inject({ method: 'POST', url: '/rgs/authenticate', payload: { launchToken } });
  return { token, sessionId: auth.json().value.sessionId as string };
}

type Message = TCrashEvent | { type: 'balance'; available: string };

function subscribe(sessionId: string): Promise<{ socket: WebSocket; messages: Message[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const messages: Message[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    socket.on('open', () => {
      socket.send(JSON.stringify({ type: 'game', sessionId }));
      resolve({ socket, messages });
    });
    socket.on('error', reject);
  });
}

async function until<T>(find: () => T | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

const rounds = (messages: Message[]) =>
  messages.flatMap((m) =>
    m.type === 'crash' && m.event === 'round' && m.round ? [m.round as TCrashRound] : [],
  );

describe('crash rounds on the real-time channel', () => {
  it('plays a shared round: bets, the flight, a cash-out, an auto cash-out, the crash and its seed', async () => {
    const p1 = await session('jugador1');
    const p2 = await session('jugador2');
    const { socket, messages } = await subscribe(p1.sessionId);
    await until(() => messages.find((m) => m.type === 'balance'));
    // The snapshot on subscribing, then a fresh round's betting phase.
    await until(() => rounds(messages)[0]);
    const seen = messages.length;
    const betting = await until(() => rounds(messages.slice(seen)).find((r) => r.phase === 'betting'));
    expect(betting).toMatchObject({ seed: null, crashPoint: null, players: [] });
    expect(betting.hash).toMatch(/^[0-9a-f]{64}$/);

    const bet1 = await app.inject({
      method: 'POST',
      url: '/rgs/play',
      payload: { sessionId: p1.sessionId, bet: '1.00', params: { autoCashout: '1.10' } },
    });
    const bet2 = await app.inject({
      method: 'POST',
      url: '/rgs/play',
      payload: { sessionId: p2.sessionId, bet: '2.00' },
    });
    expect(bet1.statusCode).toBe(200);
    expect(bet2.statusCode).toBe(200);
    const id1 = bet1.json().value.round.roundId as string;
    const id2 = bet2.json().value.round.roundId as string;
    await until(() =>
      messages.filter((m) => m.type === 'crash' && m.event === 'bet' && m.roundId === betting.roundId)
        .length === 2
        ? true
        : undefined,
    );
    const named = messages.flatMap((m) => (m.type === 'crash' && m.event === 'bet' ? [m.player.player] : []));
    expect(named.sort()).toEqual(['ju****r1', 'ju****r2']);

    const flying = await until(() =>
      rounds(messages).find((r) => r.roundId === betting.roundId && r.phase !== 'betting'),
    );
    expect(flying.startedAt).not.toBeNull();
    const cashout = await app.inject({
      method: 'POST',
      url: '/rgs/play',
      payload: { sessionId: p2.sessionId, action: 'cashout' },
    });

    const crashed = await until(() =>
      rounds(messages).find((r) => r.roundId === betting.roundId && r.phase === 'crashed'),
    );
    const crashPoint = parseMultiplier(crashed.crashPoint!)!;
    expect(sha256(crashed.seed!)).toBe(crashed.hash);
    expect(crashPointOf(crashed.seed!, crashed.salt)).toBe(crashPoint);
    expect(crashed.hash).toBe(betting.hash);

    const byId = new Map(crashed.players.map((p) => [p.id, p]));
    if (crashPoint >= 110) {
      expect(byId.get(id1)).toMatchObject({ state: 'cashed', cashout: '1.10', win: '1.10' });
    } else {
      expect(byId.get(id1)).toMatchObject({ state: 'lost', cashout: null, win: '0.00' });
    }
    if (cashout.statusCode === 200) {
      const multiplier = parseMultiplier(cashout.json().value.round.outcome.cashout)!;
      expect(multiplier).toBeLessThan(crashPoint);
      const win = cashoutWin(200n, multiplier);
      expect(byId.get(id2)).toMatchObject({
        state: 'cashed',
        win: `${win / 100n}.${String(win % 100n).padStart(2, '0')}`,
      });
    } else {
      expect(cashout.json().code).toBe('round_crashed');
      expect(byId.get(id2)).toMatchObject({ state: 'lost' });
    }

    // A client joining now gets the crash in the history, and the loop has moved on by itself.
    const next = await until(() => rounds(messages).find((r) => r.roundNo === betting.roundNo + 1));
    expect(next.phase).toBe('betting');
    const state = (await app.inject({ url: `/rgs/crash/state?sessionId=${p2.sessionId}` })).json().value;
    expect(state.history[0]).toMatchObject({ roundId: betting.roundId, crashPoint: crashed.crashPoint });
    expect(state.history.length).toBeLessThanOrEqual(20);
    socket.close();
  });

  it('refuses a socket with an unknown game session', async () => {
    const { socket } = await subscribe('no-such-session');
    const code = await new Promise<number>((r) => socket.on('close', (c) => r(c)));
    expect(code).toBe(4401);
  });
});
