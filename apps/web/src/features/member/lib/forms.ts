import {
  FEEDBACK_MAX_LENGTH,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_IMAGE_BYTES,
  UPLOAD_MAX_IMAGES,
} from '@crupier/contract/constants';
import { DEPOSIT_LIMIT_PERIODS, type TDepositLimits, type TLimitPeriod } from '@/api/member-types';
import type { TWalletKey } from '@/i18n/locales/wallet/es';
import { compareToRange, formatMinor, normalizeAmountInput, parseMinor } from '@/lib/money';

/**
 * The member centre's form rules, checked before a call so that people see what is wrong beside the
 * field. They mirror the contract's schemas (wallet.ts, payments.ts; `forms.test.ts` compares them);
 * the server checks again and has the last word (balances, limits, passwords).
 */

/** A field's error: a `wallet` text and its values (money values already formatted). */
export type TFieldError = { key: TWalletKey; values?: Record<string, string | number> };
export type TFormErrors<F extends string> = Partial<Record<F, TFieldError>>;
/** Formats a money string for an error text ("10.00" → "$10,00"). */
export type TFormatMoney = (amount: string) => string;

export const REFERENCE_MAX_LENGTH = 100;
export const REMARK_MAX_LENGTH = FEEDBACK_MAX_LENGTH;

type TAmountRule = {
  min?: string | null;
  max?: string | null;
  /** What the wallet can give: more is refused before asking the server. */
  available?: string | null;
};

/** An amount field: the API's money string, or the error to show. */
export function checkAmount(
  text: string,
  rule: TAmountRule,
  format: TFormatMoney,
): { amount: string; error?: undefined } | { amount?: undefined; error: TFieldError } {
  if (text.trim() === '') return { error: { key: 'required' } };
  const amount = normalizeAmountInput(text);
  if (amount === null) return { error: { key: 'invalid_amount' } };
  if (parseMinor(amount) <= 0n) return { error: { key: 'amount_positive' } };
  const position = compareToRange(amount, rule.min ?? null, rule.max ?? null);
  if (position === 'below' && rule.min)
    return { error: { key: 'amount_below_min', values: { min: format(rule.min) } } };
  if (position === 'above' && rule.max)
    return { error: { key: 'amount_above_max', values: { max: format(rule.max) } } };
  if (rule.available != null && parseMinor(amount) > parseMinor(rule.available)) {
    return { error: { key: 'amount_above_available', values: { available: format(rule.available) } } };
  }
  return { amount };
}

function collect<F extends string>(entries: [F, TFieldError | undefined][]): TFormErrors<F> {
  return Object.fromEntries(entries.filter(([, error]) => error !== undefined)) as TFormErrors<F>;
}

export type TDepositFields = 'method' | 'amount' | 'reference';
export function validateDeposit(
  input: {
    method: { id: number; minAmount: string; maxAmount: string } | undefined;
    amount: string;
    reference: string;
  },
  format: TFormatMoney,
): { errors: TFormErrors<TDepositFields>; body?: { methodId: number; amount: string; reference?: string } } {
  const amount = input.method
    ? checkAmount(input.amount, { min: input.method.minAmount, max: input.method.maxAmount }, format)
    : checkAmount(input.amount, {}, format);
  const reference = input.reference.trim();
  const errors = collect<TDepositFields>([
    ['method', input.method ? undefined : { key: 'choose_method' }],
    ['amount', amount.error],
    [
      'reference',
      reference.length > REFERENCE_MAX_LENGTH
        ? { key: 'too_long', values: { max: REFERENCE_MAX_LENGTH } }
        : undefined,
    ],
  ]);
  if (Object.keys(errors).length > 0 || !input.method || !amount.amount) return { errors };
  return {
    errors,
    body: { methodId: input.method.id, amount: amount.amount, ...(reference ? { reference } : {}) },
  };
}

const ACCOUNT_NUMBER = /^[0-9A-Za-z -]{6,34}$/;
export type TPayoutFields = 'bankName' | 'holderName' | 'accountNumber' | 'paymentPassword';
export function validatePayoutAccount(input: Record<TPayoutFields, string>) {
  const bankName = input.bankName.trim();
  const holderName = input.holderName.trim();
  const accountNumber = input.accountNumber.trim();
  const length = (text: string, min: number, max: number): TFieldError | undefined => {
    if (text === '') return { key: 'required' };
    if (text.length < min || text.length > max) return { key: 'length_between', values: { min, max } };
    return undefined;
  };
  const errors = collect<TPayoutFields>([
    ['bankName', length(bankName, 2, 60)],
    ['holderName', length(holderName, 2, 80)],
    [
      'accountNumber',
      accountNumber === ''
        ? { key: 'required' }
        : ACCOUNT_NUMBER.test(accountNumber)
          ? undefined
          : { key: 'account_number_format' },
    ],
    ['paymentPassword', passwordError(input.paymentPassword)],
  ]);
  if (Object.keys(errors).length > 0) return { errors };
  return { errors, body: { bankName, holderName, accountNumber, paymentPassword: input.paymentPassword } };
}

function passwordError(password: string): TFieldError | undefined {
  if (password === '') return { key: 'payment_password_required' };
  if (password.length > 64) return { key: 'too_long', values: { max: 64 } };
  return undefined;
}

