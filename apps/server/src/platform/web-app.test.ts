import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerWebApp, scriptSafeJson, withBoot } from './web-app';

const INDEX =
  '<!doctype html>\n<html lang="es">\n<head><title>Casino</title></head><body><div id="root"></div></body></html>';

describe('the page shell', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-app-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('keeps a script-closing string inside the JSON', () => {
    const json = scriptSafeJson({ name: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', line: '\u2028' });
  });

  it('carries the status and the language; a bad language falls back to es', () => {
    const html = withBoot(INDEX, { status: { a: 1 }, lang: 'pt' });
    expect(html).toContain('<html lang="pt"');
    expect(html).toContain('<script id="boot-status" type="application/json">{"a":1}</script></head>');
    expect(withBoot(INDEX, { status: {}, lang: '"><x' })).toContain('<html lang="es"');
  });

  it('serves every page with its boot status, and without it when the status fails', async () => {
    let fail = false;
    const app = Fastify();
    await registerWebApp(
      app,
      dist,
      async () => [],
      async () => {
        if (fail) throw new Error('down');
        return { status: { maintenance: false }, lang: 'en' };
      },
    );
    const page = await app.inject({ method: 'GET', url: '/promotions' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const boot = /<script id="boot-status" type="application\/json">(.*?)<\/script>/.exec(page.body);
    expect(JSON.parse(boot![1]!)).toEqual({ maintenance: false });
    expect(page.body).toContain('<html lang="en"');
    fail = true;
    const plain = await app.inject({ method: 'GET', url: '/' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).not.toContain('boot-status');
    await app.close();
  });
});
