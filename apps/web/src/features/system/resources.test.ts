import { describe, expect, it } from 'vitest';
import { groupResources, resourceUrl } from '@/api/resources';

describe('groupResources', () => {
  it('sorts the demo resources into app downloads and social links', () => {
    const groups = groupResources([
      { resourceType: 'APP_IOS', url: '/downloads/crupier-ios', labelNameEn: 'iOS app' },
      { resourceType: 'APP_ANDROID', url: '/downloads/crupier-android.apk', labelNameEn: 'Android app' },
      { resourceType: 'APP_LITE', url: '/downloads/crupier-lite.apk', labelNameEn: 'Lite app' },
      { resourceType: 'SOCIAL_FACEBOOK', url: 'https://facebook.example/crupier', labelNameEn: 'Facebook' },
      { resourceType: 'SOCIAL_TELEGRAM', url: 'https://t.example/crupier', labelNameEn: 'Telegram' },
      { resourceType: 'MIRROR', url: 'https://mirror1.crupier.example', labelNameEn: 'Mirror site 1' },
      { resourceType: 'SOCIAL_X', url: 'javascript:alert(1)', labelNameEn: 'Bad' },
    ]);
    expect(groups.ios?.url).toBe(`${window.location.origin}/downloads/crupier-ios`);
    expect(groups.android?.url).toBe(`${window.location.origin}/downloads/crupier-android.apk`);
    expect(groups.social.map((s) => s.labelNameEn)).toEqual(['Facebook', 'Telegram']);
  });

  it('accepts only http(s) URLs, resolving relative ones against the site', () => {
    expect(resourceUrl('/a', 'https://site.test')).toBe('https://site.test/a');
    expect(resourceUrl('https://x.test/y')).toBe('https://x.test/y');
    expect(resourceUrl('javascript:alert(1)')).toBeNull();
    expect(resourceUrl('data:text/html,x')).toBeNull();
  });
});
