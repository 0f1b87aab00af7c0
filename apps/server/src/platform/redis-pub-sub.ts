import type { PubSub } from './pub-sub';
import type { RedisHandle } from './redis';

/**
 * PUBLISH on the shared connection; SUBSCRIBE on a second one (a subscribed connection can issue no
 * other command), opened at the first subscription and shared by every channel.
 */
export function createRedisPubSub({ client, prefix }: RedisHandle): PubSub {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let subscriber: RedisHandle['client'] | undefined;

  function connection() {
    if (subscriber) return subscriber;
    subscriber = client.duplicate();
    subscriber.on('error', (error) => client.emit('error', error));
    subscriber.on('message', (channel: string, payload: string) => {
      for (const handler of handlers.get(channel) ?? []) handler(payload);
    });
    return subscriber;
  }

  return {
    kind: 'redis',
    async publish(channel, payload) {
      await client.publish(`${prefix}${channel}`, payload);
    },
    async subscribe(channel, handler) {
      const name = `${prefix}${channel}`;
      const set = handlers.get(name) ?? new Set();
      handlers.set(name, set);
      set.add(handler);
      if (set.size === 1) await connection().subscribe(name);
      return async () => {
        set.delete(handler);
        if (set.size > 0 || !subscriber) return;
        handlers.delete(name);
        await subscriber.unsubscribe(name).catch(() => undefined);
      };
    },
    async close() {
      handlers.clear();
      await subscriber?.quit().catch(() => subscriber?.disconnect());
    },
  };
}
