/** The language content falls back to when neither the requested nor the merchant's default has it. */
export const BASE_CONTENT_LANGUAGE = 'es';

/**
 * The languages to try, in order, for a piece of merchant content (banners, notices, help, promotions,
 * game names, messages): the requested language, then the merchant's default, then Spanish.
 */
export function languageChain(requested: string | undefined, merchantDefault: string): string[] {
  const chain = [requested?.toLowerCase(), merchantDefault.toLowerCase(), BASE_CONTENT_LANGUAGE];
  return [...new Set(chain.filter((language): language is string => Boolean(language)))];
}

/**
 * A text kept per language ({ es, en, pt, ty }) in the first language of the chain that has a
 * non-empty value; any value at all when none does (content is never shown blank because of a gap).
 */
export function textIn(
  texts: Record<string, string> | null | undefined,
  requested: string | undefined,
  merchantDefault: string,
): string {
  if (!texts) return '';
  for (const language of languageChain(requested, merchantDefault)) {
    const text = texts[language];
    if (text?.trim()) return text;
  }
  return Object.values(texts).find((text) => text?.trim()) ?? '';
}
