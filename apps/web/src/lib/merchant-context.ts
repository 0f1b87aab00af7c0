import { DEFAULT_CURRENCY_SYMBOL } from '@crupier/contract/constants';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, DOCUMENT_LANG } from '@/i18n/i18n';
import { formatMoney } from '@/lib/money';

/** The merchant settings the money pages need (currency symbol, GMT offset), given by the app. */
export type TMerchant = { currencySymbol: string; gmtOffset: string; referralEnabled?: boolean };

const MerchantContext = createContext<TMerchant>({
  currencySymbol: DEFAULT_CURRENCY_SYMBOL,
  gmtOffset: '+00:00',
});
export const MerchantProvider = MerchantContext.Provider;

export function useMerchant(): TMerchant {
  return useContext(MerchantContext);
}

/** The UI language's locale tag, re-rendering on a language switch. */
export function useLocale(): string {
  useTranslation('wallet');
  return DOCUMENT_LANG[currentLanguage()];
}

/** Formats money strings with the merchant's symbol in the UI language ("-25.00" → "-$25,00"). */
export function useMoney() {
  const { currencySymbol } = useMerchant();
  const locale = useLocale();
  return (amount: string, options?: { signed?: boolean }) =>
    formatMoney(amount, currencySymbol, locale, options);
}
