import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { addStaff } from '@/test/backoffice';
import { bearer, call, freshIp, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';

let app: App;
let member: string;
let other: string;
let support: string;
let finance: string;
beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
  member = await tokenFor(app, 'jugador2', DEMO_PASSWORD, { ip: freshIp() });
  other = await tokenFor(app, 'cliente1', DEMO_PASSWORD, { ip: freshIp() });
  support = await addStaff(app, 'soporte1', ['support']);
  finance = await addStaff(app, 'finanzas1', ['finance']);
});
afterAll(async () => {
  await app.close();
});

const as = (token: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  call(app, {}, { method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
const dataUrl = (type: 'png' | 'jpeg', bytes: Buffer) =>
  `data:image/${type};base64,${bytes.toString('base64')}`;
const png = (colour = '#c00') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#0c0' } })
    .jpeg()
    .toBuffer();
const stored = async () => {
  const rows = await app.services.db.execute(
    sql`SELECT (SELECT count(*) FROM feedback)::int AS f, (SELECT count(*) FROM feedback_images)::int AS i`,
  );
  return (rows as unknown as { rows: { f: number; i: number }[] }).rows[0]!;
};

describe('feedback', () => {
  it('takes 140 characters and two images, re-encoded, and lists it to its author only', async () => {
    const res = await as(member, 'PUT', '/wps/feedback', {
      content: 'La página de retiros tarda mucho en cargar.',
      images: [dataUrl('png', await png()), dataUrl('jpeg', await jpeg())],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ images: 2, answer: null });
    const mine = (await as(member, 'GET', '/wps/feedback')).json().value;
    expect(mine.total).toBe(1);
    expect((await as(other, 'GET', '/wps/feedback')).json().value.total).toBe(0);
    expect((await as(member, 'PUT', '/wps/feedback', { content: 'x'.repeat(141) })).statusCode).toBe(400);
    expect((await as(member, 'PUT', '/wps/feedback', { content: '   ' })).statusCode).toBe(400);
    expect((await as(member, 'PUT', '/wps/feedback', { content: 'ñ'.repeat(140) })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'PUT', url: '/wps/feedback', payload: { content: 'x' } })).statusCode,
    ).toBe(401);
  });

  it('refuses hostile uploads with 400 and stores nothing', async () => {
    const before = await stored();
    const php = Buffer.from('<?php system($_GET["c"]); ?>');
    const big = await sharp({
      create: {
        width: 1600,
        height: 1400,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const polyglot = Buffer.concat([await png(), Buffer.from('<script>alert(document.cookie)</script>')]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const good = dataUrl('png', await png());
    const cases = [
      { name: 'php named png', images: [dataUrl('png', php)] },
      { name: '6 MB image', images: [dataUrl('png', big)] },
      { name: 'polyglot', images: [good, dataUrl('png', polyglot)] },
      { name: 'four images', images: [good, good, good, good] },
      { name: 'svg with script', images: [`data:image/svg+xml;base64,${svg.toString('base64')}`] },
      { name: 'svg claiming png', images: [dataUrl('png', svg)] },
    ];
    for (const c of cases) {
      const res = await as(member, 'PUT', '/wps/feedback', { content: c.name, images: c.images });
      expect(res.statusCode, c.name).toBe(400);
      expect(res.json().success, c.name).toBe(false);
    }
    expect(await stored()).toEqual(before);
  });

  it('the operator answers once in the back office; the answer arrives as a message', async () => {
    const id = (await as(member, 'PUT', '/wps/feedback', { content: '¿Hay bonos?' })).json().value.id;
    expect((await as(finance, 'GET', '/ops/feedback')).statusCode).toBe(403);
    expect((await as(member, 'GET', '/ops/feedback')).statusCode).toBe(401);
    const list = (await as(support, 'GET', '/ops/feedback?answered=false')).json().value;
    expect(list.list.find((f: { id: string }) => f.id === id)).toMatchObject({ username: 'jugador2' });
    const withImages = list.list.find((f: { images: number }) => f.images === 2);
    const image = await as(support, 'GET', `/ops/feedback/${withImages.id}/images/0`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await as(support, 'GET', `/ops/feedback/${withImages.id}/images/2`)).statusCode).toBe(404);

    const unreadBefore = (await as(member, 'POST', '/wps/relay/CSP_unreadCount', {})).json().value.count;
    const answer = await as(support, 'POST', `/ops/feedback/${id}/answer`, {
      answer: 'Sí, mira promociones.',
    });
    expect(answer.statusCode).toBe(200);
    expect((await as(support, 'POST', `/ops/feedback/${id}/answer`, { answer: 'otra vez' })).statusCode).toBe(
      409,
    );
    expect((await as(finance, 'POST', `/ops/feedback/${id}/answer`, { answer: 'x' })).statusCode).toBe(403);
    expect((await as(member, 'POST', '/wps/relay/CSP_unreadCount', {})).json().value.count).toBe(
      unreadBefore + 1,
    );
    const messages = (await as(member, 'GET', '/wps/messages')).json().value;
    expect(messages.list[0]).toMatchObject({ kind: 'feedback', body: 'Sí, mira promociones.', read: false });
    expect((await as(member, 'GET', '/wps/feedback')).json().value.list[0].answer).toBe(
      'Sí, mira promociones.',
    );
    const audit = (await as(support, 'GET', '/ops/audit?action=feedback.answer')).json();
    if (audit.success)
      expect(audit.value.list[0]).toMatchObject({ action: 'feedback.answer', target: `feedback:${id}` });
  });
});
