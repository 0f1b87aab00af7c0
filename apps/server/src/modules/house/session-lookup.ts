import type { Db } from '@/db/client';
import { createHouseRepository } from './repository';

/** What other modules (the sportsbook) read of a house game session: the session and its launch. */
export function createHouseSessionLookup(db: Db) {
  const repo = createHouseRepository(db);
  return {
    session: (id: string) => repo.session(id),
    launchOf: (sessionId: string) => repo.launchOf(sessionId),
  };
}
