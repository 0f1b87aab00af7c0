import { useEffect, useState } from 'react';
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
  const [, setLoads] = useState(0);
  const language = (i18n.resolvedLanguage ?? i18n.language ?? 'es').slice(0, 2);
  const ready = i18n.hasResourceBundle(language, 'sportsbook') || i18n.hasResourceBundle('es', 'sportsbook');
  // Loaded once mounted: the component renders again with the texts once they are in.
  useEffect(() => {
    let isMounted = true;
    void loadNamespace('sportsbook').then(() => {
      if (isMounted) setLoads((count) => count + 1);
    });
    return () => {
      isMounted = false;
    };
  }, []);
  const text: TSbText = (key, values) => (t as (k: string, v?: object) => string)(key, values);
  return { t: text, language, ready };
}
