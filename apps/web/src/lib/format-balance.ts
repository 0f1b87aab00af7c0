import { DEFAULT_CURRENCY_SYMBOL } from '@crupier/contract/constants';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '@/api/member-info';
import { currentLanguage, DOCUMENT_LANG } from '@/i18n/i18n';
import { formatMoney } from '@/lib/money';

/**
 * The balance as the header shows it: the merchant's currency symbol and the amount (a two-decimal
 * string on the wire) in the UI language's number format, formatted from the string itself, never
 * through a float.
 */
export function formatBalance(balance: string, currencySymbol: string, locale: string): string {
  return formatMoney(balance, currencySymbol, locale);
}

/**
 * Money of the logged-in member's pages outside the member centre (lottery, sportsbook): the one
 * formatter with the merchant's symbol (from the member info) in the UI language, as the header.
 */
export function useMemberMoney() {
  useTranslation();
  const info = useMemberInfo();
  const symbol = info.data?.publicState.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL;
  const locale = DOCUMENT_LANG[currentLanguage()];
  return useCallback(
    (amount: string, options?: { signed?: boolean }) => formatMoney(amount, symbol, locale, options),
    [symbol, locale],
  );
}
