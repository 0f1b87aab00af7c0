import type { SbSport } from '@crupier/contract/sportsbook';
import type { Clock } from '@/platform/clock';
import { type Book, marginOf } from './book';
import type { SportsbookRepository } from './repository';
import type { SettingsOf } from './settings';
import type { Subscriber } from './sportsbook-config';

/** Tells each subscriber which of its bets were just settled. */
export const notifySettled =
  (subscribers: Set<Subscriber>) => (bets: { id: string; accountId: bigint }[]) => {
    const accounts = new Set(bets.map((b) => b.accountId));
    for (const s of subscribers) {
      if (!accounts.has(s.accountId)) continue;
      for (const b of bets)
        if (b.accountId === s.accountId) s.send(JSON.stringify({ type: 'bet', betId: b.id }));
    }
  };

/** Sends every subscriber the live events of its merchant's book, in its language. */
export function createBroadcast(
  clock: Clock,
  repo: SportsbookRepository,
  book: Book,
  settingsOf: SettingsOf,
  subscribers: Set<Subscriber>,
) {
  return async function broadcast() {
    if (subscribers.size === 0) return;
    const now = clock.now();
    const live = await repo.liveEvents();
    const byMerchant = new Map<string, string[]>();
    for (const s of subscribers) {
      const key = `${s.merchantId}|${s.language}`;
      let messages = byMerchant.get(key);
      if (!messages) {
        const { margins } = await settingsOf(s.merchantId);
        messages = live.map((event) => {
          const v = book.view(event, marginOf(margins, event.sport as SbSport), now, s.language);
          return JSON.stringify({ type: 'event', ...v });
        });
        byMerchant.set(key, messages);
      }
      for (const m of messages) s.send(m);
    }
  };
}
