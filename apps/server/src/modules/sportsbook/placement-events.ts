import type { EventRow, SportsbookRepository } from './repository';
import { CACHE_LIMIT } from './sportsbook-config';

const EVENT_CACHE_MS = 1_000;

/**
 * Event rows as placement prices them, cached for a second: the bet's insert checks under a share
 * lock that each event is still open and that neither it nor the bet's markets are suspended.
 */
export function createPlacementEvents(repo: SportsbookRepository) {
  const eventRows = new Map<string, { at: number; row: EventRow }>();
  return async function eventsForPlacement(ids: string[]) {
    const now = Date.now();
    const found = new Map<string, EventRow>();
    const missing: string[] = [];
    for (const id of ids) {
      const hit = eventRows.get(id);
      if (hit && now - hit.at < EVENT_CACHE_MS) found.set(id, hit.row);
      else missing.push(id);
    }
    if (missing.length > 0) {
      if (eventRows.size >= CACHE_LIMIT) eventRows.clear();
      for (const row of await repo.eventsByIds(missing)) {
        eventRows.set(row.id, { at: now, row });
        found.set(row.id, row);
      }
    }
    return found;
  };
}
