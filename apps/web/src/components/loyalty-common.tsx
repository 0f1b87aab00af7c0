import i18next from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/client';
import { useMoneyAction } from '@/lib/use-money-action';

/** The `loyalty` text of a failed call: `err_<code>`, else the server's message, else the unknown-error text. */
export function useLoyaltyErrorText() {
  const { t } = useTranslation('loyalty');
  return (error: unknown) => {
    const code = error instanceof ApiError ? error.code : 'unknown';
    const key = `err_${code}`;
    if (i18next.exists(key, { ns: 'loyalty' })) return t(key as 'err_unknown');
    return error instanceof ApiError && error.status > 0 && error.status < 500 && error.message !== error.code
      ? error.message
      : t('err_unknown');
  };
}

export function LoyaltyError({ error, testId = 'loyalty-error' }: { error: unknown; testId?: string }) {
  const text = useLoyaltyErrorText();
  if (!error) return null;
  return (
    <p className="loyalty-notice loyalty-notice--error" role="alert" data-testid={testId}>
      {text(error)}
    </p>
  );
}

/** Loading and failure of a query: a page never waits silently or fails blank. */
export function Loading({
  isPending,
  error,
  children,
}: {
  isPending: boolean;
  error: unknown;
  children: ReactNode;
}) {
  const { t } = useTranslation('loyalty');
  if (isPending) return <div className="skeleton skeleton--block" role="status" aria-label={t('loading')} />;
  if (error) return <LoyaltyError error={error} />;
  return <>{children}</>;
}

/** A progress bar with its label and figures. */
export function ProgressBar({
  label,
  percent,
  detail,
  testId,
}: {
  label: string;
  percent: number;
  detail?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="loyalty-progress" data-testid={testId}>
      <div className="loyalty-progress__head">
        <span>{label}</span>
        <span>{percent}%</span>
      </div>
      <div
        className="loyalty-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="loyalty-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      {detail && <div className="loyalty-progress__detail">{detail}</div>}
    </div>
  );
}

export function formatInstant(iso: string, locale: string) {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * A call that moves points or money, with its Idempotency-Key: one key per action, the same on a retry
 * after a lost answer (lib/idempotency.ts); the loyalty lists and the wallet are refetched after.
 */
export function useKeyedAction<TBody, TResult>(
  call: (body: TBody, key: string) => Promise<TResult>,
  onSuccess?: (result: TResult) => void,
) {
  // Every member query (loyalty, wallet balance) may have changed.
  return useMoneyAction(call, { invalidate: [['member']], onSuccess: (result) => onSuccess?.(result) });
}
