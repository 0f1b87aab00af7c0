import { isPlayer, isStaff } from '@crupier/contract/account-types';
import { staffMayCall } from '@crupier/contract/backoffice';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { SessionService } from '@/modules/identity/sessions';
import type { Subscribe } from '@/platform/pub-sub';
import type { ChatRepository } from './repository';
import type { Chat } from './service';
import { hashGuestToken, isGuestTokenShape } from './service';

const AUTH_TIMEOUT_MS = 5_000;
const PING_EVERY_MS = 30_000;
/** The route a staff member must be allowed to call to follow the chat live. */
const STAFF_ROUTE = 'GET /ops/chat/conversations';

type Hello = { type?: unknown; token?: unknown; guestToken?: unknown };
type Listener = { socket: WebSocket; staffId?: bigint };

/**
 * `GET /wps/chat/live`: the chat's WebSocket (registered after the real-time channel, whose plugin
 * it uses). The first message says who is there: `{"type":"member","token"}`,
 * `{"type":"guest","guestToken"}` or `{"type":"staff","token"}` (a back-office session with the
 * second factor and the support role). Events come on the fan-out channel (`chat_event`: NOTIFY, or
 * Redis when configured; every instance) as `<target>|<json>` and are forwarded as they are:
 * `a<accountId>` a member, `g<conversationId>` a guest, `s<merchantId>` the merchant's staff. A staff socket keeps its
 * staff member online (presence refreshed every 30 s).
 */
export async function registerChatLive(
  app: FastifyInstance,
  deps: { subscribe: Subscribe; sessions: SessionService; repo: ChatRepository; chat: Chat },
) {
  const listeners = new Map<string, Set<Listener>>();

  const unlisten = await deps.subscribe('chat_event', (payload) => {
    const bar = payload.indexOf('|');
    if (bar < 2) return;
    const text = payload.slice(bar + 1);
    for (const listener of listeners.get(payload.slice(0, bar)) ?? []) {
      if (listener.socket.readyState === listener.socket.OPEN) listener.socket.send(text);
    }
  });
  app.addHook('preClose', async () => {
    await unlisten().catch(() => undefined);
    for (const set of listeners.values()) for (const l of set) l.socket.close(1001, 'server shutting down');
  });

  async function targetOf(
    hello: Hello,
  ): Promise<{ target: string; staff?: { id: bigint; merchantId: number } } | null> {
    if (hello.type === 'guest') {
      const token = hello.guestToken;
      if (typeof token !== 'string' || !isGuestTokenShape(token)) return null;
      const conversation = await deps.repo.ofGuest(hashGuestToken(token));
      return conversation ? { target: `g${conversation.id}` } : null;
    }
    const token = hello.token;
    const found = typeof token === 'string' ? await deps.sessions.resolve(token) : null;
    if (!found) return null;
    const { account, session } = found;
    if (hello.type === 'member') {
      return isPlayer(account.type) && (session.site === 'player' || session.site === 'agent')
        ? { target: `a${account.id}` }
        : null;
    }
    if (hello.type === 'staff') {
      const staff =
        isStaff(account.type) &&
        session.site === 'operator' &&
        session.secondFactor !== null &&
        staffMayCall(account.staffRoles, STAFF_ROUTE);
      return staff
        ? { target: `s${account.merchantId}`, staff: { id: account.id, merchantId: account.merchantId } }
        : null;
    }
    return null;
  }

  const staffSockets = (staffId: bigint) =>
    [...(listeners.values() ?? [])].flatMap((set) => [...set]).filter((l) => l.staffId === staffId).length;

  app.get('/wps/chat/live', { websocket: true, schema: { hide: true } }, (socket) => {
    let listener: Listener | undefined;
    let target: string | undefined;
    let started = false;
    let closed = false;
    let presence: ReturnType<typeof setInterval> | undefined;
    const authTimer = setTimeout(() => socket.close(4401, 'authenticate first'), AUTH_TIMEOUT_MS);
    const ping = setInterval(() => socket.ping(), PING_EVERY_MS);

    socket.on('message', async (data) => {
      if (started) return;
      started = true;
      let hello: Hello = {};
      try {
        hello = JSON.parse(String(data)) ?? {};
      } catch {
        hello = {};
      }
      const found = await targetOf(hello).catch((error: unknown) => {
        app.log.warn({ err: error }, 'chat socket authentication failed');
        return null;
      });
      if (!found) {
        socket.close(4401, 'unauthorized');
        return;
      }
      clearTimeout(authTimer);
      if (closed) return;
      const staff = found.staff;
      listener = { socket, ...(staff ? { staffId: staff.id } : {}) };
      target = found.target;
      if (!listeners.has(target)) listeners.set(target, new Set());
      listeners.get(target)!.add(listener);
      if (staff) {
        const touch = () =>
          deps.chat
            .touchPresence(staff)
            .catch((error: unknown) => app.log.warn({ err: error }, 'chat presence'));
        await touch();
        presence = setInterval(touch, PING_EVERY_MS);
      }
      socket.send(JSON.stringify({ type: 'chat.ready' }));
    });

    socket.on('close', () => {
      closed = true;
      clearTimeout(authTimer);
      clearInterval(ping);
      if (presence) clearInterval(presence);
      if (listener && target) {
        listeners.get(target)?.delete(listener);
        if (listeners.get(target)?.size === 0) listeners.delete(target);
        const staffId = listener.staffId;
        if (staffId !== undefined && staffSockets(staffId) === 0) {
          deps.chat.leavePresence(staffId).catch(() => undefined);
        }
      }
    });
  });
}
