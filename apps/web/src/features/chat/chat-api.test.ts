import { CHAT_GUEST_STORAGE } from '@crupier/contract/chat';
import { afterEach, describe, expect, it } from 'vitest';
import { chatPath, readGuest, saveGuest } from '@/api/chat';
import { consumeChatParam } from '@/lib/chat-store';

afterEach(() => localStorage.clear());

describe('chat room client', () => {
  it('keeps a guest’s name and token in this browser, and ignores anything malformed', () => {
    expect(readGuest()).toBeNull();
    saveGuest({ guestToken: 'a'.repeat(43), name: 'Ana' });
    expect(readGuest()).toEqual({ guestToken: 'a'.repeat(43), name: 'Ana' });
    localStorage.setItem(CHAT_GUEST_STORAGE, '{"name":1}');
    expect(readGuest()).toBeNull();
    localStorage.setItem(CHAT_GUEST_STORAGE, 'not json');
    expect(readGuest()).toBeNull();
    saveGuest(null);
    expect(localStorage.getItem(CHAT_GUEST_STORAGE)).toBeNull();
  });

  it('calls the member routes with the session, the guest routes with the token', () => {
    expect(chatPath({ kind: 'member' }, '/messages')).toBe('/wps/chat/messages');
    expect(chatPath({ kind: 'guest', guestToken: 'x' })).toBe('/wps/chat/guest');
  });

  it('opens on ?chat=1 (CBS_launchChat) and takes the parameter out of the address', () => {
    window.history.replaceState(null, '', '/promotions?chat=1&x=2');
    expect(consumeChatParam()).toBe(true);
    expect(window.location.pathname + window.location.search).toBe('/promotions?x=2');
    expect(consumeChatParam()).toBe(false);
  });
});
