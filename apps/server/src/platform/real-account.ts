import { isTrial } from '@crupier/contract/account-types';
import { AppError } from './app-error';

/** Refuses a trial (free-play) account where real money or a real member's feature is involved. */
export function requireRealAccount(account: { type: number }): void {
  if (isTrial(account.type)) throw new AppError('in_need_true_account', 403);
}
