import { describe, expect, it } from 'vitest';
import authEn from './locales/auth/en';
import authEs from './locales/auth/es';
import authPt from './locales/auth/pt';
import authTy from './locales/auth/ty';
import en from './locales/en';
import es from './locales/es';
import lobbyEn from './locales/lobby/en';
import lobbyEs from './locales/lobby/es';
import lobbyPt from './locales/lobby/pt';
import lobbyTy from './locales/lobby/ty';
import pt from './locales/pt';
import ty from './locales/ty';

const SPEC_KEYS = [
  'game_maintenance',
  'info_maintenance',
  'blockip',
  'info_ip_block',
  'in_popup_prompt',
  'in_sure_logout',
  'in_more_cancel',
  'in_increase_submit',
  'in_need_true_account',
] as const;

describe('locales', () => {
  it.each([
    ['en', en],
    ['pt', pt],
    ['ty', ty],
  ])('%s has exactly the keys of es, none empty', (_name, locale) => {
    expect(Object.keys(locale).sort()).toEqual(Object.keys(es).sort());
    for (const value of Object.values(locale)) expect(value.trim()).not.toBe('');
  });

  it('every locale translates the i18n keys the spec names', () => {
    for (const locale of [es, en, pt, ty]) {
      for (const key of SPEC_KEYS) expect(locale[key]).toBeTruthy();
    }
    expect(new Set([es.in_sure_logout, en.in_sure_logout, pt.in_sure_logout, ty.in_sure_logout]).size).toBe(
      4,
    );
  });

  it('keeps interpolation placeholders in every translation', () => {
    for (const locale of [en, pt, ty]) {
      expect(locale.rights_reserved).toContain('{{year}}');
      expect(locale.rights_reserved).toContain('{{name}}');
      expect(locale.vendors_of).toContain('{{category}}');
    }
  });
});

describe('the lazy auth namespace', () => {
  it.each([
    ['en', authEn],
    ['pt', authPt],
    ['ty', authTy],
  ])('%s has exactly the keys of es, none empty, with the same placeholders', (_name, locale) => {
    expect(Object.keys(locale).sort()).toEqual(Object.keys(authEs).sort());
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const [key, value] of Object.entries(locale)) {
      expect(value.trim(), key).not.toBe('');
      expect(placeholders(value), key).toEqual(placeholders(authEs[key as keyof typeof authEs]));
    }
  });
});

describe('the lazy lobby namespace', () => {
  it.each([
    ['en', lobbyEn],
    ['pt', lobbyPt],
    ['ty', lobbyTy],
  ])('%s has exactly the keys of es, none empty, with the same placeholders', (_name, locale) => {
    expect(Object.keys(locale).sort()).toEqual(Object.keys(lobbyEs).sort());
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const [key, value] of Object.entries(locale)) {
      expect(value.trim(), key).not.toBe('');
      expect(placeholders(value), key).toEqual(placeholders(lobbyEs[key as keyof typeof lobbyEs]));
    }
  });

  it('names every slot sub-category of the spec', () => {
    for (const code of ['SC', 'VP', 'JP', 'TG', 'AC', 'BG']) {
      for (const locale of [lobbyEs, lobbyEn, lobbyPt, lobbyTy]) {
        expect(locale[`classify_${code}` as keyof typeof lobbyEs]).toBeTruthy();
      }
    }
  });
});
