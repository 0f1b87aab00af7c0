import { describe, expect, it, vi } from 'vitest';
import { authMessage, createGameChannel, createRealtimeHub, parseMessage } from '@/api/game-channel';
import { FakeWebSocket } from '@/test/fake-websocket';
import { readStoredGame, STORED_GAME_KEY, updateStoredGame, writeStoredGame } from './stored-game';
import { SESSION } from './test-session';

const options = (token: string | null) => ({
  token,
  sessionId: 'sess-1',
  url: 'ws://test/wps/realtime',
  createSocket: (url: string) => new FakeWebSocket(url),
  delay: () => 10,
});

describe('the game page’s real-time channel', () => {
  it('opens when someone listens, authenticates with the game session and hands on messages', () => {
    const channel = createGameChannel(options('player-token'));
    expect(FakeWebSocket.instances).toHaveLength(0);
    const seen: unknown[] = [];
    channel.subscribe((message) => seen.push(message));
    const socket = FakeWebSocket.last;
    socket.serverOpen();
    expect(JSON.parse(socket.sent[0]!)).toEqual({ type: 'game', sessionId: 'sess-1', token: 'player-token' });
    socket.serverSend({ type: 'balance', available: '10.00' });
    socket.serverSend({ nope: true });
    socket.onmessage?.(new MessageEvent('message', { data: 'not json' }));
    expect(seen).toEqual([{ type: 'balance', available: '10.00' }]);
    channel.send({ type: 'ping' });
    expect(socket.sent.at(-1)).toBe('{"type":"ping"}');
    channel.close();
    expect(socket.closedWith?.code).toBe(1000);
  });

  it('sends no player token for a free trial', () => {
    expect(authMessage('s', null)).toEqual({ type: 'game', sessionId: 's' });
  });

  it('reconnects after a drop and stops when the server refuses the session', () => {
    vi.useFakeTimers();
    const channel = createGameChannel(options(null));
    channel.subscribe(() => undefined);
    FakeWebSocket.last.serverClose(1006);
    vi.advanceTimersByTime(10);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.last.serverClose(4401);
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    channel.close();
  });

  it('keeps listeners across channels (a token that arrives later)', () => {
    const hub = createRealtimeHub();
    const seen: unknown[] = [];
    hub.realtime.subscribe((message) => seen.push(message));
    const close = hub.attach(createGameChannel(options(null)));
    FakeWebSocket.last.serverSend({ type: 'a' });
    close();
    hub.attach(createGameChannel(options('token')));
    FakeWebSocket.last.serverSend({ type: 'b' });
    expect(seen).toEqual([{ type: 'a' }, { type: 'b' }]);
  });

  it('reads only JSON objects with a type', () => {
    expect(parseMessage('{"type":"x","n":1}')).toEqual({ type: 'x', n: 1 });
    expect(parseMessage('[1]')).toBeNull();
    expect(parseMessage('{"type":3}')).toBeNull();
  });
});

describe('the stored game of a tab', () => {
  it('keeps the session for a reload and updates only its own session', () => {
    expect(readStoredGame()).toBeNull();
    writeStoredGame({ session: SESSION, openRoundId: null, bet: null });
    updateStoredGame('another', (game) => ({ ...game, bet: '9.00' }));
    updateStoredGame(SESSION.sessionId, (game) => ({ ...game, bet: '5.00', openRoundId: 'r1' }));
    expect(readStoredGame()).toEqual({ session: SESSION, openRoundId: 'r1', bet: '5.00' });
  });

  it('ignores what is not a stored game', () => {
    sessionStorage.setItem(STORED_GAME_KEY, '{"session":{"sessionId":1}}');
    expect(readStoredGame()).toBeNull();
    sessionStorage.setItem(STORED_GAME_KEY, 'not json');
    expect(readStoredGame()).toBeNull();
  });
});
