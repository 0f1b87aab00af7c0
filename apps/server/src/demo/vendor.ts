import type { Db } from '../db/client';
import { vendors } from '../db/schema';

export const DEMO_VENDOR_CODE = 'DEMOV';
export const DEMO_VENDOR_SECRET = 'demo-vendor-secret';

/** The demo vendor of the contract: it may call the seamless wallet with the published secret. */
export async function seedDemoVendor(db: Db) {
  await db
    .insert(vendors)
    .values({
      code: DEMO_VENDOR_CODE,
      name: 'Demo Vendor',
      walletMode: 'seamless',
      secret: DEMO_VENDOR_SECRET,
    })
    .onConflictDoNothing();
  await db
    .insert(vendors)
    .values({
      code: 'DEMOT',
      name: 'Demo Transfer Vendor',
      walletMode: 'transfer',
      secret: 'demo-transfer-secret',
    })
    .onConflictDoNothing();
}
