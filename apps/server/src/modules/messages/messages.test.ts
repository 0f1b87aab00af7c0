import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { App } from '@/app';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { addStaff } from '@/test/backoffice';
import { bearer, call, freshIp, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';

let app: App;
let url: string;
let member: string;
let other: string;
let support: string;
let content: string;
beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/wps/realtime`;
  member = await tokenFor(app, 'jugador2', DEMO_PASSWORD, { ip: freshIp() });
  other = await tokenFor(app, 'cliente1', DEMO_PASSWORD, { ip: freshIp() });
  support = await addStaff(app, 'soporte1', ['support']);
  content = await addStaff(app, 'contenido1', ['content']);
});
afterAll(async () => {
  await app.close();
});

const as = (token: string, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
  call(app, {}, { method, url: path, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
const unread = async (token: string) =>
  (await as(token, 'POST', '/wps/relay/CSP_unreadCount', {})).json().value.count as number;

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('internal messages', () => {
  it('a message to one member reaches only that member, over the WebSocket too', async () => {
    const socket = new WebSocket(url);
    const events: { type: string; title?: string }[] = [];
    socket.on('message', (data) => events.push(JSON.parse(String(data))));
    await new Promise((r) => socket.on('open', r));
    socket.send(JSON.stringify({ type: 'auth', token: member }));
    await until(() => events.some((e) => e.type === 'balance'));

    expect(await unread(member)).toBe(0);
    const sent = await as(support, 'POST', '/ops/messages', {
      username: 'jugador2',
      title: 'Bienvenido',
      body: 'Hola',
      reason: 'welcome',
    });
    expect(sent.statusCode).toBe(200);
    await until(() => events.some((e) => e.type === 'message' && e.title === 'Bienvenido'));
    expect(await unread(member)).toBe(1);
    expect(await unread(other)).toBe(0);
    // The public state of spec §3 carries the same count.
    expect((await as(member, 'GET', '/wps/member/info')).json().value.publicState.unreadMessage).toBe(1);
    const id = sent.json().value.id;
    // Another member can neither read nor delete it (404, not 403).
    expect((await as(other, 'POST', `/wps/messages/${id}/read`)).statusCode).toBe(404);
    expect((await as(other, 'DELETE', `/wps/messages/${id}`)).statusCode).toBe(404);
    expect((await as(other, 'GET', '/wps/messages')).json().value.total).toBe(0);

    const read = await as(member, 'POST', `/wps/messages/${id}/read`);
    expect(read.json().value).toEqual({ count: 0 });
    await until(() => events.some((e) => e.type === 'unread'));
    expect((await as(member, 'GET', '/wps/messages')).json().value.list[0]).toMatchObject({ id, read: true });
    socket.close();
  });

  it('a broadcast reaches every member; each deletes its own copy', async () => {
    const sent = await as(support, 'POST', '/ops/messages', {
      title: 'Mantenimiento',
      body: 'Domingo 02:00',
      reason: 'notice',
    });
    expect(sent.statusCode).toBe(200);
    const id = sent.json().value.id;
    expect(await unread(other)).toBe(1);
    const before = await unread(member);
    expect((await as(other, 'DELETE', `/wps/messages/${id}`)).json().value).toEqual({ count: 0 });
    expect((await as(other, 'GET', '/wps/messages')).json().value.total).toBe(0);
    expect(await unread(member)).toBe(before);
    expect((await as(member, 'GET', '/wps/messages?unread=true')).json().value.list[0]).toMatchObject({
      id,
      broadcast: true,
    });
  });

  it('only support (and admin) send; members and other roles are refused; input is checked', async () => {
    expect(
      (await as(content, 'POST', '/ops/messages', { title: 't', body: 'b', reason: 'r' })).statusCode,
    ).toBe(403);
    expect(
      (await as(member, 'POST', '/ops/messages', { title: 't', body: 'b', reason: 'r' })).statusCode,
    ).toBe(401);
    expect(
      (await as(support, 'POST', '/ops/messages', { title: '', body: 'b', reason: 'r' })).statusCode,
    ).toBe(400);
    expect((await as(support, 'POST', '/ops/messages', { title: 't', body: 'b' })).statusCode).toBe(400);
    expect(
      (await as(support, 'POST', '/ops/messages', { username: 'nadie', title: 't', body: 'b', reason: 'r' }))
        .statusCode,
    ).toBe(404);
    expect((await as(support, 'GET', '/ops/messages')).json().value.total).toBeGreaterThanOrEqual(2);
    expect((await app.inject({ url: '/wps/messages' })).statusCode).toBe(401);
    expect((await as(member, 'POST', '/wps/messages/abc/read')).statusCode).toBe(400);
    expect((await as(member, 'POST', '/wps/messages/999999/read')).statusCode).toBe(404);
  });

  it('messages.send is there for other domains', async () => {
    const merchant = await app.services.merchants.resolve({ host: 'localhost' });
    const account = await app.services.identity.accounts.byUsername(merchant.id, 'cliente1');
    const before = await unread(other);
    await app.services.messages.send({
      merchantId: merchant.id,
      accountId: account!.id,
      title: 'Promo',
      body: 'x',
      kind: 'promotion',
    });
    expect(await unread(other)).toBe(before + 1);
  });

  it("a message kept in several languages is read in the reader's, through the fallback chain", async () => {
    const merchant = await app.services.merchants.resolve({ host: 'localhost' });
    const account = await app.services.identity.accounts.byUsername(merchant.id, 'cliente1');
    const { id } = await app.services.messages.send({
      merchantId: merchant.id,
      accountId: account!.id,
      title: 'Hola',
      body: 'Cuerpo en español',
      texts: {
        en: { title: 'Hello', body: 'Body in English' },
        pt: { title: 'Olá', body: 'Corpo em português' },
        ty: { title: 'Kumusta', body: 'Katawan sa Filipino' },
      },
      kind: 'promotion',
    });
    const plain = await app.services.messages.send({
      merchantId: merchant.id,
      accountId: account!.id,
      title: 'Solo español',
      body: 'Sin traducciones',
    });
    const read = async (query: string, messageId: string) =>
      (await as(other, 'GET', `/wps/messages${query}`))
        .json()
        .value.list.find((m: { id: string }) => m.id === messageId) as { title: string; body: string };
    expect(merchant.defaultLanguage).toBe('es');
    expect(await read('?lang=pt', id)).toMatchObject({ title: 'Olá', body: 'Corpo em português' });
    expect(await read('?lang=ty', id)).toMatchObject({ title: 'Kumusta', body: 'Katawan sa Filipino' });
    expect(await read('?lang=en', id)).toMatchObject({ title: 'Hello', body: 'Body in English' });
    // A language the merchant does not offer falls back to the merchant's default.
    expect(await read('?lang=fr', id)).toMatchObject({ title: 'Hola', body: 'Cuerpo en español' });
    expect(await read('', id)).toMatchObject({ title: 'Hola' });
    // A message without translations reads the same in every language.
    expect(await read('?lang=pt', plain.id)).toMatchObject({
      title: 'Solo español',
      body: 'Sin traducciones',
    });
    expect(await read('?lang=ty', plain.id)).toMatchObject({ title: 'Solo español' });
  });
});
