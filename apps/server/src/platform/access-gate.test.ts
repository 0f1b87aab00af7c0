import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { DEMO_MERCHANT_CODE } from '@/demo/seed';
import { createTestApp } from '@/test/test-app';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function setMerchant(instance: App, patch: Parameters<App['services']['merchants']['update']>[1]) {
  const merchant = await instance.services.merchants.findByCode(DEMO_MERCHANT_CODE);
  await instance.services.merchants.update(merchant!.id, patch);
  instance.services.merchants.invalidate();
}

describe('maintenance', () => {
  it('MAINTENANCE=1 answers every /wps call but the status with 503 system_maintenance', async () => {
    app = await createTestApp({ maintenance: true });
    const status = await app.inject({ url: '/wps/system/status' });
    expect(status.statusCode).toBe(200);
    expect(status.json().value).toMatchObject({ maintenance: true });
    for (const url of [
      '/wps/system/whitelabel',
      '/wps/system/helpCenter',
      '/wps/system/crypto',
      '/wps/nope',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.json()).toMatchObject({ success: false, code: 'system_maintenance' });
    }
  });

  it('a merchant in maintenance is closed while another merchant stays open', async () => {
    app = await createTestApp();
    await setMerchant(app, { maintenance: true });
    expect((await app.inject({ url: '/wps/system/whitelabel' })).statusCode).toBe(503);
    const other = await app.inject({ url: '/wps/system/whitelabel', headers: { merchant: 'lucky' } });
    expect(other.statusCode).toBe(200);
  });
});

describe('region restriction', () => {
  it('BLOCKED_IPS blocks the visitor with 503 blockip and reports the IP in the status', async () => {
    app = await createTestApp({ blockedIps: ['127.0.0.0/8'] });
    const status = (await app.inject({ url: '/wps/system/status' })).json().value;
    expect(status).toMatchObject({
      maintenance: false,
      regionRestriction: true,
      location: { ip: '127.0.0.1' },
    });
    const res = await app.inject({ url: '/wps/system/helpCenter' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'blockip', details: { ip: '127.0.0.1' } });
  });

  it('a merchant’s own blocked ranges apply to that merchant only', async () => {
    app = await createTestApp();
    await setMerchant(app, { blockedIpRanges: ['127.0.0.1/32'] });
    expect((await app.inject({ url: '/wps/system/whitelabel' })).json().code).toBe('blockip');
    expect(
      (await app.inject({ url: '/wps/system/whitelabel', headers: { merchant: 'lucky' } })).statusCode,
    ).toBe(200);
  });

  it('maintenance wins over a region block', async () => {
    app = await createTestApp({ maintenance: true, blockedIps: ['127.0.0.1'] });
    expect((await app.inject({ url: '/wps/system/whitelabel' })).json().code).toBe('system_maintenance');
  });

  it('believes X-Forwarded-For and the country header only from a trusted proxy', async () => {
    app = await createTestApp({ trustProxy: ['127.0.0.1/32'] });
    await setMerchant(app, { allowedCountries: ['MX'], blockedIpRanges: ['203.0.113.0/24'] });
    const fromMx = await app.inject({
      url: '/wps/system/status',
      headers: { 'x-forwarded-for': '198.51.100.7', 'cf-ipcountry': 'mx' },
    });
    expect(fromMx.json().value).toMatchObject({
      regionRestriction: false,
      location: { ip: '198.51.100.7', country: 'MX' },
    });
    const fromUs = await app.inject({
      url: '/wps/system/whitelabel',
      headers: { 'x-forwarded-for': '198.51.100.7', 'cf-ipcountry': 'US' },
    });
    expect(fromUs.json().code).toBe('blockip');
    const blockedIp = await app.inject({
      url: '/wps/system/whitelabel',
      headers: { 'x-forwarded-for': '203.0.113.9', 'cf-ipcountry': 'MX' },
    });
    expect(blockedIp.json().code).toBe('blockip');
  });

  it('ignores forwarded headers when no proxy is trusted', async () => {
    app = await createTestApp();
    const res = await app.inject({
      url: '/wps/system/status',
      headers: { 'x-forwarded-for': '203.0.113.9', 'cf-ipcountry': 'US' },
    });
    expect(res.json().value.location).toEqual({ ip: '127.0.0.1', country: null });
  });
});
