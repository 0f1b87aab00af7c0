import { DEFAULT_LANGUAGE, type TWebLocale, WEB_LOCALES } from '@crupier/contract/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import es, { type TLocale } from './locales/es';

/** Spanish ships with the app; the others are fetched when first chosen. */
const LOADERS: Record<Exclude<TWebLocale, 'es'>, () => Promise<{ default: TLocale }>> = {
  en: () => import('./locales/en'),
  pt: () => import('./locales/pt'),
  ty: () => import('./locales/ty'),
};

/** BCP 47 tag for <html lang>: the spec's 'ty' is Filipino (Tagalog). */
export const DOCUMENT_LANG: Record<TWebLocale, string> = { es: 'es', en: 'en', pt: 'pt', ty: 'fil' };

/** Each language in its own name, for the language selector. */
export const LANGUAGE_NAMES: Record<TWebLocale, string> = {
  es: 'Español',
  en: 'English',
  pt: 'Português',
  ty: 'Filipino',
};

export function isWebLocale(value: unknown): value is TWebLocale {
  return typeof value === 'string' && (WEB_LOCALES as readonly string[]).includes(value);
}

export function initI18n() {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...WEB_LOCALES],
      resources: { es: { translation: es } },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  return i18next;
}

export async function loadLocale(language: TWebLocale): Promise<void> {
  if (language === 'es' || i18next.hasResourceBundle(language, 'translation')) return;
  const module = await LOADERS[language]();
  i18next.addResourceBundle(language, 'translation', module.default);
}

/** Loads the locale if needed, then switches the UI and the document language to it. */
export async function applyLanguage(language: TWebLocale): Promise<void> {
  await loadLocale(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = DOCUMENT_LANG[language];
}

export function currentLanguage(): TWebLocale {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isWebLocale(language) ? language : DEFAULT_LANGUAGE;
}
