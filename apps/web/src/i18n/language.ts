import { DEFAULT_LANGUAGE, type TWebLocale, WEB_LOCALES } from '@crupier/contract/constants';
import { readStorage, writeStorage } from '@/lib/storage';
import { applyLanguage, currentLanguage, isWebLocale } from './i18n';
import { HIS_LANG_KEY, LANG_KEY } from './language-keys';

export { HIS_LANG_KEY, LANG_KEY };

/** The merchant's active languages that the web app has locale files for, in the app's order. */
export function merchantLocales(languages: readonly string[]): TWebLocale[] {
  const active = new Set(languages.map((language) => language.toLowerCase()));
  return WEB_LOCALES.filter((locale) => active.has(locale));
}

/**
 * Language at app start (spec §4): the stored choice if the merchant offers it,
 * else the merchant's default language, else Spanish.
 */
export function resolveStartLanguage(info: {
  languages: readonly string[];
  defaultLanguage: string;
}): TWebLocale {
  const offered = merchantLocales(info.languages);
  const stored = readStorage('local', LANG_KEY)?.toLowerCase();
  if (isWebLocale(stored) && offered.includes(stored)) return stored;
  const fallback = info.defaultLanguage.toLowerCase();
  if (isWebLocale(fallback)) return fallback;
  return offered[0] ?? DEFAULT_LANGUAGE;
}

/** The stored language when no merchant configuration is known (start failed). */
export function storedLanguage(): TWebLocale {
  const stored = readStorage('local', LANG_KEY)?.toLowerCase();
  return isWebLocale(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The user picks a language: switch to it and remember it, keeping the previous one as hisLang. */
export async function switchLanguage(language: TWebLocale): Promise<void> {
  const previous = currentLanguage();
  if (previous === language) return;
  await applyLanguage(language);
  writeStorage('local', HIS_LANG_KEY, previous);
  writeStorage('local', LANG_KEY, language);
}
