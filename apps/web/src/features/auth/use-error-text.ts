import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/server-message';
import { errorKey } from './error-text';

/**
 * Text for a failed call in the UI language: the app's own text for the code; for a code the app
 * does not know, the server's message (already in the request's language); else "unknown error".
 */
export function useErrorText() {
  const { t } = useTranslation('auth');
  return (error: unknown): string => {
    const key = errorKey(error);
    const fromServer = key === 'err_unknown' ? serverMessage(error) : null;
    if (fromServer) return fromServer;
    return t(key);
  };
}
