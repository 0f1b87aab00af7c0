import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { currentLanguage } from './i18n';
import { merchantLocales, resolveStartLanguage, switchLanguage } from './language';

describe('language', () => {
  it('switching stores the new language as lang and the previous one as hisLang', async () => {
    expect(currentLanguage()).toBe('es');
    await switchLanguage('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(localStorage.getItem('hisLang')).toBe('es');
    expect(i18next.t('game_maintenance')).toBe('Site under maintenance');
    expect(document.documentElement.lang).toBe('en');

    await switchLanguage('ty');
    expect(localStorage.getItem('lang')).toBe('ty');
    expect(localStorage.getItem('hisLang')).toBe('en');
    expect(document.documentElement.lang).toBe('fil');
    expect(i18next.t('in_sure_logout')).toBe('Sigurado ka bang gusto mong mag-sign out?');
  });

  it('choosing the current language changes nothing', async () => {
    await switchLanguage('es');
    expect(localStorage.getItem('lang')).toBeNull();
    expect(localStorage.getItem('hisLang')).toBeNull();
  });

  it('offers the merchant languages that have locale files, whatever their case', () => {
    expect(merchantLocales(['EN', 'ES', 'CN', 'ty'])).toEqual(['es', 'en', 'ty']);
    expect(merchantLocales([])).toEqual([]);
  });

  it('starts in the stored language if offered, else the merchant default', () => {
    const info = { languages: ['EN', 'ES'], defaultLanguage: 'ES' };
    expect(resolveStartLanguage(info)).toBe('es');
    localStorage.setItem('lang', 'en');
    expect(resolveStartLanguage(info)).toBe('en');
    localStorage.setItem('lang', 'pt');
    expect(resolveStartLanguage(info)).toBe('es');
    expect(resolveStartLanguage({ languages: ['EN'], defaultLanguage: 'XX' })).toBe('en');
  });
});
