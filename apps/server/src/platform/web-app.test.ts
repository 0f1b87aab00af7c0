import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  appAssets,
  gamePageAssets,
  readManifest,
  registerWebApp,
  scriptSafeJson,
  textModules,
  withAppAssets,
  withBoot,
  withFirstScreen,
  withGame,
} from './web-app';

const INDEX =
  '<!doctype html>\n<html lang="es">\n<head><title>Casino</title></head><body><div id="root"></div></body></html>';

describe('the page shell', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-app-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('keeps a script-closing string inside the JSON', () => {
    const json = scriptSafeJson({ name: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', line: '\u2028' });
  });

  it('carries the status and the language; a bad language falls back to es', () => {
    const html = withBoot(INDEX, { status: { a: 1 }, lang: 'pt' });
    expect(html).toContain('<html lang="pt"');
    expect(html).toContain('<script id="boot-status" type="application/json">{"a":1}</script></head>');
    expect(withBoot(INDEX, { status: {}, lang: '"><x' })).toContain('<html lang="es"');
  });

  it('serves every page with its boot status, and without it when the status fails', async () => {
    let fail = false;
    const app = Fastify();
    await registerWebApp(
      app,
      dist,
      async () => [],
      async () => {
        if (fail) throw new Error('down');
        return { status: { maintenance: false }, lang: 'en' };
      },
    );
    const page = await app.inject({ method: 'GET', url: '/promotions' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const boot = /<script id="boot-status" type="application\/json">(.*?)<\/script>/.exec(page.body);
    expect(JSON.parse(boot![1]!)).toEqual({ maintenance: false });
    expect(page.body).toContain('<html lang="en"');
    fail = true;
    const plain = await app.inject({ method: 'GET', url: '/' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).not.toContain('boot-status');
    await app.close();
  });

  it('carries the announcements with their language, and hints the first banner and the lobby texts', () => {
    const html = withBoot(
      INDEX,
      {
        status: {},
        lang: 'es',
        announcements: { banners: [{ title: '</script>' }] },
        preloadImages: ['https://cdn.example/b.svg?a=1&b="2"'],
      },
      ['/assets/es-abc.js'],
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="image" href="https://cdn.example/b.svg?a=1&amp;b=&quot;2&quot;" fetchpriority="high">',
    );
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/es-abc.js">');
    const boot = /<script id="boot-announcements" type="application\/json">(.*?)<\/script>/.exec(head);
    expect(JSON.parse(boot![1]!)).toEqual({ language: 'es', value: { banners: [{ title: '</script>' }] } });
    expect(withBoot(INDEX, { status: {}, lang: 'es' })).not.toContain('boot-announcements');
  });

  it("finds each language's lobby texts in the build manifest, and nothing without one", () => {
    expect(textModules(readManifest(dist), 'lobby')).toEqual({});
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js' },
        'src/i18n/locales/lobby/es.ts': { file: 'assets/es-2.js', isDynamicEntry: true },
        'src/i18n/locales/lobby/pt.ts': { file: 'assets/pt-3.js', isDynamicEntry: true },
        'src/i18n/locales/auth/es.ts': { file: 'assets/es-4.js', isDynamicEntry: true },
      }),
    );
    expect(textModules(readManifest(dist), 'lobby')).toEqual({
      es: '/assets/es-2.js',
      pt: '/assets/pt-3.js',
    });
  });

  it("names the app's modules and styles, with everything they import, once each", () => {
    const assetsDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-assets-'));
    fs.mkdirSync(path.join(assetsDist, '.vite'));
    fs.writeFileSync(
      path.join(assetsDist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/boot-1.js', isEntry: true, dynamicImports: ['src/main.tsx'] },
        'src/main.tsx': {
          file: 'assets/main-2.js',
          css: ['assets/main-2.css'],
          imports: ['_react-3.js', '_lobby-4.js'],
        },
        '_react-3.js': { file: 'assets/react-3.js' },
        '_lobby-4.js': {
          file: 'assets/lobby-4.js',
          css: ['assets/lobby-4.css'],
          imports: ['_react-3.js', 'src/main.tsx'],
        },
        'src/features/auth/login.tsx': { file: 'assets/login-5.js', css: ['assets/auth-5.css'] },
      }),
    );
    const assets = appAssets(readManifest(assetsDist));
    expect(assets).toEqual({
      modules: ['/assets/main-2.js', '/assets/react-3.js', '/assets/lobby-4.js'],
      styles: ['/assets/main-2.css', '/assets/lobby-4.css'],
    });
    fs.mkdirSync(path.join(assetsDist, 'assets'));
    fs.writeFileSync(path.join(assetsDist, 'assets', 'main-2.css'), 'body{margin:0}');
    fs.writeFileSync(path.join(assetsDist, 'assets', 'lobby-4.css'), '.x::after{content:"</style>"}');
    const head = withAppAssets(INDEX, assetsDist, assets);
    expect(head).toContain(
      '<style>body{margin:0}</style><link rel="stylesheet" href="/assets/main-2.css" disabled>',
    );
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/lobby-4.css">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/lobby-4.js"></head>');
    expect(appAssets(readManifest(path.join(assetsDist, 'none')))).toEqual({ modules: [], styles: [] });
    fs.rmSync(assetsDist, { recursive: true, force: true });
  });

  it("names a game page's route and its engine's view beyond the app's own, and puts its session in the page", () => {
    const manifest = {
      'src/main.tsx': { file: 'assets/main-1.js', css: ['assets/main-1.css'], imports: ['_react-2.js'] },
      '_react-2.js': { file: 'assets/react-2.js' },
      'src/features/seamless/routes/seamless.tsx': {
        file: 'assets/Seamless-3.js',
        css: ['assets/seamless-3.css'],
        imports: ['_react-2.js', 'src/main.tsx'],
      },
      'src/features/seamless/engines/dice/dice-view.tsx': {
        file: 'assets/dice-view-4.js',
        css: ['assets/dice-view-4.css'],
        imports: ['src/features/seamless/routes/seamless.tsx', '_money-5.js'],
      },
      '_money-5.js': { file: 'assets/money-5.js' },
      'src/features/seamless/engines/mines/mines-view.tsx': { file: 'assets/mines-view-6.js' },
    };
    const app = appAssets(manifest);
    expect(gamePageAssets(manifest, 'dice', app)).toEqual({
      modules: ['/assets/Seamless-3.js', '/assets/dice-view-4.js', '/assets/money-5.js'],
      styles: ['/assets/seamless-3.css', '/assets/dice-view-4.css'],
    });
    // An engine name that is not one is never put in a pattern: the route alone.
    expect(gamePageAssets(manifest, '.*', app).modules).toEqual(['/assets/Seamless-3.js']);

    const game = { sessionId: 's-1', game: { name: '</script><b>' } };
    const assets = { modules: ['/assets/dice-view-4.js'], styles: '<style>.d{}</style>' };
    const rendered = withGame(
      withAppAssets(
        INDEX,
        os.tmpdir(),
        { modules: ['/assets/main-1.js'], styles: [] },
        { modulesLater: true },
      ),
      game,
      assets,
      ['/assets/es-7.js'],
    );
    const json = /<script id="boot-game" type="application\/json">(.*?)<\/script><\/head>/.exec(
      rendered,
    )?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual(game);
    expect(rendered).toContain('<style>.d{}</style>');
    expect(rendered).toContain(
      '<template id="app-modules"><link rel="modulepreload" crossorigin href="/assets/dice-view-4.js"><link rel="modulepreload" crossorigin href="/assets/es-7.js"><link rel="modulepreload" crossorigin href="/assets/main-1.js"></template>',
    );
    // A page the app renders at once preloads the game's modules with the app's.
    const plain = withGame(INDEX, game, assets);
    expect(plain).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/dice-view-4.js">.*<\/head>/);
  });

  it('puts the first screen in the root with its language, and the merchant as the title', () => {
    const html = withFirstScreen(INDEX, {
      html: '<header>Hola</header>',
      language: 'es',
      title: 'A <b> & C',
    });
    expect(html).toContain('<div id="root" data-rendered-lang="es"><header>Hola</header></div>');
    expect(html).toContain('<title>A &lt;b&gt; &amp; C</title>');
    expect(html).not.toContain('boot-queries');
  });

  it('carries the answers the page was rendered from, and keeps `$` patterns in the content as they are', () => {
    const html = withFirstScreen(INDEX, {
      html: "<p>Gana $& y $' ya</p>",
      language: 'es',
      title: 'Pay $1',
      queries: { queries: [{ queryKey: ['lobby', 'hot', 'es'], state: { data: '</script>$&' } }] },
    });
    expect(html).toContain("<p>Gana $& y $' ya</p>");
    expect(html).toContain('<title>Pay $1</title>');
    const json = /<script id="boot-queries" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual({
      queries: [{ queryKey: ['lobby', 'hot', 'es'], state: { data: '</script>$&' } }],
    });
  });

  it("names the app's modules in an inert template when the page shows itself before the app", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-later-'));
    const html = withAppAssets(
      INDEX,
      dist,
      { modules: ['/assets/main-1.js'], styles: [] },
      { modulesLater: true },
    );
    expect(html).not.toMatch(/<head>[\s\S]*modulepreload[\s\S]*<\/head>/);
    expect(html).toContain(
      '<template id="app-modules"><link rel="modulepreload" crossorigin href="/assets/main-1.js"></template></body>',
    );
  });

  it("serves a page with the app's server render, and without it when there is none or it fails", async () => {
    const ssrDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-ssr-'));
    fs.writeFileSync(path.join(ssrDist, 'index.html'), INDEX);
    fs.mkdirSync(path.join(ssrDist, '.ssr'));
    // A stand-in for the app's server build: renders the path it is asked for, fails on /broken.
    fs.writeFileSync(
      path.join(ssrDist, '.ssr', 'entry-server.js'),
      `export async function renderPage(input) {
        if (input.url === '/broken') throw new Error('render failed');
        if (input.url === '/member') return null;
        return { html: '<main>' + input.url + ' ' + input.origin + '</main>', language: 'pt', title: 'Demo' };
      }`,
    );
    const app = Fastify();
    await registerWebApp(
      app,
      ssrDist,
      async () => [],
      async () => ({ status: { maintenance: false }, lang: 'pt' }),
      { serverRender: true },
    );
    const rendered = await app.inject({ method: 'GET', url: '/rng', headers: { host: 'casino.example' } });
    expect(rendered.body).toContain(
      '<div id="root" data-rendered-lang="pt"><main>/rng http://casino.example</main></div>',
    );
    expect(rendered.body).toContain('<title>Demo</title>');
    for (const url of ['/broken', '/member']) {
      const plain = await app.inject({ method: 'GET', url, headers: { host: 'casino.example' } });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.body, url).toContain('<div id="root"></div>');
      expect(plain.body, url).toContain('boot-status');
    }
    // A host that is not a plain host name is not rendered for.
    const odd = await app.inject({ method: 'GET', url: '/rng', headers: { host: 'evil"host' } });
    expect(odd.body).toContain('<div id="root"></div>');
    await app.close();
    // Switched off (the default), the page goes out without it.
    const off = Fastify();
    await registerWebApp(
      off,
      ssrDist,
      async () => [],
      async () => ({ status: {}, lang: 'pt' }),
    );
    expect((await off.inject({ method: 'GET', url: '/rng' })).body).toContain('<div id="root"></div>');
    await off.close();
    fs.rmSync(ssrDist, { recursive: true, force: true });
  });
});
