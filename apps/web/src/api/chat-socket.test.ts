import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '@/test/fake-websocket';
import { connectChat } from './chat-socket';
import { UNAUTHORIZED_CLOSE } from './reconnecting-socket';

afterEach(() => {
  vi.useRealTimers();
});

describe('the chat’s live socket', () => {
  it('says who is there, hands on events, and reloads on every (re)connection', () => {
    vi.useFakeTimers();
    const events: unknown[] = [];
    const connected: boolean[] = [];
    const onReady = vi.fn();
    const stop = connectChat({
      hello: { type: 'guest', guestToken: 'g1' },
      url: 'ws://test/wps/chat/live',
      onEvent: (event) => events.push(event),
      onReady,
      onConnected: (isConnected) => connected.push(isConnected),
    });
    const first = FakeWebSocket.last;
    first.serverOpen();
    expect(JSON.parse(first.sent[0]!)).toEqual({ type: 'guest', guestToken: 'g1' });
    first.serverSend({ type: 'chat.ready' });
    first.serverSend({ type: 'chat.state', state: 'closed' });
    expect(events).toEqual([{ type: 'chat.state', state: 'closed' }]);
    first.serverClose(1006);
    vi.advanceTimersByTime(1300);
    FakeWebSocket.last.serverOpen();
    FakeWebSocket.last.serverSend({ type: 'chat.ready' });
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(onReady).toHaveBeenCalledTimes(2);
    expect(connected).toEqual([true, false, true]);
    stop();
    expect(FakeWebSocket.last.closedWith).toEqual({ code: 1000, reason: 'closed' });
  });

  it('stays closed when the server refuses who is there', () => {
    vi.useFakeTimers();
    connectChat({ hello: { type: 'member', token: 'bad' }, url: 'ws://test', onEvent: () => undefined });
    FakeWebSocket.last.serverClose(UNAUTHORIZED_CLOSE);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
