import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/client';
import { errorKey } from './error-text';

/**
 * Text for a failed call in the UI language: the app's own text for the code; for a code the app
 * does not know, the server's message (already in the request's language); else "unknown error".
 */
export function useErrorText() {
  const { t } = useTranslation('auth');
  return (error: unknown): string => {
    const key = errorKey(error);
    if (
      key === 'err_unknown' &&
      error instanceof ApiError &&
      error.status > 0 &&
      error.status < 500 &&
      error.message &&
      error.message !== error.code
    ) {
      return error.message;
    }
    return t(key);
  };
}
