import { and, eq, inArray } from 'drizzle-orm';
import { houseRounds } from '@/db/schema';
import { MULTI_STEP_ENGINES } from './engines';

/** A used launch token is kept under this key: the session it became finds its language and back URL. */
export const usedTokenKey = (sessionId: string) => `session:${sessionId}`;

/** Multi-step rounds (mines, blackjack) in play: their bet taken (or being taken), not yet settled. */
export const inPlay = (accountId: bigint, gameId: bigint) =>
  and(
    eq(houseRounds.accountId, accountId),
    eq(houseRounds.gameId, gameId),
    inArray(houseRounds.engine, [...MULTI_STEP_ENGINES]),
  );
