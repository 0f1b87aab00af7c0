import type { Publish } from '@/platform/pub-sub';

const FLUSH_EVERY_MS = 20;
/** NOTIFY payloads must stay under 8,000 bytes. */
const MAX_PAYLOAD = 7_000;

/**
 * Announces players' balance changes on the `balance_changed` channel (read by modules/realtime on
 * every instance; NOTIFY, or Redis when configured), for money moved by statements that silence the
 * per-row trigger: the wallet's batches. Changes are gathered for a few milliseconds and sent as comma-separated owner ids, outside
 * the transactions that moved the money, so those never wait on NOTIFY's database-wide commit lock.
 */
export function createBalanceNotifier(publish: Publish, onError: (error: unknown) => void) {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;

  async function flush() {
    timer = undefined;
    const ids = [...pending];
    pending = new Set();
    let payload = '';
    for (const id of ids) {
      if (payload.length + id.length + 1 > MAX_PAYLOAD) {
        await send(payload);
        payload = '';
      }
      payload = payload ? `${payload},${id}` : id;
    }
    if (payload) await send(payload);
  }

  const send = (payload: string) =>
    publish('balance_changed', payload).then(
      () => undefined,
      (error: unknown) => onError(error),
    );

  return {
    /** After the commit: the owner's balance changed. */
    changed(ownerId: bigint) {
      pending.add(String(ownerId));
      timer ??= setTimeout(() => void flush(), FLUSH_EVERY_MS);
    },
    /** Sends what is waiting (at shutdown). */
    async drain() {
      if (timer) clearTimeout(timer);
      await flush();
    },
  };
}

export type BalanceNotifier = ReturnType<typeof createBalanceNotifier>;
