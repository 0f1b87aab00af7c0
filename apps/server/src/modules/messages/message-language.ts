import { type TWebLocale, WEB_LOCALES } from '@crupier/contract/constants';
import type { MessageTexts } from '@/db/schema-member-centre';
import { languageChain } from '@/platform/content-language';

/** A message's text in each of the four languages (what system senders give). */
export type MessageTextsByLanguage = Partial<Record<TWebLocale, { title: string; body: string }>>;

/**
 * A system message's [title, body] built in each of the four languages, as `texts` for messages.send
 * (the builder gets the language, so per-language content such as a promotion's title fits in).
 */
export function inEveryLanguage(
  build: (language: TWebLocale) => readonly [string, string],
): Record<TWebLocale, { title: string; body: string }> {
  const entries = WEB_LOCALES.map((language) => {
    const [title, body] = build(language);
    return [language, { title, body }] as const;
  });
  return Object.fromEntries(entries) as Record<TWebLocale, { title: string; body: string }>;
}

/**
 * The title and body a reader sees, through the content fallback chain (requested → merchant default
 * → es): the first language the message has; the stored title/body are the merchant-default text, so
 * they answer for the default language and whenever no language of the chain is kept.
 */
export function messageIn(
  message: { title: string; body: string; texts: MessageTexts | null },
  requested: string | undefined,
  merchantDefault: string,
): { title: string; body: string } {
  const texts = message.texts ?? {};
  for (const language of languageChain(requested, merchantDefault)) {
    const text = texts[language];
    if (text?.title.trim()) return { title: text.title, body: text.body };
    if (language === merchantDefault.toLowerCase()) return { title: message.title, body: message.body };
  }
  return { title: message.title, body: message.body };
}
