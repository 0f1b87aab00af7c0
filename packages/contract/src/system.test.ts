import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import { API_PREFIXES, SPEC_ROUTES } from './routes';
import { appStartState, ZCountry } from './system';

describe('appStartState', () => {
  it('maps status flags to the three app-start outcomes of spec §4', () => {
    expect(appStartState({ maintenance: false, regionRestriction: false })).toBe(0);
    expect(appStartState({ maintenance: true, regionRestriction: false })).toBe(1);
    expect(appStartState({ maintenance: false, regionRestriction: true })).toBe(2);
    expect(appStartState({ maintenance: true, regionRestriction: true })).toBe(1);
  });
});

describe('reference data', () => {
  it('every country entry is valid and unique by code', () => {
    for (const country of COUNTRIES) expect(ZCountry.parse(country)).toEqual(country);
    expect(new Set(COUNTRIES.map((c) => c.countryCode)).size).toBe(COUNTRIES.length);
  });

  it('no client route of the spec collides with an API prefix', () => {
    for (const route of SPEC_ROUTES) {
      expect(API_PREFIXES.some((prefix) => route === prefix || route.startsWith(`${prefix}/`))).toBe(false);
    }
  });
});
