import { create } from 'zustand';

/** Whether the chat room (spec §2 modals) is open; every live-support entry opens it. */
export const useChatRoom = create<{ isOpen: boolean; open: () => void; close: () => void }>((set) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
}));

/** `CBS_launchChat` answers `/?chat=1`: a page opened with `chat=1` starts with the room open. */
export function consumeChatParam(location: Pick<Location, 'search' | 'href'> = window.location): boolean {
  const url = new URL(location.href);
  if (url.searchParams.get('chat') !== '1') return false;
  url.searchParams.delete('chat');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}
