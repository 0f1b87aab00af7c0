import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { createTestApp } from '@/test/test-app';

let app: App;
let webDist: string;
const shell = `<!doctype html><html lang="es"><head><title>Casino</title></head><body><div id="root">${'app shell '.repeat(300)}</div></body></html>`;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
// A mark in the precompressed copy: the page is made per request (it carries the system status), so
// the build's copy must not be what is sent.
const BROTLI_SHELL = `${shell}<!-- br -->`;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'crupier-compress-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), shell);
  fs.writeFileSync(path.join(webDist, 'index.html.br'), zlib.brotliCompressSync(BROTLI_SHELL));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'main-abc123.js'), script);
  fs.writeFileSync(path.join(webDist, 'assets', 'main-abc123.js.gz'), zlib.gzipSync(script));
  app = await createTestApp({ webDist });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compression', () => {
  it('sends the build’s precompressed asset to a client that accepts it, and the plain one otherwise', async () => {
    const gz = await get('/assets/main-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.headers['cache-control']).toContain('immutable');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/main-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses the page with its boot status per request, with its security headers', async () => {
    const res = await get('/promotions', 'br, gzip');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-security-policy']).toBeDefined();
    const page = zlib.brotliDecompressSync(res.rawPayload).toString();
    expect(page).not.toContain('<!-- br -->');
    const boot = /<script id="boot-status" type="application\/json">(.*?)<\/script>/.exec(page);
    expect(JSON.parse(boot![1]!).info.merchantName).toBeTruthy();
    expect(page).toContain('app shell');
  });

  it('compresses a large API reply, and leaves a small one as it is', async () => {
    const large = await app.inject({
      method: 'POST',
      url: '/wps/relay/GCSGAME_gameList',
      payload: { gameType: 'RNG', pageNo: 1, pageSize: 50 },
      headers: { 'accept-encoding': 'br' },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const body = JSON.parse(zlib.brotliDecompressSync(large.rawPayload).toString());
    expect(body.success).toBe(true);
    expect(body.value.games.length).toBeGreaterThan(0);
    expect(large.rawPayload.length).toBeLessThan(JSON.stringify(body).length / 2);

    const small = await app.inject({
      method: 'GET',
      url: '/wps/no-such-call',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends a shared lobby page as bytes compressed once, the same to every client that asks', async () => {
    const page = (encoding?: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/relay/GCSGAME_gameList',
        payload: { gameType: 'RNG', pageNo: 2, pageSize: 30 },
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await page();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.json().value.games).toHaveLength(30);

    const br = await page('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['x-request-id']).toBeDefined();
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect((await page('br')).rawPayload.equals(br.rawPayload)).toBe(true);

    const gzip = await page('br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends the hot games compressed, and checks them against their schema as before', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/relay/GCSGAME_hotGamesV2',
      payload: {},
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(zlib.gunzipSync(res.rawPayload).toString());
    expect(body.success).toBe(true);
    expect(body.value.games.length).toBeGreaterThan(0);
    expect(body.value.games[0].nodeId).toEqual(expect.any(String));
  });
});
