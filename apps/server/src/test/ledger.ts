import type { Database } from '@/db/client';
import { createLedger } from '@/modules/ledger/service';
import { AppError } from '@/platform/app-error';
import { createTestDatabase } from './test-db';

/** A fresh test database with its ledger and the house account of this merchant in USD. */
export async function openTestLedger(merchantId: number) {
  const database: Database = await createTestDatabase();
  const ledger = createLedger(database.db);
  const house = await ledger.house(merchantId, 'USD');
  return { database, ledger, house };
}

/** The AppError code the work fails with, or null when it succeeds (other errors are thrown on). */
export async function errorCodeOf(work: Promise<unknown>): Promise<string | null> {
  try {
    await work;
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}
