import { useTranslation } from 'react-i18next';
import { formatMinor, formatMoney } from '@/lib/money';
import { useOpsMerchant } from './merchant';

/** A money string as the API sends it ("1250.00"), or minor units: never a float. */
export type TMoneyValue = string | bigint;

export function moneyText(value: TMoneyValue): string {
  return typeof value === 'bigint' ? formatMinor(value) : value;
}

/** Money in the UI language's number format (Intl.NumberFormat) with the merchant's symbol. */
export function Money({ value, signed = false }: { value: TMoneyValue; signed?: boolean }) {
  const { i18n } = useTranslation();
  const { currencySymbol } = useOpsMerchant();
  const minus = typeof value === 'bigint' ? value < 0n : value.trim().startsWith('-');
  return (
    <span className={`bo-money${minus ? ' bo-money--minus' : ''}`}>
      {formatMoney(moneyText(value), currencySymbol, i18n.language, { signed })}
    </span>
  );
}
