import { formatMinor } from '@crupier/contract/money';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Database } from '@/db/client';
import type { SessionService } from '@/modules/identity/sessions';
import type { Merchant, MerchantService } from '@/modules/merchants/service';
import type { Wallet } from '@/modules/wallet/service';
import { sitesFor } from '@/platform/auth';
import type { PubSub } from '@/platform/pub-sub';

const AUTH_TIMEOUT_MS = 5_000;
const PING_EVERY_MS = 30_000;

type Subscriber = { socket: WebSocket; merchant: Merchant; account: { id: bigint; type: number } };

/** House games' live feeds: a game session subscribes its socket (crash rounds) and its balance. */
export type GameChannel = {
  subscribe(
    sessionId: string,
    send: (message: string) => void,
  ): Promise<{ merchant: Merchant; account: { id: bigint; type: number }; detach: () => void } | null>;
};

/**
 * The real-time channel: `GET /wps/realtime` upgrades to a WebSocket; the page's first message is
 * `{"type":"auth","token":…}` (a token never travels in a URL, where logs would keep it). Balance
 * changes arrive from the database (NOTIFY on commit, on every instance) and are pushed as
 * `{"type":"balance","balance","held","available","currency"}`. A house game client may instead
 * start with `{"type":"game","sessionId":…}` (its RGS session): it gets its balance and the game's
 * events (crash rounds, `@crupier/contract/crash`).
 */
export async function registerRealtime(
  app: FastifyInstance,
  deps: {
    database: Database;
    pubsub: PubSub;
    sessions: SessionService;
    wallet: Wallet;
    merchants: MerchantService;
    games?: GameChannel;
  },
) {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const subscribers = new Map<string, Set<Subscriber>>();

  async function push(subscriber: Subscriber) {
    const b = await deps.wallet.balance(subscriber.merchant, subscriber.account);
    subscriber.socket.send(
      JSON.stringify({
        type: 'balance',
        balance: formatMinor(b.balance),
        held: formatMinor(b.held),
        available: formatMinor(b.available),
        currency: b.currency,
      }),
    );
  }

  // The payload is one owner id, or several separated by commas (a batch of wallet calls).
  const onBalance = (ownerIds: string) => {
    for (const ownerId of ownerIds.split(',')) {
      for (const subscriber of subscribers.get(ownerId) ?? []) {
        push(subscriber).catch((error: unknown) => app.log.warn({ err: error }, 'realtime push failed'));
      }
    }
  };
  // The ledger's trigger always notifies through PostgreSQL; the balance notifier and member events
  // travel on the fan-out channel (Redis when configured).
  const unlistenTrigger = await deps.database.listen('balance_changed', onBalance);
  const unlisten =
    deps.pubsub.kind === 'database'
      ? unlistenTrigger
      : await deps.pubsub.subscribe('balance_changed', onBalance);
  // Member events (member centre: a new internal message, the unread count): `<accountId>|<json>`
  // for one member, `m<merchantId>|<json>` for every member of a merchant, forwarded as they are.
  const unlistenEvents = await deps.pubsub.subscribe('member_event', (payload) => {
    const bar = payload.indexOf('|');
    if (bar < 1) return;
    const target = payload.slice(0, bar);
    const text = payload.slice(bar + 1);
    const targets = target.startsWith('m')
      ? [...subscribers.values()].flatMap((set) => [...set]).filter((s) => `m${s.merchant.id}` === target)
      : [...(subscribers.get(target) ?? [])];
    for (const subscriber of targets) {
      if (subscriber.socket.readyState === subscriber.socket.OPEN) subscriber.socket.send(text);
    }
  });
  app.addHook('preClose', async () => {
    await unlistenEvents().catch(() => undefined);
    await unlisten().catch(() => undefined);
    if (unlisten !== unlistenTrigger) await unlistenTrigger().catch(() => undefined);
    for (const set of subscribers.values()) for (const s of set) s.socket.close(1001, 'server shutting down');
  });

  app.get('/wps/realtime', { websocket: true, schema: { hide: true } }, (socket) => {
    let subscriber: Subscriber | undefined;
    let authenticating = false;
    let closed = false;
    let detach: (() => void) | undefined;
    const authTimer = setTimeout(() => socket.close(4401, 'authenticate first'), AUTH_TIMEOUT_MS);
    const ping = setInterval(() => socket.ping(), PING_EVERY_MS);

    async function authenticate(data: unknown) {
      let message: { type?: unknown; token?: unknown; sessionId?: unknown } = {};
      try {
        message = JSON.parse(String(data)) ?? {};
      } catch {
        message = {};
      }
      if (message.type === 'game' && deps.games) {
        const sessionId = message.sessionId;
        const send = (text: string) => {
          if (socket.readyState === socket.OPEN) socket.send(text);
        };
        const found =
          typeof sessionId === 'string' && sessionId.length > 0 && sessionId.length <= 64
            ? await deps.games.subscribe(sessionId, send)
            : null;
        if (!found) return null;
        return { merchant: found.merchant, account: found.account, detach: found.detach };
      }
      const token = message.token;
      const found = typeof token === 'string' ? await deps.sessions.resolve(token) : null;
      // The channel is a /wps route: member sessions only, never a staff or game session.
      if (!found || !sitesFor('/wps/realtime').includes(found.session.site)) return null;
      // A browser cannot send a Merchant header on a WebSocket: the session says which merchant it is.
      return { merchant: await deps.merchants.findById(found.session.merchantId), account: found.account };
    }

    socket.on('message', async (data) => {
      if (subscriber || authenticating) return;
      authenticating = true;
      const found = await authenticate(data).catch((error: unknown) => {
        app.log.warn({ err: error }, 'realtime authentication failed');
        return null;
      });
      if (!found) {
        socket.close(4401, 'unauthorized');
        return;
      }
      clearTimeout(authTimer);
      if (closed) {
        found.detach?.();
        return;
      }
      detach = found.detach;
      subscriber = { socket, merchant: found.merchant, account: found.account };
      const key = String(found.account.id);
      if (!subscribers.has(key)) subscribers.set(key, new Set());
      subscribers.get(key)!.add(subscriber);
      await push(subscriber).catch((error: unknown) => app.log.warn({ err: error }, 'realtime push failed'));
    });

    socket.on('close', () => {
      closed = true;
      clearTimeout(authTimer);
      clearInterval(ping);
      detach?.();
      if (subscriber) subscribers.get(String(subscriber.account.id))?.delete(subscriber);
    });
  });
}
