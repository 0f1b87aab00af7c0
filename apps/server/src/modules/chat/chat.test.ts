import { CHAT_GUEST_HEADER } from '@crupier/contract/chat';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { App } from '@/app';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { addStaff } from '@/test/backoffice';
import { bearer, call, freshIp, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';

let app: App;
let liveUrl: string;
let member: string;
let other: string;
let support: string;
let finance: string;

beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  liveUrl = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/wps/chat/live`;
  member = await tokenFor(app, 'jugador2', DEMO_PASSWORD, { ip: freshIp() });
  other = await tokenFor(app, 'cliente1', DEMO_PASSWORD, { ip: freshIp() });
  support = await addStaff(app, 'soportechat', ['support']);
  finance = await addStaff(app, 'finanzaschat', ['finance']);
});
afterAll(async () => {
  await app.close();
});

type Method = 'GET' | 'POST';
const as = (headers: Record<string, string>, method: Method, url: string, payload?: object, ip?: string) =>
  call(
    app,
    { ip: ip ?? '203.0.113.77' },
    { method, url, headers, ...(payload === undefined ? {} : { payload }) },
  );
const png = async () =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 30, height: 20, channels: 3, background: '#09c' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

/** A socket of the chat, authenticated with `hello`; collects the events it receives. */
function live(hello: object): Promise<{ socket: WebSocket; events: Record<string, unknown>[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(liveUrl);
    const events: Record<string, unknown>[] = [];
    socket.on('message', (data) => {
      const event = JSON.parse(String(data));
      events.push(event);
      if (event.type === 'chat.ready') resolve({ socket, events });
    });
    socket.on('open', () => socket.send(JSON.stringify(hello)));
    socket.on('close', (code) => reject(new Error(`closed ${code}`)));
    socket.on('error', reject);
  });
}
async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('support chat', () => {
  it('CBS_launchChat answers the chat URL', async () => {
    const res = await as({}, 'POST', '/wps/relay/CBS_launchChat', {});
    expect(res.json()).toEqual({ success: true, value: { chatUrl: '/?chat=1' } });
  });

  it('with no staff online a member’s message is a ticket; the answer reaches the chat and the messages', async () => {
    const sent = await as(bearer(other), 'POST', '/wps/chat/messages', { text: '¿Dónde está mi retiro?' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value).toMatchObject({ staffOnline: false, conversation: { state: 'ticket' } });
    const conversationId = sent.json().value.conversation.id as string;

    const tickets = (await as(bearer(support), 'GET', '/ops/chat/conversations?state=ticket')).json().value;
    expect(tickets.list.map((c: { id: string }) => c.id)).toContain(conversationId);
    expect(tickets.list.find((c: { id: string }) => c.id === conversationId)).toMatchObject({
      name: 'cliente1',
      isGuest: false,
      unread: 1,
    });

    const unreadBefore = (await as(bearer(other), 'POST', '/wps/relay/CSP_unreadCount', {})).json().value
      .count;
    const answer = await as(bearer(support), 'POST', `/ops/chat/conversations/${conversationId}/messages`, {
      text: 'Ya está aprobado.',
    });
    expect(answer.statusCode).toBe(200);
    expect((await as(bearer(other), 'POST', '/wps/relay/CSP_unreadCount', {})).json().value.count).toBe(
      unreadBefore + 1,
    );
    const room = (await as(bearer(other), 'GET', '/wps/chat')).json().value;
    expect(room.conversation).toMatchObject({ id: conversationId, state: 'open', unread: 1 });
    expect(room.messages.map((m: { text: string; author: string }) => [m.author, m.text])).toEqual([
      ['member', '¿Dónde está mi retiro?'],
      ['staff', 'Ya está aprobado.'],
    ]);
    expect((await as(bearer(other), 'GET', '/wps/chat/unread')).json().value.count).toBe(1);
    await as(bearer(other), 'POST', '/wps/chat/read', {});
    expect((await as(bearer(other), 'GET', '/wps/chat/unread')).json().value.count).toBe(0);

    // Closing: the member's next message opens a new conversation, and the history keeps both.
    expect(
      (await as(bearer(support), 'POST', `/ops/chat/conversations/${conversationId}/close`, {})).json().value
        .state,
    ).toBe('closed');
    expect(
      (
        await as(bearer(support), 'POST', `/ops/chat/conversations/${conversationId}/messages`, { text: 'x' })
      ).json(),
    ).toMatchObject({ success: false, code: 'conversation_closed' });
    const again = (await as(bearer(other), 'POST', '/wps/chat/messages', { text: 'Gracias' })).json().value;
    expect(again.conversation.id).not.toBe(conversationId);
    expect((await as(bearer(other), 'GET', '/wps/chat')).json().value.messages).toHaveLength(3);
  });

  it('live: staff online get the member’s message, the member gets the staff answer, images included', async () => {
    const staff = await live({ type: 'staff', token: support });
    const me = await live({ type: 'member', token: member });
    try {
      const sent = await as(bearer(member), 'POST', '/wps/chat/messages', {
        text: 'Hola',
        image: await png(),
      });
      expect(sent.json().value).toMatchObject({ staffOnline: true, conversation: { state: 'waiting' } });
      const conversationId = sent.json().value.conversation.id as string;
      await until(() => staff.events.some((e) => e.type === 'chat.conversation'));
      expect(staff.events.find((e) => e.type === 'chat.conversation')).toMatchObject({
        conversation: { id: conversationId, state: 'waiting', name: 'jugador2', unread: 1 },
        message: { text: 'Hola', hasImage: true },
      });
      const detail = (await as(bearer(support), 'GET', `/ops/chat/conversations/${conversationId}`)).json()
        .value;
      expect(detail.conversation.unread).toBe(0);
      const imageId = detail.messages[0].id as string;
      const image = await as(bearer(support), 'GET', `/ops/chat/messages/${imageId}/image`);
      expect(image.headers['content-type']).toBe('image/png');
      expect((await as(bearer(member), 'GET', `/wps/chat/messages/${imageId}/image`)).statusCode).toBe(200);
      // Another member learns nothing of it: 404.
      expect((await as(bearer(other), 'GET', `/wps/chat/messages/${imageId}/image`)).statusCode).toBe(404);

      await as(bearer(support), 'POST', `/ops/chat/conversations/${conversationId}/messages`, {
        text: 'Buenas',
      });
      const fromStaff = (e: Record<string, unknown>) =>
        e.type === 'chat.message' && (e.message as { author: string }).author === 'staff';
      await until(() => me.events.some(fromStaff));
      expect(me.events.find(fromStaff)).toMatchObject({
        message: { author: 'staff', text: 'Buenas', staffName: 'soportechat' },
        unread: 1,
      });
    } finally {
      staff.socket.close();
      me.socket.close();
    }
  });

  it('a guest with a name writes with its token; nobody else reads it', async () => {
    const started = await as({}, 'POST', '/wps/chat/guest/start', { name: 'Ana María' });
    expect(started.statusCode).toBe(200);
    const { guestToken, name } = started.json().value;
    expect(name).toBe('Ana María');
    const guest = { [CHAT_GUEST_HEADER]: guestToken as string };
    const sent = await as(guest, 'POST', '/wps/chat/guest/messages', { text: 'Quiero registrarme' });
    expect(sent.statusCode).toBe(200);
    const room = (await as(guest, 'GET', '/wps/chat/guest')).json().value;
    expect(room).toMatchObject({
      name: 'Ana María',
      messages: [{ author: 'guest', text: 'Quiero registrarme' }],
    });
    const queue = (await as(bearer(support), 'GET', '/ops/chat/conversations?state=all')).json().value;
    expect(queue.list.find((c: { id: string }) => c.id === room.conversation.id)).toMatchObject({
      isGuest: true,
      name: 'Ana María',
    });
    expect((await as({}, 'GET', '/wps/chat')).json()).toMatchObject({ success: false, code: 'unauthorized' });
    expect((await as({ [CHAT_GUEST_HEADER]: 'x'.repeat(43) }, 'GET', '/wps/chat/guest')).statusCode).toBe(
      404,
    );
    expect((await as({}, 'GET', '/wps/chat/guest')).statusCode).toBe(400);
    expect((await as(bearer(member), 'GET', '/wps/chat')).json().value.conversation.id).not.toBe(
      room.conversation.id,
    );
  });

  it('limits a guest’s messages (429 with Retry-After)', async () => {
    const { guestToken } = (
      await as({}, 'POST', '/wps/chat/guest/start', { name: 'Rápido' }, '198.51.100.9')
    ).json().value;
    const guest = { [CHAT_GUEST_HEADER]: guestToken as string };
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push(
        (await as(guest, 'POST', '/wps/chat/guest/messages', { text: `m${i}` }, '198.51.100.9')).statusCode,
      );
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    const refused = await as(guest, 'POST', '/wps/chat/guest/messages', { text: 'again' }, '198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('refuses bad input with a 400 envelope, and staff without the role or of no session', async () => {
    for (const payload of [
      {},
      { text: '   ' },
      { text: 'x'.repeat(1001) },
      { text: 'a', extra: 1 },
      { image: 'data:text/html;base64,AA==' },
    ]) {
      const res = await as(bearer(member), 'POST', '/wps/chat/messages', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'invalid_input' });
    }
    const fake = `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`;
    expect((await as(bearer(member), 'POST', '/wps/chat/messages', { image: fake })).json()).toMatchObject({
      success: false,
      code: 'invalid_image',
    });
    expect((await as({}, 'POST', '/wps/chat/guest/start', { name: 'a' })).statusCode).toBe(400);
    expect((await as({}, 'POST', '/wps/chat/guest/start', { name: 'ok\u0000' })).statusCode).toBe(400);
    expect((await as(bearer(support), 'GET', '/ops/chat/conversations/abc')).statusCode).toBe(400);
    expect((await as(bearer(support), 'GET', '/ops/chat/conversations/999999')).statusCode).toBe(404);
    expect((await as(bearer(support), 'GET', '/ops/chat/conversations?state=nope')).statusCode).toBe(400);
    expect((await as(bearer(finance), 'GET', '/ops/chat/conversations')).statusCode).toBe(403);
    expect((await as(bearer(member), 'GET', '/ops/chat/conversations')).statusCode).toBe(401);
    await expect(live({ type: 'staff', token: finance })).rejects.toThrow('closed 4401');
    await expect(live({ type: 'staff', token: member })).rejects.toThrow('closed 4401');
    await expect(live({ type: 'guest', guestToken: 'nope' })).rejects.toThrow('closed 4401');
  });
});
