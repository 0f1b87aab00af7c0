import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { auditLog, domainRoutes, helpArticles, merchants } from '@/db/schema';
import { addStaff } from '@/test/backoffice';
import { bearer, call } from '@/test/client';
import { createTestApp } from '@/test/test-app';

let app: App;
let editor: string;
let risk: string;
let finance: string;

beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
  editor = await addStaff(app, 'marca', ['content']);
  risk = await addStaff(app, 'riesgo', ['risk']);
  finance = await addStaff(app, 'cajero', ['finance']);
});
afterAll(async () => {
  await app.close();
});

const ops = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(app, {}, { method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const site = (url: string, ip = '127.0.0.1') => call(app, { ip }, { method: 'GET', url });
const status = async () => (await site('/wps/system/status')).json().value;
const lastAudit = async (event: string) =>
  (await app.services.db.select().from(auditLog).where(eq(auditLog.event, event))).at(-1);

describe('brand settings written in the back office', () => {
  it('shows a whitelabel flag change in /wps/system/status at once, audited before and after', async () => {
    const brand = (await ops(editor, 'GET', '/ops/brand')).json().value;
    const flags = { ...brand.whitelabel, REFERRAL3: !brand.whitelabel.REFERRAL3 };
    await status(); // warms the merchant cache: the write must not wait for it to expire
    const res = await ops(editor, 'PUT', '/ops/brand/whitelabel', flags);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.whitelabel.REFERRAL3).toBe(flags.REFERRAL3);
    expect((await status()).info.whitelabel.REFERRAL3).toBe(flags.REFERRAL3);
    const entry = await lastAudit('ops_brand_whitelabel');
    expect(entry?.before).toMatchObject({ REFERRAL3: brand.whitelabel.REFERRAL3 });
    expect(entry?.after).toMatchObject({ REFERRAL3: flags.REFERRAL3 });
    expect(entry?.target).toBe(`merchant:${brand.merchantCode}`);
  });

  it('turns maintenance on (the player API answers 503) and off again, with a reason', async () => {
    const helpCentre = () => site('/wps/system/helpCenter?lang=es');
    expect((await helpCentre()).statusCode).toBe(200);
    expect(
      (await ops(editor, 'PUT', '/ops/brand/access', { maintenance: true, blockedIps: [], reason: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ops(risk, 'PUT', '/ops/brand/access', { maintenance: true, blockedIps: [] })).statusCode,
    ).toBe(400);

    const on = await ops(risk, 'PUT', '/ops/brand/access', {
      maintenance: true,
      blockedIps: [],
      reason: 'Actualización de la base de datos',
    });
    expect(on.statusCode).toBe(200);
    const closed = await helpCentre();
    expect(closed.statusCode).toBe(503);
    expect(closed.json().code).toBe('system_maintenance');
    expect((await status()).maintenance).toBe(true);
    const entry = await lastAudit('ops_brand_access');
    expect(entry).toMatchObject({
      reason: 'Actualización de la base de datos',
      before: { maintenance: false },
      after: { maintenance: true },
    });

    await ops(risk, 'PUT', '/ops/brand/access', { maintenance: false, blockedIps: [], reason: 'Terminado' });
    expect((await helpCentre()).statusCode).toBe(200);
    expect((await status()).maintenance).toBe(false);
  });

  it('blocks an IP range at once, and refuses a range that is not CIDR', async () => {
    const put = (blockedIps: string[]) =>
      ops(risk, 'PUT', '/ops/brand/access', {
        maintenance: false,
        blockedIps,
        reason: 'Fraude desde esta red',
      });
    for (const bad of ['10.0.0.0/33', '300.1.1.1', 'not-an-ip', '10.0.0.0/8; DROP']) {
      expect((await put([bad])).statusCode, bad).toBe(400);
    }
    expect((await put(['203.0.113.0/24', '2001:db8::/32'])).statusCode).toBe(200);
    const blocked = await site('/wps/system/helpCenter', '203.0.113.9');
    expect(blocked.statusCode).toBe(503);
    expect(blocked.json().code).toBe('blockip');
    expect((await site('/wps/system/helpCenter', '198.51.100.1')).statusCode).toBe(200);
    expect((await put([])).statusCode).toBe(200);
    expect((await site('/wps/system/helpCenter', '203.0.113.9')).statusCode).toBe(200);
  });

  it('sets languages (default among them, at least one, from the platform list)', async () => {
    const put = (body: object) => ops(editor, 'PUT', '/ops/brand/languages', body);
    expect((await put({ languages: [], defaultLanguage: 'es' })).statusCode).toBe(400);
    expect((await put({ languages: ['es', 'en'], defaultLanguage: 'pt' })).statusCode).toBe(400);
    expect((await put({ languages: ['es', 'xx'], defaultLanguage: 'es' })).statusCode).toBe(400);
    expect((await put({ languages: ['es', 'es'], defaultLanguage: 'es' })).statusCode).toBe(400);
    const res = await put({ languages: ['es', 'en', 'pt', 'fr'], defaultLanguage: 'en' });
    expect(res.statusCode).toBe(200);
    const info = (await status()).info;
    expect(info.languages).toEqual(['es', 'en', 'pt', 'fr']);
    expect(info.defaultLanguage).toBe('en');
    await put({ languages: ['es', 'en', 'pt', 'ty'], defaultLanguage: 'es' });
  });

  it('sets registration rules, customer-service channels and domain routes', async () => {
    const registration = await ops(editor, 'PUT', '/ops/brand/registration', {
      ageConsent: 21,
      fields: { email: { enabled: true, required: true, patternId: 'EMAIL', minLength: 5, maxLength: 80 } },
    });
    expect(registration.statusCode).toBe(200);
    const settings = (await site('/wps/system/setting/register')).json().value;
    expect(settings).toMatchObject({ ageConsent: 21, fields: { email: { enabled: true, required: true } } });
    expect(registration.json().value.registration.fields.email).toMatchObject({
      enabled: true,
      required: true,
      maxLength: 80,
    });
    expect(
      (
        await ops(editor, 'PUT', '/ops/brand/registration', {
          ageConsent: 18,
          fields: {
            email: { enabled: false, required: true, patternId: 'EMAIL', minLength: 5, maxLength: 80 },
          },
        })
      ).statusCode,
    ).toBe(400);

    const channels = [{ csType: 'TELEGRAM', name: 'Telegram', url: 'https://t.example/nuevo' }];
    expect((await ops(editor, 'PUT', '/ops/brand/customer-service', { channels })).statusCode).toBe(200);
    expect((await status()).info.customerService.map((c: { csType: string }) => c.csType)).toEqual([
      'TELEGRAM',
    ]);
    expect(
      (
        await ops(editor, 'PUT', '/ops/brand/customer-service', {
          channels: [{ csType: 'CHAT', name: 'Chat', url: 'javascript:alert(1)' }],
        })
      ).statusCode,
    ).toBe(400);

    const domains = [
      { domain: 'localhost', type: 'player' },
      { domain: 'agent.localhost', type: 'agent' },
      { domain: 'juega.example.com', type: 'player' },
    ];
    expect((await ops(editor, 'PUT', '/ops/brand/domains', { domains })).statusCode).toBe(200);
    expect((await status()).info.domainRoute).toEqual(domains);
    const [other] = await app.services.db
      .insert(merchants)
      .values({ code: 'marca-vecina', name: 'Marca vecina' })
      .returning({ id: merchants.id });
    await app.services.db
      .insert(domainRoutes)
      .values({ merchantId: other!.id, domain: 'vecina.example.com', type: 'player' });
    const taken = await ops(editor, 'PUT', '/ops/brand/domains', {
      domains: [...domains, { domain: 'vecina.example.com', type: 'player' }],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('domain_taken');
    expect(
      (await ops(editor, 'PUT', '/ops/brand/domains', { domains: [{ domain: 'http://x', type: 'player' }] }))
        .statusCode,
    ).toBe(400);
  });

  it('keeps the brand to the content role (and risk for access)', async () => {
    expect((await ops(finance, 'GET', '/ops/brand')).statusCode).toBe(403);
    expect((await ops(risk, 'GET', '/ops/brand')).statusCode).toBe(200);
    expect((await ops(risk, 'PUT', '/ops/brand/whitelabel', {})).statusCode).toBe(403);
  });
});

describe('help-centre articles', () => {
  const article = {
    lang: 'es',
    slug: 'retiros-rapidos',
    title: 'Retiros rápidos',
    content: '<p>Cómo retirar en minutos.</p>',
    sort: 9,
  };
  const helpCentre = async (lang: string) =>
    (await site(`/wps/system/helpCenter?lang=${lang}`)).json().value as { id: string; title: string }[];

  it('shows an article written in /ops in /wps/system/helpCenter in its language, and edits and deletes it', async () => {
    const res = await ops(editor, 'POST', '/ops/content/help', article);
    expect(res.statusCode).toBe(200);
    const created = res.json().value;
    expect(created).toMatchObject({ ...article, device: 'WEB' });
    expect((await helpCentre('es')).map((a) => a.title)).toContain('Retiros rápidos');
    expect((await helpCentre('en')).map((a) => a.id)).not.toContain(created.id);
    const [entry] = await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'ops_help_create'), eq(auditLog.target, `help:${created.id}`)));
    expect(entry).toMatchObject({ before: null, after: created });

    expect((await ops(editor, 'POST', '/ops/content/help', article)).json().code).toBe('help_slug_taken');
    expect((await ops(editor, 'POST', '/ops/content/help', { ...article, lang: 'fr' })).json().code).toBe(
      'unknown_language',
    );

    const edited = await ops(editor, 'PUT', `/ops/content/help/${created.id}`, {
      ...article,
      title: 'Retiros al instante',
    });
    expect(edited.statusCode).toBe(200);
    expect((await helpCentre('es')).map((a) => a.title)).toContain('Retiros al instante');
    expect((await lastAudit('ops_help_update'))?.before).toMatchObject({ title: 'Retiros rápidos' });
    const listed = (await ops(editor, 'GET', '/ops/content/help?lang=es')).json().value;
    expect(listed.map((a: { id: string }) => a.id)).toContain(created.id);

    expect((await ops(editor, 'DELETE', `/ops/content/help/${created.id}`)).statusCode).toBe(200);
    expect((await ops(editor, 'GET', `/ops/content/help/${created.id}`)).statusCode).toBe(404);
    expect((await helpCentre('es')).map((a) => a.id)).not.toContain(created.id);
  });

  it('answers 404 for another merchant’s article and leaves it as it was', async () => {
    const [other] = await app.services.db
      .insert(merchants)
      .values({ code: 'otra-ayuda', name: 'Otra ayuda' })
      .returning({ id: merchants.id });
    const [theirs] = await app.services.db
      .insert(helpArticles)
      .values({ merchantId: other!.id, lang: 'es', slug: 'ajeno', title: 'Ajeno', content: '<p>x</p>' })
      .returning({ id: helpArticles.id });
    for (const [method, url] of [
      ['GET', `/ops/content/help/${theirs!.id}`],
      ['PUT', `/ops/content/help/${theirs!.id}`],
      ['DELETE', `/ops/content/help/${theirs!.id}`],
      ['GET', '/ops/content/help/abc'],
    ] as const) {
      const res = await ops(editor, method, url, method === 'PUT' ? article : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await app.services.db.select().from(helpArticles).where(eq(helpArticles.id, theirs!.id));
    expect(row?.title).toBe('Ajeno');
    expect(
      (await ops(editor, 'GET', '/ops/content/help')).json().value.map((a: { id: string }) => a.id),
    ).not.toContain(String(theirs!.id));
  });
});
