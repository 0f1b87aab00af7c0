import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { createTestApp } from '@/test/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'casino.example' } });

describe('site files', () => {
  it('robots.txt keeps crawlers out of accounts and the API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Disallow: /member');
    expect(res.body).toContain('Disallow: /wps/');
    expect(res.body).toContain('Sitemap: http://casino.example/sitemap.xml');
  });

  it('the sitemap lists the public pages with an alternate per language, and no private page', async () => {
    const res = await get('/sitemap.xml');
    expect(res.body.slice(0, 300)).toContain('<?xml');
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toContain('<loc>http://casino.example/promotions</loc>');
    expect(res.body).toContain('<loc>http://casino.example/download</loc>');
    expect(res.body).toContain('hreflang="en" href="http://casino.example/rng?lang=en"');
    expect(res.body).not.toContain('/member');
    expect(res.body).not.toContain('/backoffice');
  });

  it('the manifest carries the merchant’s name and installable icons', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json();
    const merchant = await app.services.merchants.resolve({ host: 'casino.example' });
    expect(manifest).toMatchObject({ name: merchant.name, display: 'standalone', start_url: '/?source=pwa' });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
  });
});
