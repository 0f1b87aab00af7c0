import { UPLOAD_MAX_IMAGE_BYTES } from '@crupier/contract/constants';
import {
  ZCreateDepositRequest,
  ZCreateWithdrawalRequest,
  ZDepositLimits,
  ZPayoutAccountRequest,
} from '@crupier/contract/payments';
import { ZMemberTransferRequest, ZWalletTransferRequest } from '@crupier/contract/wallet';
import { describe, expect, it } from 'vitest';
import {
  checkAmount,
  checkImages,
  quickAmounts,
  validateDeposit,
  validateLimits,
  validateMemberTransfer,
  validatePayoutAccount,
  validateWalletTransfer,
  validateWithdrawal,
} from './forms';

// Tests may load the contract's zod schemas (the app never does): the rules must agree with them.
const money = (amount: string) => `$${amount}`;
const BANK = { id: 2, minAmount: '100.00', maxAmount: '200000.00' };

describe('amount fields', () => {
  it('turn what was typed into the API’s money string', () => {
    expect(checkAmount('150,5', {}, money)).toEqual({ amount: '150.50' });
  });

  it('say what is wrong, with the limits in the merchant’s format', () => {
    expect(checkAmount('', {}, money).error?.key).toBe('required');
    expect(checkAmount('12.345', {}, money).error?.key).toBe('invalid_amount');
    expect(checkAmount('0', {}, money).error?.key).toBe('amount_positive');
    expect(checkAmount('99.99', { min: '100.00' }, money).error).toEqual({
      key: 'amount_below_min',
      values: { min: '$100.00' },
    });
    expect(checkAmount('200000.01', { max: '200000.00' }, money).error).toEqual({
      key: 'amount_above_max',
      values: { max: '$200000.00' },
    });
    expect(checkAmount('5000.01', { available: '5000.00' }, money).error).toEqual({
      key: 'amount_above_available',
      values: { available: '$5000.00' },
    });
    expect(checkAmount('5000.00', { available: '5000.00' }, money)).toEqual({ amount: '5000.00' });
  });
});

describe('deposit form', () => {
  it('needs a method and an amount inside its range; the reference is optional and trimmed', () => {
    expect(validateDeposit({ method: undefined, amount: '', reference: '' }, money).errors).toMatchObject({
      method: { key: 'choose_method' },
      amount: { key: 'required' },
    });
    expect(validateDeposit({ method: BANK, amount: '50', reference: '' }, money).errors.amount?.key).toBe(
      'amount_below_min',
    );
    const ok = validateDeposit({ method: BANK, amount: '250', reference: '  SPEI 123 ' }, money);
    expect(ok.body).toEqual({ methodId: 2, amount: '250.00', reference: 'SPEI 123' });
    expect(ZCreateDepositRequest.parse(ok.body)).toEqual(ok.body);
    expect(validateDeposit({ method: BANK, amount: '250', reference: '' }, money).body).toEqual({
      methodId: 2,
      amount: '250.00',
    });
  });

  it('offers round quick amounts inside the method’s range', () => {
    expect(quickAmounts('10.00', '50000.00')).toEqual(['50.00', '100.00', '200.00', '500.00', '1000.00']);
    expect(quickAmounts('100.00', '200000.00')).toEqual(['100.00', '200.00', '500.00', '1000.00', '2000.00']);
    expect(quickAmounts('150.00', '400.00')).toEqual(['150.00', '200.00']);
  });
});

describe('payout account form (contract ZPayoutAccountRequest)', () => {
  const good = {
    bankName: ' BBVA ',
    holderName: 'Jugador Uno',
    accountNumber: '012180001234567891',
    paymentPassword: '123456',
  };

  it('accepts what the contract accepts, trimmed', () => {
    const { body } = validatePayoutAccount(good);
    expect(body).toEqual({ ...good, bankName: 'BBVA' });
    expect(ZPayoutAccountRequest.parse(body)).toEqual(body);
  });

  it('refuses what the contract refuses', () => {
    for (const bad of [
      { bankName: 'B' },
      { holderName: '' },
      { accountNumber: '12345' },
      { accountNumber: '0121-8000/1234' },
      { paymentPassword: '' },
    ]) {
      const input = { ...good, ...bad };
      expect(validatePayoutAccount(input).body, JSON.stringify(bad)).toBeUndefined();
      expect(ZPayoutAccountRequest.safeParse(input).success, JSON.stringify(bad)).toBe(false);
    }
    expect(validatePayoutAccount({ ...good, accountNumber: 'ES91 2100-0418' }).errors).toEqual({});
  });
});

