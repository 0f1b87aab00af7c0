import type { App } from '@/app';
import { accounts } from '@/db/schema';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { hashPassword } from '@/modules/identity/passwords';
import { openStaffSession } from './client';

/** The merchant the test app serves on localhost (the demo merchant). */
export const demoMerchant = (app: App) => app.services.merchants.resolve({ host: 'localhost' });

/** A staff account of the demo merchant with these roles and the demo password (no second factor yet). */
export async function createStaff(app: App, username: string, roles: string[]) {
  await app.services.db.insert(accounts).values({
    merchantId: (await demoMerchant(app)).id,
    username,
    nickname: username,
    type: 9,
    staffRoles: roles,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    referralCode: `R${username.toUpperCase()}`,
  });
  return username;
}

/** A staff account of the demo merchant with these roles, signed in with its second factor: the bearer token. */
export async function addStaff(app: App, username: string, roles: string[]) {
  await createStaff(app, username, roles);
  return openStaffSession(app, username);
}
