import { describe, expect, it } from 'vitest';
import walletEn from './locales/wallet/en';
import walletEs from './locales/wallet/es';
import walletPt from './locales/wallet/pt';
import walletTy from './locales/wallet/ty';

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('the lazy wallet namespace', () => {
  it.each([
    ['en', walletEn],
    ['pt', walletPt],
    ['ty', walletTy],
  ])('%s has exactly the keys of es, none empty, with the same placeholders', (_name, locale) => {
    expect(Object.keys(locale).sort()).toEqual(Object.keys(walletEs).sort());
    for (const [key, value] of Object.entries(locale)) {
      expect(value.trim(), key).not.toBe('');
      expect(placeholders(value), key).toEqual(placeholders(walletEs[key as keyof typeof walletEs]));
    }
  });

  it('has a text for every error code the money calls answer with', () => {
    const codes = [
      'insufficient_funds',
      'deposit_limit_exceeded',
      'amount_out_of_range',
      'invalid_payment_password',
      'transfer_not_allowed',
      'idempotency_conflict',
      'payment_password_not_set',
      'request_in_progress',
      'payout_account_not_found',
      'player_not_found',
      'invalid_image',
      'withdrawal_already_confirmed',
      'in_need_true_account',
    ];
    for (const code of codes) expect(walletEs, code).toHaveProperty(`err_${code}`);
  });
});
