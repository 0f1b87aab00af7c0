import type { Db } from '@/db/client';
import { createVendorRepository, type VendorRow } from './repository';

export type { VendorRow } from './repository';

const CACHE_MS = 5_000;
const CACHE_SIZE = 1_000;

/**
 * The vendor directory other modules use: look-ups by code and the merchants a vendor is bound to
 * (both cached briefly), and by wallet mode.
 */
export function createVendorDirectory(db: Db) {
  const repo = createVendorRepository(db);
  const cache = new Map<string, { at: number; vendor: VendorRow | undefined }>();
  const bindings = new Map<number, { at: number; merchantIds: number[] }>();
  return {
    async isBound(vendor: VendorRow, merchantId: number) {
      let hit = bindings.get(vendor.id);
      if (!hit || Date.now() - hit.at >= CACHE_MS) {
        hit = { at: Date.now(), merchantIds: await repo.boundMerchants(vendor.id) };
        bindings.set(vendor.id, hit);
      }
      return hit.merchantIds.includes(merchantId);
    },
    async find(code: string) {
      const hit = cache.get(code);
      if (hit && Date.now() - hit.at < CACHE_MS) return hit.vendor;
      const vendor = await repo.findVendor(code);
      // Unknown codes are remembered too, so the map is bounded: the oldest entry makes room.
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(code, { at: Date.now(), vendor });
      return vendor;
    },
    listByWalletMode: repo.listByWalletMode,
  };
}

export type VendorDirectory = ReturnType<typeof createVendorDirectory>;
