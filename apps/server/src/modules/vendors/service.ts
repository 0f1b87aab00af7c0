import type { Db } from '../../db/client';
import { createVendorRepository, type VendorRow } from './repository';

const CACHE_MS = 5_000;

/** The vendor directory other modules use: look-ups by code (cached briefly) and by wallet mode. */
export function createVendorDirectory(db: Db) {
  const repo = createVendorRepository(db);
  const cache = new Map<string, { at: number; vendor: VendorRow | undefined }>();
  return {
    async find(code: string) {
      const hit = cache.get(code);
      if (hit && Date.now() - hit.at < CACHE_MS) return hit.vendor;
      const vendor = await repo.findVendor(code);
      cache.set(code, { at: Date.now(), vendor });
      return vendor;
    },
    listByWalletMode: repo.listByWalletMode,
  };
}

export type VendorDirectory = ReturnType<typeof createVendorDirectory>;
