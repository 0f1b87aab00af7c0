import type { TFunction } from 'i18next';
import { ApiError } from '@/api/client';

/** A failure as the operator reads it: the server's code translated when known, else its message. */
export function opsErrorText(error: unknown, t: TFunction<'backoffice'>): string {
  if (error instanceof ApiError) {
    return t(`err_${error.code}` as 'err_generic', { defaultValue: error.message || error.code });
  }
  return t('err_generic');
}
