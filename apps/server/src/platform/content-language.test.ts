import { describe, expect, it } from 'vitest';
import { languageChain, textIn } from './content-language';

describe('content language fallback', () => {
  it('tries the requested language, then the merchant default, then Spanish', () => {
    expect(languageChain('pt', 'en')).toEqual(['pt', 'en', 'es']);
    expect(languageChain('TY', 'es')).toEqual(['ty', 'es']);
    expect(languageChain(undefined, 'en')).toEqual(['en', 'es']);
  });

  it('picks the first language of the chain that has a text', () => {
    const texts = { es: 'Hola', en: 'Hello', pt: 'Olá' };
    expect(textIn(texts, 'pt', 'en')).toBe('Olá');
    expect(textIn(texts, 'ty', 'en')).toBe('Hello');
    expect(textIn({ es: 'Hola', ty: ' ' }, 'ty', 'en')).toBe('Hola');
  });

  it('falls back to any text, and to nothing when there is none', () => {
    expect(textIn({ fr: 'Bonjour' }, 'pt', 'en')).toBe('Bonjour');
    expect(textIn({}, 'pt', 'en')).toBe('');
    expect(textIn(null, 'pt', 'en')).toBe('');
  });
});
