import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPageRenderer } from './page-render';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'page-render-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

// A stand-in for the app's server build that counts its renders.
fs.mkdirSync(path.join(dist, '.ssr'));
fs.writeFileSync(
  path.join(dist, '.ssr', 'entry-server.js'),
  `let renders = 0;
  export function count() { return renders; }
  export async function renderPage(input) {
    renders += 1;
    if (input.url === '/broken') throw new Error('render failed');
    return { html: '<p>' + input.url + ' #' + renders + '</p>', language: 'es', title: 'Demo' };
  }`,
);

const status = (ip: string, supportPath = 'sealed-1') => ({
  info: { merchantName: 'Demo', customerService: [{ csType: 'LIVECHAT', name: 'Chat', path: supportPath }] },
  location: { ip, country: 'MX' },
});

describe('the page renderer (ADR 029)', () => {
  it('is absent without a server build', async () => {
    expect(await loadPageRenderer(path.join(dist, 'none'), pino({ level: 'silent' }))).toBeNull();
  });

  it("keeps a page for 10 s for every visitor, whatever the visitor's address, then renders it anew", async () => {
    let now = 1_000;
    const render = (await loadPageRenderer(dist, pino({ level: 'silent' }), () => now))!;
    const input = { url: '/', origin: 'https://a.example', status: status('203.0.113.1') };
    const first = await render(input);
    expect(first?.html).toBe('<p>/ #1</p>');
    expect(await render({ ...input, status: status('198.51.100.9') })).toEqual(first);
    // The support paths are sealed anew for every request: the page does not show them.
    expect(await render({ ...input, status: status('203.0.113.1', 'sealed-2') })).toEqual(first);
    // Another page, another host or other data is rendered on its own.
    expect((await render({ ...input, url: '/rng' }))?.html).toBe('<p>/rng #2</p>');
    expect((await render({ ...input, origin: 'https://b.example' }))?.html).toBe('<p>/ #3</p>');
    // Past 10 s the kept page is sent while the next is rendered; past a minute it is not sent at all.
    now += 10_001;
    expect((await render(input))?.html).toBe('<p>/ #1</p>');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await render(input))?.html).toBe('<p>/ #4</p>');
    now += 60_001;
    expect((await render(input))?.html).toBe('<p>/ #5</p>');
  });

  it("never keeps a game page: it is one player's (ADR 031)", async () => {
    const render = (await loadPageRenderer(dist, pino({ level: 'silent' })))!;
    const input = { url: '/seamless', origin: 'https://a.example', status: status('203.0.113.1') };
    const first = await render({ ...input, game: { sessionId: 's-1' } });
    const second = await render({ ...input, game: { sessionId: 's-1' } });
    expect(first?.html).toMatch(/^<p>\/seamless #\d+<\/p>$/);
    expect(second?.html).not.toBe(first?.html);
    expect(await render({ ...input, url: '/broken', game: {} })).toBeNull();
  });

  it('answers null when the render fails, and logs it', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    const render = (await loadPageRenderer(dist, log))!;
    expect(
      await render({ url: '/broken', origin: 'https://a.example', status: status('203.0.113.1') }),
    ).toBeNull();
    expect(lines.join('')).toContain('page sent without its server render');
  });
});
