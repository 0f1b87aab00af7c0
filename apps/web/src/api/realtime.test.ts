import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '@/test/fake-websocket';
import { connectRealtime, parseBalanceEvent, realtimeUrl } from './realtime';
import { backoffDelay, UNAUTHORIZED_CLOSE } from './reconnecting-socket';

const BALANCE = { type: 'balance', balance: '5040.00', held: '0.00', available: '5040.00', currency: 'MXN' };

function open(options: Partial<Parameters<typeof connectRealtime>[0]> = {}) {
  const onBalance = vi.fn();
  const onUnauthorized = vi.fn();
  const stop = connectRealtime({
    token: 'tok-1',
    onBalance,
    onUnauthorized,
    url: 'ws://site.test/wps/realtime',
    createSocket: (url) => new FakeWebSocket(url),
    delay: (attempt) => 1000 * 2 ** attempt,
    ...options,
  });
  return { stop, onBalance, onUnauthorized };
}

beforeEach(() => {
  FakeWebSocket.reset();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the real-time channel', () => {
  it('lives on the page’s origin, ws or wss', () => {
    expect(realtimeUrl({ protocol: 'http:', host: '127.0.0.1:8080' })).toBe(
      'ws://127.0.0.1:8080/wps/realtime',
    );
    expect(realtimeUrl({ protocol: 'https:', host: 'casino.example' })).toBe(
      'wss://casino.example/wps/realtime',
    );
  });

  it('authenticates with the token in the first message, never in the URL', () => {
    open();
    const socket = FakeWebSocket.last;
    expect(socket.url).toBe('ws://site.test/wps/realtime');
    expect(socket.url).not.toContain('tok-1');
    socket.serverOpen();
    expect(socket.sent.map((m) => JSON.parse(m))).toEqual([{ type: 'auth', token: 'tok-1' }]);
  });

  it('hands on balance pushes and ignores anything else', () => {
    const { onBalance } = open();
    const socket = FakeWebSocket.last;
    socket.serverOpen();
    socket.serverSend(BALANCE);
    socket.serverSend({ type: 'hello' });
    socket.serverSend({ ...BALANCE, available: 5040 });
    socket.onmessage?.(new MessageEvent('message', { data: 'not json' }));
    expect(onBalance).toHaveBeenCalledTimes(1);
    expect(onBalance).toHaveBeenCalledWith(BALANCE);
  });

  it('says when each connection is subscribed (its first balance), so that missed events are fetched', () => {
    const onSubscribed = vi.fn();
    open({ onSubscribed });
    FakeWebSocket.last.serverOpen();
    expect(onSubscribed).not.toHaveBeenCalled();
    FakeWebSocket.last.serverSend(BALANCE);
    FakeWebSocket.last.serverSend({ ...BALANCE, available: '5000.00' });
    expect(onSubscribed).toHaveBeenCalledTimes(1);
    FakeWebSocket.last.serverClose(1006);
    vi.advanceTimersByTime(1000);
    FakeWebSocket.last.serverOpen();
    FakeWebSocket.last.serverSend(BALANCE);
    expect(onSubscribed).toHaveBeenCalledTimes(2);
  });

  it('reconnects after a drop with a growing delay, reset once a balance arrives', () => {
    open();
    FakeWebSocket.last.serverClose(1006);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.last.serverClose(1006);
    vi.advanceTimersByTime(1999);
    expect(FakeWebSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(3);
    // Connected and authenticated again: the next drop starts from the shortest delay.
    FakeWebSocket.last.serverOpen();
    FakeWebSocket.last.serverSend(BALANCE);
    FakeWebSocket.last.serverClose(1001);
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(4);
  });

  it('stops for good when the server refuses the token', () => {
    const { onUnauthorized } = open();
    FakeWebSocket.last.serverOpen();
    FakeWebSocket.last.serverClose(UNAUTHORIZED_CLOSE);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('closes on stop (logout) and does not come back', () => {
    const { stop } = open();
    const socket = FakeWebSocket.last;
    socket.serverOpen();
    stop();
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'logout' });
    socket.serverClose(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('a stop while waiting to reconnect cancels the reconnection', () => {
    const { stop } = open();
    FakeWebSocket.last.serverClose(1006);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('backs off 1 s, 2 s, 4 s… up to 30 s with some spread', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((attempt) => backoffDelay(attempt, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    expect(backoffDelay(0, () => 1)).toBe(1200);
  });

  it('checks pushed balances are money strings', () => {
    expect(parseBalanceEvent(JSON.stringify(BALANCE))).toEqual(BALANCE);
    expect(parseBalanceEvent(JSON.stringify({ ...BALANCE, held: '1.5' }))).toBeNull();
    expect(parseBalanceEvent('null')).toBeNull();
  });
});
