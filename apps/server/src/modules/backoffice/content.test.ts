import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { announcements, auditLog, merchants } from '@/db/schema';
import { addStaff, demoMerchant } from '@/test/backoffice';
import { bearer, call } from '@/test/client';
import { createTestApp } from '@/test/test-app';

let app: App;
let editor: string;
let finance: string;
let _merchantId: number;

beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
  _merchantId = (await demoMerchant(app)).id;
  editor = await addStaff(app, 'editora', ['content']);
  finance = await addStaff(app, 'cajera', ['finance']);
});
afterAll(async () => {
  await app.close();
});

const ops = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(app, {}, { method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const lobby = async (body: object = {}) =>
  (
    await call(app, {}, { method: 'POST', url: '/wps/relay/MCSFE_getListAnnouncements', payload: body })
  ).json().value;

const banner = {
  type: 'B',
  titles: { es: 'Gran torneo de ruleta', en: 'Grand roulette tournament' },
  imageUrl: '/media/banners/tournament.svg',
  linkUrl: '/live',
  sort: 0,
  published: true,
};

describe('announcements written in the back office', () => {
  it('shows a banner created through /ops in MCSFE_getListAnnouncements at once, in each language', async () => {
    const res = await ops(editor, 'POST', '/ops/content/announcements', banner);
    expect(res.statusCode).toBe(200);
    const created = res.json().value;
    expect(created).toMatchObject({ type: 'B', groupName: 'w_home', published: true });

    const es = await lobby({ language: 'es' });
    expect(es.banners.map((b: { title: string }) => b.title)).toContain('Gran torneo de ruleta');
    const en = await lobby({ language: 'en' });
    const shown = en.banners.find((b: { id: string }) => b.id === created.id);
    expect(shown).toMatchObject({
      title: 'Grand roulette tournament',
      url: banner.imageUrl,
      linkUrl: '/live',
    });

    const [entry] = await app.services.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.event, 'ops_content_create'), eq(auditLog.target, `announcement:${created.id}`)),
      );
    expect(entry).toMatchObject({ before: null, after: created });
  });

  it('keeps a draft off the site until published, and takes it off again', async () => {
    const draft = (
      await ops(editor, 'POST', '/ops/content/announcements', {
        type: 'PU',
        execution: 'F',
        titles: { es: 'Bienvenida de primer ingreso', en: 'First login welcome' },
        contents: { es: '<p>Hola</p>', en: '<p>Hello</p>' },
        promotionType: 'WELCOME',
      })
    ).json().value;
    expect(draft.published).toBe(false);
    const ids = async (execution: string) =>
      (await lobby({ execution })).popup.map((p: { id: string }) => p.id) as string[];
    expect(await ids('F')).not.toContain(draft.id);

    const published = await ops(editor, 'POST', `/ops/content/announcements/${draft.id}/publish`, {});
    expect(published.json().value.published).toBe(true);
    expect(await ids('F')).toContain(draft.id);
    // Aimed at a first login only.
    expect(await ids('A')).not.toContain(draft.id);

    await ops(editor, 'POST', `/ops/content/announcements/${draft.id}/unpublish`, {});
    expect(await ids('F')).not.toContain(draft.id);
    const [entry] = await app.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'ops_content_unpublish'));
    expect(entry?.before).toMatchObject({ published: true });
    expect(entry?.after).toMatchObject({ published: false });
  });

  it('edits and deletes, auditing the entry before and after', async () => {
    const created = (await ops(editor, 'POST', '/ops/content/announcements', { ...banner, sort: 5 })).json()
      .value;
    const edited = await ops(editor, 'PUT', `/ops/content/announcements/${created.id}`, {
      ...banner,
      titles: { es: 'Torneo renovado', en: 'Renewed tournament' },
      sort: 6,
    });
    expect(edited.statusCode).toBe(200);
    expect((await lobby({ language: 'en' })).banners.map((b: { title: string }) => b.title)).toContain(
      'Renewed tournament',
    );
    const [update] = await app.services.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.event, 'ops_content_update'), eq(auditLog.target, `announcement:${created.id}`)),
      );
    expect(update?.before).toMatchObject({ titles: banner.titles, sort: 5 });
    expect(update?.after).toMatchObject({ titles: { en: 'Renewed tournament' }, sort: 6 });

    expect((await ops(editor, 'DELETE', `/ops/content/announcements/${created.id}`)).statusCode).toBe(200);
    expect((await ops(editor, 'GET', `/ops/content/announcements/${created.id}`)).statusCode).toBe(404);
    expect((await lobby({ language: 'en' })).banners.map((b: { id: string }) => b.id)).not.toContain(
      created.id,
    );
  });

  it('lists by type and publication, and names the languages the merchant offers', async () => {
    const languages = (await ops(editor, 'GET', '/ops/content/languages')).json().value;
    expect(languages.defaultLanguage).toBe('es');
    expect(languages.languages).toEqual(expect.arrayContaining(['es', 'en']));
    expect(languages.languages[0]).toBe('es');
    const untranslated = (await ops(editor, 'GET', '/ops/content/announcements?missing=en')).json().value;
    expect(untranslated.list.every((n: { titles: object }) => !('en' in n.titles))).toBe(true);
    const notices = (await ops(editor, 'GET', '/ops/content/announcements?type=PL')).json().value;
    expect(notices.total).toBe(2);
    expect(notices.list.every((n: { type: string }) => n.type === 'PL')).toBe(true);
    const drafts = (await ops(editor, 'GET', '/ops/content/announcements?published=false')).json().value;
    expect(drafts.list.every((n: { published: boolean }) => !n.published)).toBe(true);
  });

  it('refuses a missing translation, a language the merchant does not offer and unsafe links', async () => {
    const post = (body: object) => ops(editor, 'POST', '/ops/content/announcements', { ...banner, ...body });
    expect((await post({ titles: { en: 'English only' } })).json().code).toBe('missing_translation');
    expect((await post({ titles: { es: 'Solo español' } })).statusCode).toBe(200);
    expect((await post({ titles: { ...banner.titles, xx: 'Tournoi' } })).json().code).toBe(
      'unknown_language',
    );
    expect((await post({ imageUrl: null })).json().code).toBe('image_required');
    for (const linkUrl of ['javascript:alert(1)', '//evil.example/x', 'http://plain.example/']) {
      expect((await post({ linkUrl })).statusCode).toBe(400);
    }
    expect(
      (await post({ startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' })).json().code,
    ).toBe('invalid_period');
  });

  it('answers 404 for another merchant’s entry and 403 outside the content role', async () => {
    const [other] = await app.services.db
      .insert(merchants)
      .values({ code: 'otra-marca', name: 'Otra marca' })
      .returning({ id: merchants.id });
    const [theirs] = await app.services.db
      .insert(announcements)
      .values({ merchantId: other!.id, type: 'B', titles: { es: 'Ajeno' }, imageUrl: '/x.svg' })
      .returning({ id: announcements.id });
    for (const [method, url] of [
      ['GET', `/ops/content/announcements/${theirs!.id}`],
      ['PUT', `/ops/content/announcements/${theirs!.id}`],
      ['DELETE', `/ops/content/announcements/${theirs!.id}`],
      ['POST', `/ops/content/announcements/${theirs!.id}/publish`],
    ] as const) {
      const res = await ops(
        editor,
        method,
        url,
        method === 'PUT' ? banner : method === 'POST' ? {} : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await app.services.db.select().from(announcements).where(eq(announcements.id, theirs!.id));
    expect(row?.titles).toEqual({ es: 'Ajeno' });
    expect((await ops(finance, 'GET', '/ops/content/announcements')).statusCode).toBe(403);
    expect((await ops(finance, 'POST', '/ops/content/announcements', banner)).statusCode).toBe(403);
  });
});
