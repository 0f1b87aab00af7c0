import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { createTestApp } from '@/test/test-app';
import { createPageBoot } from './page-boot';
import type { Lobby } from './service';

let app: App;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'crupier-boot-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="es"><head><title>Casino</title></head><body><div id="root"></div></body></html>',
  );
  app = await createTestApp({ webDist });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const bootOf = (html: string) => {
  const json = /<script id="boot-announcements" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  return json ? JSON.parse(json) : undefined;
};
const imageHints = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)"/g)].map((m) => m[1]);

describe('the page boot (ADR 028)', () => {
  it('carries the announcements in the merchant language as the API answers them, and hints the first home banner', async () => {
    const page = await app.inject({ method: 'GET', url: '/?ref=1' });
    const boot = bootOf(page.body);
    const api = await app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_getListAnnouncements',
      payload: { types: ['B', 'PL', 'PU', 'PR', 'H'], platform: 'W', language: boot.language },
    });
    expect(boot.value).toEqual(api.json().value);
    expect(page.body).toContain(`<html lang="${boot.language}"`);
    const first = api.json().value.banners.find((b: { groupName: string }) => b.groupName === 'w_home');
    expect(imageHints(page.body)).toEqual([first.url]);
  });

  it('hints no banner on a game page, which shows none, but still carries the announcements', async () => {
    const page = await app.inject({ method: 'GET', url: '/seamless?token=abc' });
    expect(imageHints(page.body)).toEqual([]);
    expect(bootOf(page.body).value.banners.length).toBeGreaterThan(0);
  });

  it('still carries the status when the announcements fail, without them or a banner hint', async () => {
    const failing = {
      announcements: async () => {
        throw new Error('database down');
      },
    } as unknown as Lobby;
    const boot = createPageBoot({
      merchants: app.services.merchants,
      lobby: failing,
      status: async () => ({ maintenance: false }),
    });
    const warnings: unknown[] = [];
    const request = {
      hostname: 'localhost',
      url: '/',
      log: { warn: (...args: unknown[]) => warnings.push(args) },
    };
    const result = await boot(request as never);
    expect(result.status).toEqual({ maintenance: false });
    expect(result.announcements).toBeUndefined();
    expect(result.preloadImages).toEqual([]);
    expect(warnings).toHaveLength(1);
  });
});
