import { formatMinor } from '@crupier/contract/money';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Database } from '../db/client';
import type { SessionService } from '../modules/identity/sessions';
import type { Merchant, MerchantService } from '../modules/merchants/service';
import type { Wallet } from '../modules/wallet/service';

const AUTH_TIMEOUT_MS = 5_000;
const PING_EVERY_MS = 30_000;

type Subscriber = { socket: WebSocket; merchant: Merchant; account: { id: bigint; type: number } };

/**
 * The real-time channel: `GET /wps/realtime` upgrades to a WebSocket; the page's first message is
 * `{"type":"auth","token":…}` (a token never travels in a URL, where logs would keep it). Balance
 * changes arrive from the database (NOTIFY on commit, on every instance) and are pushed as
 * `{"type":"balance","balance","held","available","currency"}`.
 */
export async function registerRealtime(
  app: FastifyInstance,
  deps: { database: Database; sessions: SessionService; wallet: Wallet; merchants: MerchantService },
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

  const unlisten = await deps.database.listen('balance_changed', (ownerId) => {
    for (const subscriber of subscribers.get(ownerId) ?? []) {
      push(subscriber).catch((error: unknown) => app.log.warn({ err: error }, 'realtime push failed'));
    }
  });
  app.addHook('preClose', async () => {
    await unlisten().catch(() => undefined);
    for (const set of subscribers.values()) for (const s of set) s.socket.close(1001, 'server shutting down');
  });

  app.get('/wps/realtime', { websocket: true, schema: { hide: true } }, (socket, request) => {
    let subscriber: Subscriber | undefined;
    const authTimer = setTimeout(() => socket.close(4401, 'authenticate first'), AUTH_TIMEOUT_MS);
    const ping = setInterval(() => socket.ping(), PING_EVERY_MS);

    socket.on('message', async (data) => {
      if (subscriber) return;
      let token: unknown;
      try {
        token = (JSON.parse(String(data)) as { type?: string; token?: unknown }).token;
      } catch {
        token = undefined;
      }
      const found = typeof token === 'string' ? await deps.sessions.resolve(token) : null;
      // A browser cannot send a Merchant header on a WebSocket: the session says which merchant it is.
      if (!found) {
        socket.close(4401, 'unauthorized');
        return;
      }
      clearTimeout(authTimer);
      subscriber = {
        socket,
        merchant: await deps.merchants.findById(found.session.merchantId),
        account: found.account,
      };
      const key = String(found.account.id);
      if (!subscribers.has(key)) subscribers.set(key, new Set());
      subscribers.get(key)!.add(subscriber);
      await push(subscriber);
    });

    socket.on('close', () => {
      clearTimeout(authTimer);
      clearInterval(ping);
      if (subscriber) subscribers.get(String(subscriber.account.id))?.delete(subscriber);
    });
  });
}
