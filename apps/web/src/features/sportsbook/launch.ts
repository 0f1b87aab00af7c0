import { openSession, type TSbSession } from './api';

export const STORE_KEY = 'crupier.sportsbook';

/** A launch token is spent once: the call is shared per token (React may run an effect twice). */
const pending = new Map<string, Promise<TSbSession>>();
export function openOnce(token: string) {
  let call = pending.get(token);
  if (!call) {
    call = openSession(token);
    pending.set(token, call);
  }
  return call;
}

/** The tab's session, kept for a reload. */
export function readStored(): TSbSession | null {
  try {
    const raw = sessionStorage.getItem(STORE_KEY);
    return raw ? (JSON.parse(raw) as TSbSession) : null;
  } catch {
    return null;
  }
}
