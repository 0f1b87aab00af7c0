import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import es, { type TSportsbookLocale } from './i18n/es';

/** The sportsbook's own texts (es ships with the client; en, pt, ty load when chosen). */
const LOADERS: Record<string, () => Promise<{ default: TSportsbookLocale }>> = {
  en: () => import('./i18n/en'),
  pt: () => import('./i18n/pt'),
  ty: () => import('./i18n/ty'),
};
const loaded = new Map<string, TSportsbookLocale>([['es', es]]);

export type TSbKey = keyof TSportsbookLocale;
export type TSbText = (key: TSbKey, values?: Record<string, string | number>) => string;

export function useSbText(): { t: TSbText; language: string } {
  const { i18n } = useTranslation();
  const language = (i18n.language ?? 'es').slice(0, 2);
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (loaded.has(language) || !LOADERS[language]) return;
    let live = true;
    LOADERS[language]!().then((m) => {
      loaded.set(language, m.default);
      if (live) setVersion((v) => v + 1);
    });
    return () => {
      live = false;
    };
  }, [language]);
  const dict = loaded.get(language) ?? es;
  const t: TSbText = (key, values) =>
    (dict[key] ?? es[key]).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ''));
  return { t, language };
}
