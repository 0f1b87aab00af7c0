import type { Db } from '@/db/client';
import type { accounts, sessions } from '@/db/schema';
import { accountQueries } from './account-queries';
import { codeQueries } from './code-queries';
import { sessionQueries } from './session-queries';

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;

export function createIdentityRepository(db: Db) {
  return {
    ...accountQueries(db),
    ...sessionQueries(db),
    ...codeQueries(db),
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
