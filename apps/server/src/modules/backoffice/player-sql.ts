import { ACCOUNT_TYPES } from '@crupier/contract/account-types';
import { and, eq, ne } from 'drizzle-orm';
import { accounts } from '@/db/schema';

/** Escapes LIKE wildcards so a search for `a_b` finds `a_b` only. */
export const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const isPlayerOf = (merchantId: number) =>
  and(eq(accounts.merchantId, merchantId), ne(accounts.type, ACCOUNT_TYPES.STAFF));
