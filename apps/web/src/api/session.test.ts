import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getToken,
  markLoggedIn,
  SESSION_ASK_MS,
  SESSION_CHANNEL,
  setToken,
  shareSessionWithTabs,
  useSession,
} from './session';

const MEMBER = { id: '7', account: 'jugador1', nickname: 'Jugador Uno', type: 0, isAgent: false };

/** Another tab of the same browser: a channel of its own on the same name. */
function otherTab() {
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  const received: unknown[] = [];
  channel.onmessage = (event) => received.push(event.data);
  return { channel, received };
}

const stops: (() => void)[] = [];
const tabs: BroadcastChannel[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  for (const tab of tabs.splice(0)) tab.close();
});

function start(handlers = { onAdopted: vi.fn(), onLoggedOut: vi.fn() }) {
  stops.push(shareSessionWithTabs(handlers));
  return handlers;
}

describe('session hand-over between the tabs of one browser', () => {
  it('a tab without a session asks the open tabs and takes the first answer into its sessionStorage', async () => {
    const tab = otherTab();
    tabs.push(tab.channel);
    const handlers = start();
    await vi.waitFor(() => expect(tab.received).toEqual([{ type: 'ask' }]));
    // Guarded pages wait meanwhile instead of sending the visitor to /login.
    expect(useSession.getState().isJoining).toBe(true);
    const session = { token: 'tok-1', nickname: 'Jugador Uno', account: 'jugador1', merchantCode: 'DEMO' };
    tab.channel.postMessage({ type: 'share', session });
    tab.channel.postMessage({ type: 'share', session: { ...session, token: 'tok-2' } });
    await vi.waitFor(() => expect(handlers.onAdopted).toHaveBeenCalledOnce());
    expect(getToken()).toBe('tok-1');
    expect(sessionStorage.getItem('account')).toBe('jugador1');
    expect(sessionStorage.getItem('merchantCode')).toBe('DEMO');
    expect(useSession.getState()).toMatchObject({ token: 'tok-1', isLoggedIn: false, isJoining: false });
    // Still session-scoped: nothing in localStorage.
    expect(localStorage.length).toBe(0);
  });

  it('a logged-in tab answers an ask with its session keys; one that is not logged in stays quiet', async () => {
    setToken('tok-9');
    start();
    const tab = otherTab();
    tabs.push(tab.channel);
    tab.channel.postMessage({ type: 'ask' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tab.received).toEqual([]);
    markLoggedIn(MEMBER);
    tab.channel.postMessage({ type: 'ask' });
    await vi.waitFor(() => expect(tab.received).toHaveLength(1));
    expect(tab.received[0]).toEqual({
      type: 'share',
      session: expect.objectContaining({ token: 'tok-9', account: 'jugador1', nickname: 'Jugador Uno' }),
    });
  });

  it('takes no session it did not ask for, nor one arriving after the wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const handlers = start();
    expect(useSession.getState().isJoining).toBe(true);
    vi.advanceTimersByTime(SESSION_ASK_MS + 1);
    vi.useRealTimers();
    // Nobody answered in time: a visitor.
    expect(useSession.getState().isJoining).toBe(false);
    const tab = otherTab();
    tabs.push(tab.channel);
    tab.channel.postMessage({ type: 'share', session: { token: 'late' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getToken()).toBeNull();
    expect(handlers.onAdopted).not.toHaveBeenCalled();
  });

  it('a logout ends the session in the tabs holding the same token, and only there', async () => {
    setToken('tok-5');
    markLoggedIn(MEMBER);
    const handlers = start();
    const tab = otherTab();
    tabs.push(tab.channel);
    tab.channel.postMessage({ type: 'logout', token: 'another-token' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getToken()).toBe('tok-5');
    tab.channel.postMessage({ type: 'logout', token: 'tok-5' });
    await vi.waitFor(() => expect(handlers.onLoggedOut).toHaveBeenCalledOnce());
    expect(getToken()).toBeNull();
    expect(useSession.getState().isLoggedIn).toBe(false);
  });

  it('clearSession tells the other tabs which token ended', async () => {
    setToken('tok-7');
    start();
    const tab = otherTab();
    tabs.push(tab.channel);
    clearSession();
    await vi.waitFor(() => expect(tab.received).toEqual([{ type: 'logout', token: 'tok-7' }]));
  });

  it('ignores messages of another shape', async () => {
    setToken('tok-3');
    markLoggedIn(MEMBER);
    const handlers = start();
    const tab = otherTab();
    tabs.push(tab.channel);
    tab.channel.postMessage('logout');
    tab.channel.postMessage({ type: 'logout' });
    tab.channel.postMessage({ type: 'share', session: { token: 5 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getToken()).toBe('tok-3');
    expect(handlers.onLoggedOut).not.toHaveBeenCalled();
  });
});
