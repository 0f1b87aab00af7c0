import { ZSystemStatus } from '@crupier/contract/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { createTestApp } from '@/test/test-app';
import { decodeCustomerServicePath } from './customer-service-path';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('GET /wps/system/status', () => {
  it('answers the demo merchant in the envelope, valid by the contract schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const status = ZSystemStatus.parse(body.value);
    expect(status.maintenance).toBe(false);
    expect(status.regionRestriction).toBe(false);
    expect(status.info.merchantCode).toBe('demo');
    expect(status.info.languages).toEqual(['es', 'en', 'pt', 'ty']);
    expect(status.info.defaultLanguage).toBe('es');
    expect(status.info.currencySymbol).toBe('$');
    expect(status.info.whitelabel.MOBILENUMREG3).toBe(true);
    expect(status.location.ip).toBe('127.0.0.1');
  });

  it('encrypts customer-service paths so that the key at the end opens them', async () => {
    const status = (await app.inject({ method: 'GET', url: '/wps/system/status' })).json().value;
    expect(status.info.customerService.length).toBeGreaterThan(0);
    const first = status.info.customerService[0];
    expect(first.path).not.toContain('http');
    expect(decodeCustomerServicePath(first.path)).toBe('https://support.crupier.example/chat');
  });

  it('resolves the merchant from the Merchant header, then the host, then the default', async () => {
    const byHeader = await app.inject({ url: '/wps/system/status', headers: { merchant: 'lucky' } });
    expect(byHeader.json().value.info.merchantCode).toBe('lucky');
    const byHost = await app.inject({ url: '/wps/system/status', headers: { host: 'lucky.localhost:8080' } });
    expect(byHost.json().value.info.merchantCode).toBe('lucky');
    const byDefault = await app.inject({ url: '/wps/system/status', headers: { host: 'other.example' } });
    expect(byDefault.json().value.info.merchantCode).toBe('demo');
  });

  it('refuses an unknown merchant header with 400 unknown_merchant', async () => {
    const res = await app.inject({ url: '/wps/system/status', headers: { merchant: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'unknown_merchant' });
  });
});

describe('other system calls', () => {
  it('GET /wps/system/whitelabel returns every flag as a boolean', async () => {
    const res = await app.inject({ url: '/wps/system/whitelabel', headers: { merchant: 'lucky' } });
    expect(res.json().value).toMatchObject({ USERNAMEREG3: true, MOBILENUMREG3: false, FREEPLAY3: false });
  });

  it('GET /wps/system/domainRoute lists only this merchant’s domains', async () => {
    const demo = (await app.inject({ url: '/wps/system/domainRoute' })).json().value;
    expect(demo.map((r: { domain: string }) => r.domain)).toEqual(['localhost', 'agent.localhost']);
    const lucky = (
      await app.inject({ url: '/wps/system/domainRoute', headers: { merchant: 'lucky' } })
    ).json().value;
    expect(lucky).toEqual([{ domain: 'lucky.localhost', type: 'player' }]);
  });

  it('GET /wps/system/helpCenter answers in the asked language and falls back to the default', async () => {
    const es = (await app.inject({ url: '/wps/system/helpCenter?lang=es&device=WEB' })).json().value;
    expect(es[0].title).toBe('Sobre nosotros');
    const en = (await app.inject({ url: '/wps/system/helpCenter?lang=en&device=WEB' })).json().value;
    expect(en[0].title).toBe('About us');
    const pt = (await app.inject({ url: '/wps/system/helpCenter?lang=pt&device=WEB' })).json().value;
    expect(pt[0].title).toBe('Sobre nós');
    const ty = (await app.inject({ url: '/wps/system/helpCenter?lang=ty&device=WEB' })).json().value;
    expect(ty[0].title).toBe('Tungkol sa amin');
    // The second brand writes its help in English only: Spanish readers get its default language.
    const lucky = await app.inject({
      url: '/wps/system/helpCenter?lang=es&device=WEB',
      headers: { merchant: 'lucky' },
    });
    expect(lucky.json().value[0].title).toBe('About Lucky');
    const byHeader = await app.inject({
      url: '/wps/system/helpCenter',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(byHeader.json().value[0].title).toBe('About us');
  });

  it('GET /wps/system/helpCenter refuses an unknown device with 400 invalid_input', async () => {
    const res = await app.inject({ url: '/wps/system/helpCenter?device=TV' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'invalid_input' });
  });

  it('GET /wps/system/crypto returns one stable SPKI public key', async () => {
    const a = (await app.inject({ url: '/wps/system/crypto' })).json().value;
    const b = (await app.inject({ url: '/wps/system/crypto' })).json().value;
    expect(a.keyId).toBe(b.keyId);
    const { createPublicKey } = await import('node:crypto');
    const key = createPublicKey({ key: Buffer.from(a.publicKey, 'base64'), format: 'der', type: 'spki' });
    expect(key.asymmetricKeyType).toBe('rsa');
  });

  it('GET /wps/system/countryCode lists dialling codes', async () => {
    const list = (await app.inject({ url: '/wps/system/countryCode' })).json().value;
    expect(list).toContainEqual({ countryCode: 'MX', countryDialingCode: '+52' });
  });
});
