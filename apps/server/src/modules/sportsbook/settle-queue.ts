import type { FastifyBaseLogger } from 'fastify';

/** Events settled together at most, when many results arrive at once. */
const MAX_EVENTS_PER_PASS = 64;
/**
 * Settlement passes in flight: two, so that one reads its bets while the other books (the booking
 * statements of two passes queue on their members' wallet rows anyway).
 */
const PASSES_IN_FLIGHT = 2;

type SettleNow = (
  eventIds: string[],
  now: Date,
  log?: FastifyBaseLogger,
) => Promise<Map<string, Set<string>>>;

/** The group commit in front of a settlement pass: what arrives while one runs settles together next. */
export function createSettleQueue(settleEventsNow: SettleNow) {
  // What this process is settling now: the scheduler's sweep leaves those to their caller.
  const eventsInFlight = new Set<string>();

  /**
   * Settles (or resettles) every bet on these events; returns how many bets got a new version.
   * Group commit: calls that arrive while a settlement runs wait for it and then settle together, so
   * concurrent results (several events finishing at once) cost one pass and one `sb_settle` call.
   */
  async function settleEvents(
    eventIds: string[],
    now: Date,
    log?: FastifyBaseLogger,
    options: { skipInFlight?: boolean } = {},
  ): Promise<number> {
    const ids = options.skipInFlight ? eventIds.filter((id) => !eventsInFlight.has(id)) : eventIds;
    if (ids.length === 0) return 0;
    for (const id of ids) eventsInFlight.add(id);
    try {
      return await new Promise<number>((resolve, reject) => {
        waiting.push({ ids, now, log, resolve, reject });
        pump();
      });
    } finally {
      for (const id of ids) eventsInFlight.delete(id);
    }
  }

  type Waiting = {
    ids: string[];
    now: Date;
    log: FastifyBaseLogger | undefined;
    resolve: (settled: number) => void;
    reject: (error: unknown) => void;
  };
  const waiting: Waiting[] = [];
  let settling = 0;
  const countFor = (w: Waiting, byEvent: Map<string, Set<string>>) => {
    const bets = new Set<string>();
    for (const id of w.ids) for (const bet of byEvent.get(id) ?? []) bets.add(bet);
    return bets.size;
  };
  function pump() {
    if (settling >= PASSES_IN_FLIGHT || waiting.length === 0) return;
    settling++;
    const batch = waiting.splice(0, MAX_EVENTS_PER_PASS);
    const ids = [...new Set(batch.flatMap((w) => w.ids))];
    const now = batch.reduce((t, w) => (w.now > t ? w.now : t), batch[0]!.now);
    void (async () => {
      try {
        const byEvent = await settleEventsNow(ids, now, batch[0]!.log);
        for (const w of batch) w.resolve(countFor(w, byEvent));
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        else {
          // One bad call must not fail its neighbours: each goes alone and gets its own answer.
          for (const w of batch) {
            await settleEventsNow(w.ids, w.now, w.log).then((m) => w.resolve(countFor(w, m)), w.reject);
          }
        }
      } finally {
        settling--;
        pump();
      }
    })();
  }

  return settleEvents;
}
