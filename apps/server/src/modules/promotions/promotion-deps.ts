import type { Db } from '@/db/client';
import type { Ledger } from '@/modules/ledger/service';
import type { Merchant } from '@/modules/merchants/service';
import type { SendMessage } from '@/modules/messages/service';
import type { Wallet } from '@/modules/wallet/service';
import type { Clock } from '@/platform/clock';

export type PromotionsDeps = {
  db: Db;
  ledger: Ledger;
  wallet: Wallet;
  clock: Clock;
  onBalance?: (accountId: bigint) => void;
  /**
   * A member gained a bonus account: every instance forgets its cached "no bonus account" answers
   * (`bonus.forgetNoBonus`), since the wallet's credits skip the bonus check on those.
   */
  onBonusAccount?: () => void;
  /** Tells a member of an operator's decision (the messages module's send). */
  notify?: (message: SendMessage) => Promise<unknown>;
};

/** The merchant's money as bonus money names it. */
export const moneyOf = (merchant: Merchant) => ({ merchantId: merchant.id, currency: merchant.currency });
