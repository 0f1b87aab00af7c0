import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { createTestApp } from '@/test/test-app';
import { contentSecurityPolicy, socketOriginOf } from './security-headers';

let app: App;
let webDist: string;
const PROXY = '10.9.0.1';

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'crupier-headers-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root">app shell</div>');
  app = await createTestApp({ webDist, trustProxy: [PROXY] });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const directives = (csp: unknown) =>
  new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe('security headers', () => {
  it('sends HSTS only on a request that came over TLS, as a trusted proxy says', async () => {
    const plain = await app.inject({ url: '/wps/system/status' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const behindTls = await app.inject({
      url: '/wps/system/status',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(behindTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const claimedByAnyone = await app.inject({
      url: '/wps/system/status',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimedByAnyone.headers['strict-transport-security']).toBeUndefined();
  });

  it('has a CSP without inline script or foreign sockets, and frame, referrer and permissions policies', async () => {
    for (const url of ['/wps/system/status', '/', '/home']) {
      const res = await app.inject({ url });
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'self'"]);
      const connect = csp.get('connect-src') ?? [];
      expect(connect[0]).toBe("'self'");
      expect(connect, url).not.toContain('ws:');
      expect(connect, url).not.toContain('wss:');
      expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-eval');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['permissions-policy']).toContain('geolocation=()');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('lets a page open its WebSocket to its own origin only', async () => {
    const plain = await app.inject({ url: '/home', headers: { host: 'lucky.localhost:8080' } });
    expect(directives(plain.headers['content-security-policy']).get('connect-src')).toEqual([
      "'self'",
      'ws://lucky.localhost:8080',
    ]);
    const behindTls = await app.inject({
      url: '/home',
      remoteAddress: PROXY,
      headers: { host: 'casino.example', 'x-forwarded-proto': 'https' },
    });
    expect(directives(behindTls.headers['content-security-policy']).get('connect-src')).toEqual([
      "'self'",
      'wss://casino.example',
    ]);
  });

  it('names no socket origin for a host that is not a plain host name', () => {
    expect(socketOriginOf({ protocol: 'http', host: 'evil.example; script-src *' })).toBeUndefined();
    expect(socketOriginOf({ protocol: 'https', host: '[::1]:8443' })).toBe('wss://[::1]:8443');
    expect(contentSecurityPolicy()).toContain("connect-src 'self';");
  });
});
