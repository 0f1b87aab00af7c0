import { isStaff } from '@crupier/contract/account-types';
import type { Db } from '@/db/client';
import { accounts } from '@/db/schema';
import { hashPassword } from '@/modules/identity/passwords';
import { createLedger } from '@/modules/ledger/service';
import type { Merchant } from '@/modules/merchants/service';
import { createWallet } from '@/modules/wallet/service';

export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_INITIAL_PASSWORD = 'Crupier2026';

type DemoAccount = {
  username: string;
  type: number;
  upline?: string;
  password?: string;
  mobile?: [string, string];
  email?: string;
  affiliateCode?: string;
  /** Opening demo balance in major units. */
  funds?: number;
  /** Back-office roles of a staff account (type 9). */
  staffRoles?: string[];
};

/** Demo players and an agent tree: agente1 → agente2 → players, plus players at the top. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'jugador1',
    type: 0,
    mobile: ['+52', '5512345678'],
    email: 'jugador1@demo.crupier.test',
    funds: 5000,
  },
  { username: 'jugador2', type: 0, email: 'jugador2@demo.crupier.test', funds: 1000 },
  {
    username: 'agente1',
    type: 1,
    affiliateCode: 'AGENTE1',
    email: 'agente1@demo.crupier.test',
    funds: 20000,
  },
  { username: 'agente2', type: 2, upline: 'agente1', affiliateCode: 'AGENTE2', funds: 5000 },
  { username: 'socio1', type: 41, upline: 'agente1', affiliateCode: 'SOCIO1' },
  { username: 'cliente1', type: 0, upline: 'agente2', funds: 300 },
  { username: 'cliente2', type: 0, upline: 'agente2', funds: 300 },
  { username: 'cliente3', type: 0, upline: 'socio1' },
  { username: 'nuevo1', type: 0, upline: 'agente1', password: DEMO_INITIAL_PASSWORD },
  // Starts without a second factor: enrols TOTP at its first back-office sign-in.
  { username: 'operador', type: 9, staffRoles: ['admin'] },
];

export async function seedDemoAccounts(db: Db, merchant: Merchant) {
  const merchantId = merchant.id;
  const wallet = createWallet(createLedger(db));
  const ids = new Map<string, bigint>();
  const hashes = new Map<string, string>();
  for (const demo of DEMO_ACCOUNTS) {
    const password = demo.password ?? DEMO_PASSWORD;
    if (!hashes.has(password)) hashes.set(password, await hashPassword(password));
    const [row] = await db
      .insert(accounts)
      .values({
        merchantId,
        username: demo.username,
        nickname: demo.username,
        type: demo.type,
        passwordHash: hashes.get(password)!,
        paymentPasswordHash: isStaff(demo.type) ? null : await hashPassword('123456'),
        countryDialingCode: demo.mobile?.[0] ?? null,
        mobileNum: demo.mobile?.[1] ?? null,
        email: demo.email ?? null,
        referralCode: `R${demo.username.toUpperCase()}`,
        affiliateCode: demo.affiliateCode ?? null,
        uplineId: demo.upline ? (ids.get(demo.upline) ?? null) : null,
        registerMethod: 'DEMO',
        staffRoles: demo.staffRoles ?? [],
      })
      .returning({ id: accounts.id, type: accounts.type });
    ids.set(demo.username, row!.id);
    if (demo.funds) {
      await wallet.adjust(
        merchant,
        row!,
        BigInt(demo.funds) * 100n,
        `demo-fund:${demo.username}`,
        'demo opening balance',
      );
    }
  }
}
