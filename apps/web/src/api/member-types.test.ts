import * as payments from '@crupier/contract/payments';
import * as wallet from '@crupier/contract/wallet';
import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_LIMIT_PERIODS,
  MOVEMENT_TYPES,
  PAYMENT_STATUSES,
  WITHDRAWAL_RECEIPTS,
} from '@/api/member-types';

// The web app mirrors these constants so that it never loads the contract's zod modules.
describe('mirrored contract constants', () => {
  it('match the contract', () => {
    expect(MOVEMENT_TYPES).toEqual(wallet.MOVEMENT_TYPES);
    expect(PAYMENT_STATUSES).toEqual(payments.DEPOSIT_STATUSES);
    expect(WITHDRAWAL_RECEIPTS).toEqual(payments.WITHDRAWAL_RECEIPTS);
    expect(DEPOSIT_LIMIT_PERIODS).toEqual(payments.DEPOSIT_LIMIT_PERIODS);
  });
});
