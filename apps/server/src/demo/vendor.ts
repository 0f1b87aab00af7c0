import type { Db } from '@/db/client';
import { games, merchantVendors, vendorMerchants, vendors } from '@/db/schema';
import { searchText } from '@/modules/catalog/search-text';

export const DEMO_VENDOR_CODE = 'DEMOV';
export const DEMO_VENDOR_SECRET = 'demo-vendor-secret';
export const DEMO_TRANSFER_VENDOR_CODE = 'DEMOT';
/** The demo vendor's one game: high card against the dealer, played by its page at /demo-vendor/play. */
export const DEMO_VENDOR_GAME_CODE = 'DEMOV-HIGHCARD';
/** Where a launch of the demo vendor's game lands: its client page, with the game token in the query. */
export const DEMO_VENDOR_LAUNCH_URL =
  '/demo-vendor/play?gameCode={gameCode}&lang={language}&playerToken={playerToken}';

const HIGH_CARD_NAMES = {
  es: 'Carta Alta (vendedor demo)',
  en: 'High Card (demo vendor)',
  pt: 'Carta Alta (fornecedor demo)',
  ty: 'Mataas na Baraha (demo vendor)',
};

/**
 * The demo vendors of the contract: `DEMOV` calls the seamless wallet with the published secret and
 * offers one game in the demo catalogue, `DEMOT` is a transfer-mode vendor (no seamless wallet).
 * Both are bound to the demo merchants. Safe to run again: a database seeded before the demo
 * vendor's game and bindings existed gets them.
 */
export async function seedDemoVendor(db: Db, catalogMerchantId: number, merchantIds: number[]) {
  const [demoVendor] = await db
    .insert(vendors)
    .values({
      code: DEMO_VENDOR_CODE,
      name: 'Demo Vendor',
      walletMode: 'seamless',
      secret: DEMO_VENDOR_SECRET,
      launchUrl: DEMO_VENDOR_LAUNCH_URL,
    })
    .onConflictDoUpdate({ target: vendors.code, set: { launchUrl: DEMO_VENDOR_LAUNCH_URL } })
    .returning({ id: vendors.id });
  const [transferVendor] = await db
    .insert(vendors)
    .values({
      code: DEMO_TRANSFER_VENDOR_CODE,
      name: 'Demo Transfer Vendor',
      walletMode: 'transfer',
      secret: 'demo-transfer-secret',
    })
    .onConflictDoUpdate({ target: vendors.code, set: { walletMode: 'transfer' } })
    .returning({ id: vendors.id });
  const bindings = merchantIds.flatMap((merchantId) => [
    { vendorId: demoVendor!.id, merchantId },
    { vendorId: transferVendor!.id, merchantId },
  ]);
  await db.insert(vendorMerchants).values(bindings).onConflictDoNothing();
  await db
    .insert(merchantVendors)
    .values({ merchantId: catalogMerchantId, vendorId: demoVendor!.id, gameType: 'PVP', sort: 10_000 })
    .onConflictDoNothing();
  await db
    .insert(games)
    .values({
      vendorId: demoVendor!.id,
      gameCode: DEMO_VENDOR_GAME_CODE,
      gameType: 'PVP',
      names: HIGH_CARD_NAMES,
      searchText: searchText(Object.values(HIGH_CARD_NAMES).join(' ')),
      supportPlay: 1,
      minBet: 100n,
      sort: 10_000,
    })
    .onConflictDoNothing();
}
