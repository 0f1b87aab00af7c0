import { describe, expect, it } from 'vitest';

type Table = Record<string, string>;
type Module = { default: Table };

/**
 * Every UI namespace in every language: the always-loaded table (locales/<lang>.ts), the lazy ones
 * (locales/<namespace>/<lang>.ts) and the features' own (features/<feature>/i18n/<lang>.ts). The back
 * office is written in es and en only and has its own test.
 */
const files = {
  ...import.meta.glob<Module>('./locales/*.ts', { eager: true }),
  ...import.meta.glob<Module>('./locales/*/*.ts', { eager: true }),
  ...import.meta.glob<Module>('../features/*/i18n/{es,en,pt,ty}.ts', { eager: true }),
};

const LANGUAGES = ['es', 'en', 'pt', 'ty'] as const;

function namespaces(): Map<string, Partial<Record<(typeof LANGUAGES)[number], Table>>> {
  const result = new Map<string, Partial<Record<(typeof LANGUAGES)[number], Table>>>();
  for (const [path, module] of Object.entries(files)) {
    const match = /(?:locales\/(?:([a-z-]+)\/)?|features\/([a-z-]+)\/i18n\/)(es|en|pt|ty)\.ts$/.exec(path);
    if (!match) continue;
    const name = match[1] ?? match[2] ?? 'translation';
    if (name === 'backoffice') continue;
    const entry = result.get(name) ?? {};
    entry[match[3] as (typeof LANGUAGES)[number]] = module.default;
    result.set(name, entry);
  }
  return result;
}

/**
 * Words Filipino shares with Spanish: brands, abbreviations, game terms and Tagalog's own Spanish
 * loanwords (puntos, estado, progreso, o = "or"). A ty text equal to the es one may use only these.
 */
const FILIPINO_SHARED_WORDS = new Set(
  [
    'ios android vip qq line whatsapp facebook wechat ip clabe iban lobby nonce scatter jackpot arcade',
    'bingo blackjack keno esports d big small đề xiên meron wala decimal pts puntos estado progreso',
    'suspendido o kraken mesa tigre ante',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Portuguese shares most short words with Spanish (Cancelar, Saldo, Depósito), so only texts of three
 * words or more equal to the Spanish count as untranslated, except these, which are good Portuguese.
 */
const PORTUGUESE_SAME_AS_SPANISH = new Set([
  'Programa de agentes',
  'Centro de agentes',
  '{{count}} de {{max}} números marcados',
]);

/** The words of a text, without placeholders, numbers and punctuation. */
const wordsOf = (text: string) =>
  text
    .replace(/\{\{\w+\}\}/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);

function isUntranslated(language: 'pt' | 'ty', value: string, spanish: string | undefined): boolean {
  if (value !== spanish) return false;
  const words = wordsOf(value);
  if (language === 'ty') return words.some((word) => !FILIPINO_SHARED_WORDS.has(word));
  return words.length >= 3 && !PORTUGUESE_SAME_AS_SPANISH.has(value);
}

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('every UI namespace is whole in es, en, pt and ty', () => {
  const all = namespaces();

  it('finds the namespaces', () => {
    expect([...all.keys()]).toEqual(
      expect.arrayContaining(['translation', 'auth', 'wallet', 'membercentre']),
    );
  });

  for (const [name, tables] of all) {
    it(`${name}: every language has the keys of es, none empty, with the same placeholders`, () => {
      const es = tables.es!;
      for (const language of LANGUAGES) {
        const table = tables[language];
        expect(table, `${name}/${language}`).toBeDefined();
        expect(Object.keys(table!).sort(), `${name}/${language}`).toEqual(Object.keys(es).sort());
        for (const [key, value] of Object.entries(table!)) {
          expect(value.trim(), `${name}/${language}.${key}`).not.toBe('');
          expect(placeholders(value), `${name}/${language}.${key}`).toEqual(placeholders(es[key]!));
        }
      }
    });

    it(`${name}: pt and ty are translated, not left in Spanish`, () => {
      const es = tables.es!;
      const untranslated = (['pt', 'ty'] as const).flatMap((language) =>
        Object.entries(tables[language] ?? {})
          .filter(([key, value]) => isUntranslated(language, value, es[key]))
          .map(([key, value]) => `${language}.${key}: ${value}`),
      );
      expect(untranslated).toEqual([]);
    });
  }
});
