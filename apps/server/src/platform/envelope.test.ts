import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '@/app';
import { merchants as merchantsTable } from '@/db/schema';
import { createTestApp } from '@/test/test-app';
import { AppError, ok } from './app-error';

let app: App;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'crupier-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root">app shell</div>');
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
  app = await createTestApp({ webDist, bodyLimit: 1024 }, (instance) => {
    const typed = instance.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/test/echo',
      { schema: { body: z.object({ name: z.string().min(1).max(20), age: z.number().int().min(0) }) } },
      async (request) => ok({ greeting: `hola ${request.body.name}` }),
    );
    typed.get('/test/refuse', async () => {
      throw new AppError('insufficient_funds', 422, 'Insufficient funds');
    });
    typed.get('/test/bug', async () => {
      throw new Error('secret database detail');
    });
  });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const echo = (payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: '/test/echo', payload, headers: { 'content-type': contentType } });

describe('the response envelope', () => {
  it('wraps success as {success: true, value}', async () => {
    const res = await echo(JSON.stringify({ name: 'Ana', age: 30 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { greeting: 'hola Ana' } });
  });

  it('answers malformed JSON with 400 malformed_json', async () => {
    const res = await echo('{"name": "Ana",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'malformed_json' });
    expect(typeof res.json().message).toBe('string');
  });

  it('answers an empty JSON body with 400', async () => {
    const res = await echo('');
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('answers schema violations with 400 invalid_input and where they are', async () => {
    for (const payload of [
      { name: '', age: 1 },
      { name: 'x'.repeat(21), age: 1 },
      { name: 'Ana', age: 'thirty' },
      { name: 'Ana', age: -1 },
      { name: ["'; DROP TABLE merchants; --"], age: 1 },
      [],
      'just a string',
      null,
    ]) {
      const res = await echo(JSON.stringify(payload));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'invalid_input' });
    }
  });

  it('answers an oversized body with 413 payload_too_large', async () => {
    const res = await echo(JSON.stringify({ name: 'Ana', age: 1, pad: 'x'.repeat(4096) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'payload_too_large' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await echo('name=Ana', 'application/x-msgpack');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'unsupported_media_type' });
  });

  it('answers unknown API routes and methods with 404 not_found', async () => {
    for (const [method, url] of [
      ['GET', '/wps/nope'],
      ['POST', '/wps/system/status'],
      ['DELETE', '/wps/system/whitelabel'],
      ['GET', '/vendor/x/wallet/balance'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'not_found' });
    }
  });

  it('answers a malformed URL with 400 and never a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/helpCenter?lang=%E0%A4%A' });
    expect(res.statusCode).toBeLessThan(500);
    const bad = await app.inject({ method: 'GET', url: '/wps/%E0%A4%A/x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });

  it('turns an AppError into its status and code', async () => {
    const res = await app.inject({ url: '/test/refuse' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, code: 'insufficient_funds', message: 'Insufficient funds' });
  });

  it('hides the detail of a bug behind 500 internal_error', async () => {
    const res = await app.inject({ url: '/test/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, code: 'internal_error' });
    expect(res.body).not.toContain('secret database detail');
  });

  it('localises messages by the lang query or Accept-Language', async () => {
    const es = await app.inject({ url: '/wps/system/helpCenter?device=TV' });
    expect(es.json().message).toBe('Los datos enviados no son válidos.');
    const en = await app.inject({ url: '/wps/system/helpCenter?device=TV&lang=en' });
    expect(en.json().message).toBe('The request is not valid.');
    const pt = await app.inject({ url: '/wps/system/helpCenter?device=TV&lang=pt' });
    expect(pt.json().message).toBe('Os dados enviados não são válidos.');
    const ty = await app.inject({
      url: '/wps/system/helpCenter?device=TV',
      headers: { 'accept-language': 'ty' },
    });
    expect(ty.json().message).toBe('Hindi wasto ang ipinadalang datos.');
  });

  it('takes the browser tags pt-BR and fil-PH for Portuguese and Filipino', async () => {
    const pt = await app.inject({
      url: '/wps/system/helpCenter?device=TV',
      headers: { 'accept-language': 'pt-BR,pt;q=0.9' },
    });
    expect(pt.json().message).toBe('Os dados enviados não são válidos.');
    const ty = await app.inject({
      url: '/wps/system/helpCenter?device=TV',
      headers: { 'accept-language': 'fil-PH,fil;q=0.9,en;q=0.8' },
    });
    expect(ty.json().message).toBe('Hindi wasto ang ipinadalang datos.');
    const tl = await app.inject({ url: '/wps/system/helpCenter?device=TV&lang=tl' });
    expect(tl.json().message).toBe('Hindi wasto ang ipinadalang datos.');
  });
});

describe('security headers', () => {
  it('sends a strict CSP and the usual hardening headers', async () => {
    const res = await app.inject({ url: '/wps/system/status' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Plain http: no HSTS (security-headers.test.ts covers TLS behind a proxy).
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the page CSP', () => {
  it('adds the merchant’s image CDNs to img-src on its pages, and nothing else', async () => {
    await app.services.db
      .update(merchantsTable)
      .set({ imageCdns: ['https://img.lucky.example/games/', '', 'javascript:alert(1)'] })
      .where(eq(merchantsTable.code, 'lucky'));
    const lucky = await app.inject({ url: '/', headers: { host: 'lucky.localhost' } });
    expect(lucky.statusCode).toBe(200);
    expect(lucky.body).toContain('app shell');
    const csp = String(lucky.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://img.lucky.example;");
    expect(csp).not.toContain('javascript');
    const demo = await app.inject({ url: '/home' });
    expect(String(demo.headers['content-security-policy'])).toContain("img-src 'self' data: blob:;");
  });
});

describe('the web app and the docs', () => {
  it('answers every client route of the spec with the app shell', async () => {
    for (const url of ['/', '/home', '/login', '/rng?vassalage=PG', '/agentHome', '/member', '/seamless']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('app shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await app.inject({ url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves the OpenAPI document generated from the zod schemas at /docs', async () => {
    const json = await app.inject({ url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/wps/system/status']).toBeDefined();
    expect(doc.paths['/wps/system/helpCenter'].get.parameters.map((p: { name: string }) => p.name)).toContain(
      'device',
    );
    const ui = await app.inject({ url: '/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
