import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespace } from '@/i18n/i18n';
import type { TSportsbookLocale } from './i18n/es';

/**
 * The sportsbook's texts: the lazy i18next namespace `sportsbook` (es, en, pt, ty in ./i18n), loaded
 * with the client and on every language switch afterwards.
 */
export type TSbKey = keyof TSportsbookLocale;
export type TSbText = (key: TSbKey, values?: Record<string, string | number>) => string;

export function useSbText(): { t: TSbText; language: string; ready: boolean } {
  const { t, i18n } = useTranslation('sportsbook');
  const language = (i18n.resolvedLanguage ?? i18n.language ?? 'es').slice(0, 2);
  const ready = i18n.hasResourceBundle(language, 'sportsbook') || i18n.hasResourceBundle('es', 'sportsbook');
  useEffect(() => {
    void loadNamespace('sportsbook');
  }, []);
  const text: TSbText = (key, values) => (t as (k: string, v?: object) => string)(key, values);
  return { t: text, language, ready };
}
