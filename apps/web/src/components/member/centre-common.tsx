import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/client';
import { Notice } from '@/components/member/common';

/** The `membercentre` text of a failed call: `err_<code>`, else the unknown-error text. */
export function useMcErrorText() {
  const { t } = useTranslation('membercentre');
  return (error: unknown) => {
    const code = error instanceof ApiError ? error.code : 'unknown';
    const key = `err_${code}`;
    return i18next.exists(key, { ns: 'membercentre' })
      ? t(key as 'err_unknown')
      : error instanceof ApiError && error.status > 0 && error.status < 500 && error.message !== error.code
        ? error.message
        : t('err_unknown');
  };
}

export function McError({ error, testId = 'mc-error' }: { error: unknown; testId?: string }) {
  const text = useMcErrorText();
  if (!error) return null;
  return (
    <Notice tone="error" testId={testId}>
      {text(error)}
    </Notice>
  );
}

/** A local instant in the UI language (the member's own time, with the date). */
export function formatInstant(iso: string, locale: string) {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}
