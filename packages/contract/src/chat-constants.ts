/** Chat constants without zod: the web's first load (the live-support badge) reads them. */

/** The header a guest's browser sends its chat token in (never a URL). */
export const CHAT_GUEST_HEADER = 'x-chat-guest';
/** `localStorage` key of the guest token and name in the browser. */
export const CHAT_GUEST_STORAGE = 'chatGuest';