describe('withdrawal form', () => {
  it('needs an account, an amount within the available balance and the payment password', () => {
    const empty = validateWithdrawal(
      { payoutAccountId: null, amount: '', paymentPassword: '', available: '10.00' },
      money,
    );
    expect(Object.keys(empty.errors).sort()).toEqual(['amount', 'paymentPassword', 'payoutAccount']);
    const ok = validateWithdrawal(
      { payoutAccountId: 3, amount: '100', paymentPassword: '123456', available: '5000.00' },
      money,
    );
    expect(ok.body).toEqual({ payoutAccountId: 3, amount: '100.00', paymentPassword: '123456' });
    expect(ZCreateWithdrawalRequest.parse(ok.body)).toEqual(ok.body);
  });
});

describe('transfer forms', () => {
  it('to the upline or downline: username, amount, payment password, an optional short note', () => {
    const input = {
      targetUsername: ' agente2 ',
      amount: '25',
      paymentPassword: '123456',
      remark: '',
      available: '300.00',
    };
    const ok = validateMemberTransfer(input, money);
    expect(ok.body).toEqual({ targetUsername: 'agente2', amount: '25.00', paymentPassword: '123456' });
    expect(ZMemberTransferRequest.parse(ok.body)).toEqual(ok.body);
    expect(validateMemberTransfer({ ...input, remark: 'x'.repeat(141) }, money).errors.remark?.key).toBe(
      'too_long',
    );
    expect(validateMemberTransfer({ ...input, amount: '300.01' }, money).errors.amount?.key).toBe(
      'amount_above_available',
    );
  });

  it('between wallets: one side is the main wallet, never the same on both', () => {
    const ok = validateWalletTransfer(
      { from: 'MAIN', to: 'DEMOT', amount: '40', fromBalance: '5000.00' },
      money,
    );
    expect(ok.body).toEqual({ from: 'MAIN', to: 'DEMOT', amount: '40.00' });
    expect(ZWalletTransferRequest.parse(ok.body)).toEqual(ok.body);
    expect(
      validateWalletTransfer({ from: 'MAIN', to: 'MAIN', amount: '1', fromBalance: null }, money).errors.to
        ?.key,
    ).toBe('same_wallet');
    expect(
      validateWalletTransfer({ from: 'A', to: 'B', amount: '1', fromBalance: null }, money).errors.to?.key,
    ).toBe('main_wallet_side');
    expect(
      validateWalletTransfer({ from: 'DEMOT', to: 'MAIN', amount: '26', fromBalance: '25.00' }, money).errors
        .amount?.key,
    ).toBe('amount_above_available');
  });
});

describe('deposit limits form', () => {
  it('an empty field is no limit; others are positive amounts (contract ZDepositLimits)', () => {
    const ok = validateLimits({ day: '100', week: '', month: ' 1000,50 ' });
    expect(ok.body).toEqual({ day: '100.00', week: null, month: '1000.50' });
    expect(ZDepositLimits.parse(ok.body)).toEqual(ok.body);
    expect(validateLimits({ day: '0', week: 'abc', month: '' }).errors).toEqual({
      day: { key: 'amount_positive' },
      week: { key: 'invalid_amount' },
    });
  });
});

describe('image uploads (spec §5, §9: png or jpg, at most 5 MB each, at most 3)', () => {
  const png = (name: string, size = 1000) => ({ name, type: 'image/png', size });

  it('keeps PNG and JPEG files up to 5 MB', () => {
    const files = [png('a.png'), { name: 'b.jpg', type: 'image/jpeg', size: UPLOAD_MAX_IMAGE_BYTES }];
    expect(checkImages(files, 0)).toEqual({ accepted: files });
  });

  it('refuses other types and bigger files, naming them', () => {
    expect(checkImages([{ name: 'c.gif', type: 'image/gif', size: 10 }], 0)).toEqual({
      accepted: [],
      error: { key: 'image_type', values: { name: 'c.gif' } },
    });
    expect(checkImages([png('big.png', UPLOAD_MAX_IMAGE_BYTES + 1), png('ok.png')], 0)).toEqual({
      accepted: [png('ok.png')],
      error: { key: 'image_size', values: { name: 'big.png', max: 5 } },
    });
  });

  it('takes at most 3 in all, counting those already chosen', () => {
    const result = checkImages([png('1'), png('2'), png('3')], 1);
    expect(result.accepted.map((f) => f.name)).toEqual(['1', '2']);
    expect(result.error).toEqual({ key: 'image_count', values: { max: 3 } });
  });
});
