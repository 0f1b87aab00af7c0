import { DEFAULT_LANGUAGE, type TWebLocale, WEB_LOCALES } from '@crupier/contract/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { writeStorage } from '@/lib/storage';
import es, { type TLocale } from './locales/es';

/** The language last shown, for the offline page (public/offline.js), which cannot ask the merchant. */
export const SHOWN_LANG_KEY = 'shownLang';

/** Spanish ships with the app; the others are fetched when first chosen. */
const LOADERS: Record<Exclude<TWebLocale, 'es'>, () => Promise<{ default: TLocale }>> = {
  en: () => import('./locales/en'),
  pt: () => import('./locales/pt'),
  ty: () => import('./locales/ty'),
};

/**
 * Namespaces of features that load on demand (sign-in, registration…): their texts, Spanish included,
 * stay out of the first page load and come with the feature. `translation` is the always-loaded one.
 */
const NAMESPACE_LOADERS = {
  auth: {
    es: () => import('./locales/auth/es'),
    en: () => import('./locales/auth/en'),
    pt: () => import('./locales/auth/pt'),
    ty: () => import('./locales/auth/ty'),
  },
  wallet: {
    es: () => import('./locales/wallet/es'),
    en: () => import('./locales/wallet/en'),
    pt: () => import('./locales/wallet/pt'),
    ty: () => import('./locales/wallet/ty'),
  },
  lobby: {
    es: () => import('./locales/lobby/es'),
    en: () => import('./locales/lobby/en'),
    pt: () => import('./locales/lobby/pt'),
    ty: () => import('./locales/lobby/ty'),
  },
  games: {
    es: () => import('./locales/games/es'),
    en: () => import('./locales/games/en'),
    pt: () => import('./locales/games/pt'),
    ty: () => import('./locales/games/ty'),
  },
  agent: {
    es: () => import('@/features/agent/i18n/es'),
    en: () => import('@/features/agent/i18n/en'),
    pt: () => import('@/features/agent/i18n/pt'),
    ty: () => import('@/features/agent/i18n/ty'),
  },
  membercentre: {
    es: () => import('./locales/membercentre/es'),
    en: () => import('./locales/membercentre/en'),
    pt: () => import('./locales/membercentre/pt'),
    ty: () => import('./locales/membercentre/ty'),
  },
  site: {
    es: () => import('./locales/site/es'),
    en: () => import('./locales/site/en'),
    pt: () => import('./locales/site/pt'),
    ty: () => import('./locales/site/ty'),
  },
  lottery: {
    es: () => import('@/features/lottery/i18n/es'),
    en: () => import('@/features/lottery/i18n/en'),
    pt: () => import('@/features/lottery/i18n/pt'),
    ty: () => import('@/features/lottery/i18n/ty'),
  },
  promotions: {
    es: () => import('@/features/promotions/i18n/es'),
    en: () => import('@/features/promotions/i18n/en'),
    pt: () => import('@/features/promotions/i18n/pt'),
    ty: () => import('@/features/promotions/i18n/ty'),
  },
  loyalty: {
    es: () => import('@/features/loyalty/i18n/es'),
    en: () => import('@/features/loyalty/i18n/en'),
    pt: () => import('@/features/loyalty/i18n/pt'),
    ty: () => import('@/features/loyalty/i18n/ty'),
  },
  sportsbook: {
    es: () => import('@/features/sportsbook/i18n/es'),
    en: () => import('@/features/sportsbook/i18n/en'),
    pt: () => import('@/features/sportsbook/i18n/pt'),
    ty: () => import('@/features/sportsbook/i18n/ty'),
  },
  chat: {
    es: () => import('@/features/chat/i18n/es'),
    en: () => import('@/features/chat/i18n/en'),
    pt: () => import('@/features/chat/i18n/pt'),
    ty: () => import('@/features/chat/i18n/ty'),
  },
  // The back office is written in Spanish and English; Portuguese and Filipino staff read English.
  backoffice: {
    es: () => import('@/features/backoffice/i18n/es'),
    en: () => import('@/features/backoffice/i18n/en'),
    pt: () => import('@/features/backoffice/i18n/en'),
    ty: () => import('@/features/backoffice/i18n/en'),
  },
} satisfies Record<string, Record<TWebLocale, () => Promise<{ default: Record<string, string> }>>>;
export type TLazyNamespace = keyof typeof NAMESPACE_LOADERS;

/** Lazy namespaces some part of the app has asked for: a language switch loads them too. */
const wantedNamespaces = new Set<TLazyNamespace>();

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
      // No re-render of every component when a bundle is added: a lazy namespace is loaded before the
      // components that use it (loadNamespace), and a language switch re-renders once it is complete.
      // Bound to the store, each bundle of a page's first load re-rendered the whole app in one task.
    });
  }
  return i18next;
}

export async function loadLocale(language: TWebLocale): Promise<void> {
  if (language === 'es' || i18next.hasResourceBundle(language, 'translation')) return;
  const module = await LOADERS[language]();
  i18next.addResourceBundle(language, 'translation', module.default);
}

async function loadNamespaceIn(namespace: TLazyNamespace, language: TWebLocale): Promise<void> {
  if (i18next.hasResourceBundle(language, namespace)) return;
  const module = await NAMESPACE_LOADERS[namespace][language]();
  i18next.addResourceBundle(language, namespace, module.default);
}

/**
 * Loads a lazy namespace in the current language and in Spanish (the fallback); from then on every
 * language switch loads it as well. Await it before rendering components that use the namespace.
 */
export async function loadNamespace(namespace: TLazyNamespace): Promise<void> {
  wantedNamespaces.add(namespace);
  const language = currentLanguage();
  await Promise.all([
    loadNamespaceIn(namespace, DEFAULT_LANGUAGE),
    language === DEFAULT_LANGUAGE ? undefined : loadNamespaceIn(namespace, language),
  ]);
  // The language may have changed meanwhile, and its switch re-rendered without this bundle: render
  // again once it is in.
  const now = currentLanguage();
  if (now !== language && !i18next.hasResourceBundle(now, namespace)) {
    await loadNamespaceIn(namespace, now);
    await i18next.changeLanguage(now);
  }
}

/**
 * Switches i18next to a language whose texts are loaded, at once, for a render on the server (ADR 029):
 * without a backend i18next changes its language synchronously.
 */
export function setLanguageForRender(language: TWebLocale): void {
  void i18next.changeLanguage(language);
  if (currentLanguage() !== language) throw new Error(`Language ${language} is not loaded`);
}

/** Whether the app's texts are already in `language`: the first render need not wait for them. */
export function isLanguageApplied(language: TWebLocale): boolean {
  return i18next.language === language && i18next.hasResourceBundle(language, 'translation');
}

/** Loads the locale if needed, then switches the UI and the document language to it. */
export async function applyLanguage(language: TWebLocale): Promise<void> {
  await loadLocale(language);
  await Promise.all([...wantedNamespaces].map((namespace) => loadNamespaceIn(namespace, language)));
  await i18next.changeLanguage(language);
  document.documentElement.lang = DOCUMENT_LANG[language];
  writeStorage('local', SHOWN_LANG_KEY, language);
}

export function currentLanguage(): TWebLocale {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isWebLocale(language) ? language : DEFAULT_LANGUAGE;
}