export type TWithdrawalFields = 'payoutAccount' | 'amount' | 'paymentPassword';
export function validateWithdrawal(
  input: {
    payoutAccountId: number | null;
    amount: string;
    paymentPassword: string;
    available: string | null;
  },
  format: TFormatMoney,
) {
  const amount = checkAmount(input.amount, { available: input.available }, format);
  const errors = collect<TWithdrawalFields>([
    ['payoutAccount', input.payoutAccountId === null ? { key: 'choose_account' } : undefined],
    ['amount', amount.error],
    ['paymentPassword', passwordError(input.paymentPassword)],
  ]);
  if (Object.keys(errors).length > 0 || input.payoutAccountId === null || !amount.amount) return { errors };
  return {
    errors,
    body: {
      payoutAccountId: input.payoutAccountId,
      amount: amount.amount,
      paymentPassword: input.paymentPassword,
    },
  };
}

export type TMemberTransferFields = 'targetUsername' | 'amount' | 'paymentPassword' | 'remark';
export function validateMemberTransfer(
  input: Record<TMemberTransferFields, string> & { available: string | null },
  format: TFormatMoney,
) {
  const target = input.targetUsername.trim();
  const remark = input.remark.trim();
  const amount = checkAmount(input.amount, { available: input.available }, format);
  const errors = collect<TMemberTransferFields>([
    [
      'targetUsername',
      target === ''
        ? { key: 'required' }
        : target.length > 64
          ? { key: 'too_long', values: { max: 64 } }
          : undefined,
    ],
    ['amount', amount.error],
    ['paymentPassword', passwordError(input.paymentPassword)],
    [
      'remark',
      remark.length > REMARK_MAX_LENGTH ? { key: 'too_long', values: { max: REMARK_MAX_LENGTH } } : undefined,
    ],
  ]);
  if (Object.keys(errors).length > 0 || !amount.amount) return { errors };
  return {
    errors,
    body: {
      targetUsername: target,
      amount: amount.amount,
      paymentPassword: input.paymentPassword,
      ...(remark ? { remark } : {}),
    },
  };
}

export const MAIN_WALLET = 'MAIN';
export type TWalletTransferFields = 'to' | 'amount';
export function validateWalletTransfer(
  input: { from: string; to: string; amount: string; fromBalance: string | null },
  format: TFormatMoney,
) {
  const sameOrSideways =
    input.from === input.to
      ? 'same_wallet'
      : input.from !== MAIN_WALLET && input.to !== MAIN_WALLET
        ? 'main_wallet_side'
        : null;
  const amount = checkAmount(input.amount, { available: input.fromBalance }, format);
  const errors = collect<TWalletTransferFields>([
    ['to', sameOrSideways ? { key: sameOrSideways } : undefined],
    ['amount', amount.error],
  ]);
  if (Object.keys(errors).length > 0 || !amount.amount) return { errors };
  return { errors, body: { from: input.from, to: input.to, amount: amount.amount } };
}

/** Deposit limits: an empty field is no limit; otherwise a positive amount. */
export function validateLimits(input: Record<TLimitPeriod, string>) {
  const body = {} as TDepositLimits;
  const errors: TFormErrors<TLimitPeriod> = {};
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const text = input[period].trim();
    if (text === '') {
      body[period] = null;
      continue;
    }
    const amount = normalizeAmountInput(text);
    if (amount === null) errors[period] = { key: 'invalid_amount' };
    else if (parseMinor(amount) <= 0n) errors[period] = { key: 'amount_positive' };
    else body[period] = amount;
  }
  return Object.keys(errors).length > 0 ? { errors } : { errors, body };
}

/** A file a person picked, as far as the checks need it. */
export type TPickedFile = { name: string; type: string; size: number };

/**
 * Spec §5 and §9 for uploaded images: PNG or JPG, at most 5 MB each, at most `max` (3) in all. Returns
 * the files that pass, in order, and the error for the first that does not.
 */
export function checkImages<T extends TPickedFile>(
  picked: readonly T[],
  alreadyChosen: number,
  max: number = UPLOAD_MAX_IMAGES,
): { accepted: T[]; error?: TFieldError } {
  const accepted: T[] = [];
  let error: TFieldError | undefined;
  for (const file of picked) {
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      error ??= { key: 'image_type', values: { name: file.name } };
    } else if (file.size > UPLOAD_MAX_IMAGE_BYTES) {
      error ??= {
        key: 'image_size',
        values: { name: file.name, max: UPLOAD_MAX_IMAGE_BYTES / (1024 * 1024) },
      };
    } else if (alreadyChosen + accepted.length >= max) {
      error ??= { key: 'image_count', values: { max } };
    } else {
      accepted.push(file);
    }
  }
  return error ? { accepted, error } : { accepted };
}

/**
 * Quick amounts for a deposit method: round figures inside its range, at most five. The method's
 * minimum leads when fewer than three round figures fit.
 */
export function quickAmounts(min: string, max: string): string[] {
  const low = parseMinor(min);
  const high = parseMinor(max);
  const round = [50_00n, 100_00n, 200_00n, 500_00n, 1000_00n, 2000_00n, 5000_00n, 10_000_00n];
  const inRange = round.filter((amount) => amount >= low && amount <= high).slice(0, 5);
  const list = inRange.length < 3 && !inRange.includes(low) ? [low, ...inRange] : inRange;
  return list.map((amount) => formatMinor(amount));
}
