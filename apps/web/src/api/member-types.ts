/**
 * Plain TypeScript mirrors of the contract's wallet and payment shapes (packages/contract wallet.ts,
 * payments.ts, paging.ts). Those modules build zod schemas when they load, so web code imports only
 * their types (erased at build time) and its constants from the zod-free `money-kinds`.
 */

import type { TBetRecord, TBettingRecordPage, TBettingRecordQuery } from '@crupier/contract/betting-record';
import {
  DEPOSIT_LIMIT_PERIODS,
  DEPOSIT_STATUSES,
  MOVEMENT_TYPES,
  WITHDRAWAL_RECEIPTS,
} from '@crupier/contract/money-kinds';
import type { TDeposit, TDepositMethod, TWithdrawal } from '@crupier/contract/payments';
import type { ZRgsRoundDetail } from '@crupier/contract/rgs';
import type { TMovement, TMovementType } from '@crupier/contract/wallet';
import type { z } from 'zod';

export type { TDeposit, TDepositMethod, TMovement, TMovementType, TWithdrawal };
/** Contract ZRgsRoundDetail (rgs.ts exports only the schema). */
export type TRgsRoundDetail = z.infer<typeof ZRgsRoundDetail>;

export { DEPOSIT_LIMIT_PERIODS, MOVEMENT_TYPES, WITHDRAWAL_RECEIPTS };
/** Deposits and withdrawals share their states. */
export const PAYMENT_STATUSES = DEPOSIT_STATUSES;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type TWithdrawalReceipt = (typeof WITHDRAWAL_RECEIPTS)[number];
export type TLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

/** A page of a list (contract ZPage). */
export type TPage<T> = { list: T[]; pageNo: number; pageSize: number; totalPages: number; total: number };

/** GET /wps/v2/wallets/balance and the answer of POST /wps/wallet/transfer/member. */
export type TWalletBalance = {
  balance: string;
  held: string;
  available: string;
  currency: string;
  currencySymbol: string;
};

/** Contract ZMerchantWallet: POST /wps/relay/GCS_merchantWallet and GCS_walletTransfer. */
export type TMerchantWallet = {
  isSingle: boolean;
  wallets: { vendor: string; name: string; balance: string }[];
};

/** Contract ZDepositLimits: null is no limit. */
export type TDepositLimits = Record<TLimitPeriod, string | null>;
/** Contract ZDepositLimitsView: looser limits wait 24 hours in `pending`. */
export type TDepositLimitsView = {
  current: TDepositLimits;
  pending: { period: TLimitPeriod; amount: string | null; from: string }[];
};

/** Contract ZPayoutAccount. */
export type TPayoutAccount = {
  id: number;
  bankName: string;
  holderName: string;
  accountNumberMasked: string;
};

/** Contract ZPayoutAccountRequest. */
export type TPayoutAccountRequest = {
  bankName: string;
  holderName: string;
  accountNumber: string;
  paymentPassword: string;
};

/** Contract ZMemberTransferRequest. */
export type TMemberTransferRequest = {
  targetUsername: string;
  amount: string;
  paymentPassword: string;
  remark?: string;
};

/** Contract ZTransactionHistoryQuery. */
export type THistoryQuery = {
  pageNo: number;
  pageSize: number;
  type?: TMovementType | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
};

export type { TBetRecord, TBettingRecordPage, TBettingRecordQuery };

/**
 * A round with its seeds (contract ZRgsRoundDetail), as GET /wps/member/bettingRecord/<roundId> gives
 * it to the logged-in player, with the game's name and studio when the server sends them.
 */
export type TRoundDetail = TRgsRoundDetail & {
  gameName?: string | undefined;
  gameType?: string | undefined;
  studio?: string | undefined;
};
