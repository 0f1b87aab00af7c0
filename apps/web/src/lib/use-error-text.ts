import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/client';
import type { TWalletKey } from '@/i18n/locales/wallet/es';
import { useMoney } from '@/lib/merchant-context';
import { isMoney } from '@/lib/money';
import { serverMessage } from '@/lib/server-message';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The `wallet` text of a failed call: `err_<code>` when there is one, else the unknown-error text. */
export function errorKey(error: unknown): TWalletKey {
  const code = error instanceof ApiError ? error.code : 'unknown';
  const key = `err_${code}`;
  return (i18next.exists(key, { ns: 'wallet' }) ? key : 'err_unknown') as TWalletKey;
}

/**
 * Values for the error text from the refusal's `details`: money (min, max, limit, remaining) in the
 * merchant's format, the limit period in words, the wait of a throttle in minutes.
 */
export function errorValues(
  details: unknown,
  formatMoney: (amount: string) => string,
  periodText: (period: string) => string,
): Record<string, string | number> {
  if (!isRecord(details)) return {};
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(details)) {
    if (typeof value === 'string' && isMoney(value)) values[name] = formatMoney(value);
    else if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  if (typeof details.period === 'string') values.period = periodText(details.period);
  if (typeof details.retryAfter === 'number')
    values.minutes = Math.max(1, Math.ceil(details.retryAfter / 60));
  return values;
}

/**
 * Text for a failed money call in the UI language: the app's text for its `code` with the details
 * filled in; for a code the app does not know, the server's message (already in the request's
 * language); else "unknown error".
 */
export function useMoneyErrorText() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  return (error: unknown): string => {
    const key = errorKey(error);
    const fromServer = key === 'err_unknown' ? serverMessage(error) : null;
    if (fromServer) return fromServer;
    const details = error instanceof ApiError ? error.details : undefined;
    const values = errorValues(
      details,
      (amount) => money(amount),
      (period) =>
        i18next.exists(`period_in_text_${period}`, { ns: 'wallet' })
          ? t(`period_in_text_${period}` as TWalletKey)
          : period,
    );
    return t(key, { min: '', max: '', limit: '', remaining: '', period: '', minutes: 1, ...values });
  };
}
