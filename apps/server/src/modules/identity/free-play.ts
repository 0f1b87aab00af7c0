import crypto from 'node:crypto';
import { ACCOUNT_TYPES } from '@crupier/contract/account-types';
import type { TLoginResult } from '@crupier/contract/identity';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import type { Throttle } from '@/platform/throttle';
import type { Audit } from './audit';
import type { AccountRow, IdentityRepository } from './repository';
import type { SessionContext, SessionService } from './sessions';
import { randomCode } from './tokens';

/** Free play: a trial account (type 4) with play money that never touches real balances. */
export function createFreePlay(deps: {
  repo: IdentityRepository;
  sessions: SessionService;
  throttle: Throttle;
  audit: Audit;
  grantPlayMoney: (merchant: Merchant, account: AccountRow, amount: bigint) => Promise<unknown>;
}) {
  return async (
    merchant: Merchant,
    input: { os: string },
    context: SessionContext,
  ): Promise<TLoginResult> => {
    if (merchant.whitelabel.FREEPLAY3 !== true) throw new AppError('function_not_enabled', 403);
    await deps.throttle.limit(`freeplay:${context.ip}`, 10, 60 * 60 * 1000);
    const username = `trial${randomCode(10).toLowerCase()}`;
    const account = await deps.repo.insertAccount({
      merchantId: merchant.id,
      username,
      nickname: username,
      type: ACCOUNT_TYPES.TRIAL,
      // Unusable: nobody knows it, and trial accounts cannot log in with a password anyway.
      passwordHash: `!trial!${crypto.randomBytes(16).toString('hex')}`,
      referralCode: randomCode(10),
      registerMethod: 'FREEPLAY',
      registerIp: context.ip,
      lastLoginAt: new Date(),
      lastLoginIp: context.ip,
    });
    if (!account) throw new Error('trial account could not be created');
    await deps.grantPlayMoney(merchant, account, merchant.trialBalance);
    await deps.audit('freeplay', {
      merchantId: merchant.id,
      accountId: account.id,
      ip: context.ip,
      detail: { os: input.os },
    });
    const token = await deps.sessions.start(account, context);
    return { token, firstTimeLogin: false, passwordExpired: false, weakPassword: false };
  };
}
