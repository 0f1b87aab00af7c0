import type { Db } from '@/db/client';
import { paymentMethods } from '@/db/schema';

export const DEMO_SANDBOX_SECRET = 'demo-sandbox-secret';

/** Demo deposit methods: a manual bank transfer and the sandbox payment provider. */
export async function seedDemoPaymentMethods(db: Db, merchantId: number) {
  await db
    .insert(paymentMethods)
    .values([
      {
        merchantId,
        code: 'SANDBOX',
        kind: 'sandbox',
        name: 'Sandbox Pay (tarjeta)',
        minAmount: 10_00n,
        maxAmount: 50_000_00n,
        secret: DEMO_SANDBOX_SECRET,
        sort: 0,
      },
      {
        merchantId,
        code: 'BANK',
        kind: 'manual_bank',
        name: 'Transferencia bancaria',
        minAmount: 100_00n,
        maxAmount: 200_000_00n,
        details: {
          bank: 'Banco Demo',
          holder: 'Crupier Demo S.A.',
          clabe: '012180001234567897',
          // The member's own username: each transfer says who sent it (bank-transfer.tsx fills it in).
          concept: '{account}',
        },
        sort: 1,
      },
    ])
    .onConflictDoNothing();
}
