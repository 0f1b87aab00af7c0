import type { TChatGuest, TChatMessage, TChatRoom, TChatSend } from '@crupier/contract/chat';
import { CHAT_GUEST_HEADER, CHAT_GUEST_STORAGE } from '@crupier/contract/chat-constants';
import { apiFetch, defaultHeaders } from '@/api/client';
import { getToken } from '@/api/session';
import { readStorage } from '@/lib/storage';

/** The guest's name and token, kept in this browser (never in a URL). */
export function readGuest(storage?: Pick<Storage, 'getItem'>): TChatGuest | null {
  try {
    const text = storage ? storage.getItem(CHAT_GUEST_STORAGE) : readStorage('local', CHAT_GUEST_STORAGE);
    const value = JSON.parse(text ?? 'null') as Partial<TChatGuest> | null;
    return value && typeof value.guestToken === 'string' && typeof value.name === 'string'
      ? { guestToken: value.guestToken, name: value.name }
      : null;
  } catch {
    return null;
  }
}

export function saveGuest(
  guest: TChatGuest | null,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage,
) {
  if (guest) storage.setItem(CHAT_GUEST_STORAGE, JSON.stringify(guest));
  else storage.removeItem(CHAT_GUEST_STORAGE);
}

/** Who talks: a signed-in member (its session) or a guest (its token); null: a guest with no name yet. */
export type TChatSide = { kind: 'member' } | { kind: 'guest'; guestToken: string };

export function currentSide(): TChatSide | null {
  if (getToken()) return { kind: 'member' };
  const guest = readGuest();
  return guest ? { kind: 'guest', guestToken: guest.guestToken } : null;
}

/** The routes of a side: `/wps/chat…` for a member, `/wps/chat/guest…` with the header for a guest. */
export function chatPath(side: TChatSide, path = ''): string {
  return `${side.kind === 'member' ? '/wps/chat' : '/wps/chat/guest'}${path}`;
}

const sideHeaders = (side: TChatSide): Record<string, string> =>
  side.kind === 'guest' ? { [CHAT_GUEST_HEADER]: side.guestToken } : {};

export const startGuest = (name: string) =>
  apiFetch<TChatGuest>('/wps/chat/guest/start', { method: 'POST', body: { name } });

export const fetchRoom = (side: TChatSide, before?: string) =>
  apiFetch<TChatRoom>(chatPath(side), { headers: sideHeaders(side), query: before ? { before } : undefined });

export const fetchUnread = (side: TChatSide) =>
  apiFetch<{ count: number }>(chatPath(side, '/unread'), { headers: sideHeaders(side) });

export const sendMessage = (side: TChatSide, message: TChatSend) =>
  apiFetch<{ message: TChatMessage; staffOnline: boolean }>(chatPath(side, '/messages'), {
    method: 'POST',
    body: message,
    headers: sideHeaders(side),
  });

export const markRead = (side: TChatSide) =>
  apiFetch<{ count: number }>(chatPath(side, '/read'), {
    method: 'POST',
    body: {},
    headers: sideHeaders(side),
  });

/** A message's image as an object URL (the route needs the session or guest header, an <img> cannot send it). */
export async function fetchImage(side: TChatSide, messageId: string): Promise<string> {
  const response = await fetch(chatPath(side, `/messages/${messageId}/image`), {
    headers: { ...defaultHeaders(), ...sideHeaders(side) },
  });
  if (!response.ok) throw new Error(`image ${response.status}`);
  return URL.createObjectURL(await response.blob());
}

/** A picked file as a data URL (PNG or JPEG, at most 5 MB; the server checks again). */
export function readImageFile(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
