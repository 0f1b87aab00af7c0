import { describe, expect, it } from 'vitest';
import {
  ZIpRange,
  ZOpsAccessInput,
  ZOpsDomainsInput,
  ZOpsLanguagesInput,
  ZOpsRegistrationInput,
} from './ops-brand';

describe('the brand settings schemas', () => {
  it('accepts CIDR ranges and single addresses, v4 and v6, and nothing else', () => {
    for (const range of ['10.0.0.0/8', '203.0.113.7', '2001:db8::/32', '::1']) {
      expect(ZIpRange.safeParse(range).success, range).toBe(true);
    }
    for (const range of [
      '10.0.0.0/33',
      '300.1.1.1',
      '10.0.0',
      'example.com',
      '10.0.0.0/8 x',
      '2001:db8::/129',
    ]) {
      expect(ZIpRange.safeParse(range).success, range).toBe(false);
    }
    const access = { maintenance: true, blockedIps: ['10.0.0.0/8'], reason: 'Fraude' };
    expect(ZOpsAccessInput.safeParse(access).success).toBe(true);
    expect(ZOpsAccessInput.safeParse({ ...access, reason: '' }).success).toBe(false);
    expect(ZOpsAccessInput.safeParse({ ...access, blockedIps: ['10.0.0.0/8', '10.0.0.0/8'] }).success).toBe(
      false,
    );
  });

  it('wants at least one language from the platform list, the default among them', () => {
    const parse = (languages: string[], defaultLanguage: string) =>
      ZOpsLanguagesInput.safeParse({ languages, defaultLanguage }).success;
    expect(parse(['es', 'en'], 'en')).toBe(true);
    expect(parse([], 'es')).toBe(false);
    expect(parse(['es'], 'en')).toBe(false);
    expect(parse(['es', 'xx'], 'es')).toBe(false);
    expect(parse(['es', 'es'], 'es')).toBe(false);
  });

  it('checks field rules and host names', () => {
    const rule = { enabled: true, required: true, patternId: 'EMAIL', minLength: 5, maxLength: 80 };
    const parse = (email: object) =>
      ZOpsRegistrationInput.safeParse({ ageConsent: 18, fields: { email } }).success;
    expect(parse(rule)).toBe(true);
    expect(parse({ ...rule, minLength: 90 })).toBe(false);
    expect(parse({ ...rule, enabled: false })).toBe(false);
    const domains = (domain: string) =>
      ZOpsDomainsInput.safeParse({ domains: [{ domain, type: 'player' }] }).success;
    expect(domains('Play.Example.com')).toBe(true);
    for (const bad of ['http://x.com', 'x.com:8080', '-x.com', 'a b.com', ''])
      expect(domains(bad), bad).toBe(false);
  });
});
