import { execSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_CODES, messageFor } from './messages';

const LANGUAGES = ['es', 'en', 'pt', 'ty'] as const;

/** The words of a text, without numbers and punctuation. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);

describe('error messages', () => {
  it('has a text for every code the server throws', () => {
    const src = path.resolve(__dirname, '..');
    const thrown = new Set(
      execSync(`grep -rhoE "AppError\\('[a-z_]+'" ${src} --include=*.ts`, { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .map((line) => line.slice("AppError('".length, -1)),
    );
    const missing = [...thrown].filter((code) => !KNOWN_CODES.includes(code));
    expect(missing).toEqual([]);
  });

  it('has a non-empty es, en, pt and ty text for every code', () => {
    const empty = KNOWN_CODES.flatMap((code) =>
      LANGUAGES.filter((lang) => messageFor(code, lang).trim() === '' || messageFor(code, lang) === code).map(
        (lang) => `${code}:${lang}`,
      ),
    );
    expect(KNOWN_CODES.length).toBeGreaterThan(100);
    expect(empty).toEqual([]);
  });

  it('translates pt and ty rather than copying es or en', () => {
    const copied = KNOWN_CODES.flatMap((code) => {
      const es = messageFor(code, 'es');
      const en = messageFor(code, 'en');
      const pt = messageFor(code, 'pt');
      const ty = messageFor(code, 'ty');
      const found: string[] = [];
      if (pt === es && wordsOf(pt).length >= 3) found.push(`${code}:pt=es`);
      if (pt === en && wordsOf(pt).length >= 3) found.push(`${code}:pt=en`);
      if (ty === en || ty === es) found.push(`${code}:ty`);
      return found;
    });
    expect(copied).toEqual([]);
  });

  it('answers in the asked language, and in English for any other', () => {
    expect(messageFor('insufficient_funds', 'es')).toBe('Saldo insuficiente.');
    expect(messageFor('insufficient_funds', 'en')).toBe('Insufficient funds.');
    expect(messageFor('insufficient_funds', 'pt')).toBe('Saldo insuficiente.');
    expect(messageFor('insufficient_funds', 'ty')).toBe('Kulang ang balanse.');
    expect(messageFor('invalid_credentials', 'pt')).toBe('Usuário ou senha incorretos.');
    expect(messageFor('invalid_credentials', 'ty')).toBe('Mali ang username o password.');
    expect(messageFor('invalid_credentials', 'fr')).toBe('Wrong username or password.');
    expect(messageFor('invalid_credentials', '')).toBe('Wrong username or password.');
  });

  it('returns the code itself for a code without a text', () => {
    expect(messageFor('no_such_code', 'pt')).toBe('no_such_code');
    expect(messageFor('toString', 'ty')).toBe('toString');
  });
});
