import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appAlias } from '../../app-alias';
import { precompress } from './vite-precompress';

const API_TARGET = 'http://localhost:8080';

/** A page module under features/<domain>/routes/ gets its chunk named after it: member-center → MemberCenter. */
function chunkName(facadeModuleId: string | null): string {
  const page = facadeModuleId && /\/features\/[^/]+\/routes\/([^/]+)\.tsx$/.exec(facadeModuleId)?.[1];
  if (!page) return '[name]';
  return page.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}

/** Lobby modules the home page needs for its first screen (see features/lobby). */
const LOBBY_HOME =
  /\/features\/lobby\/(components\/(home-sections|notice-marquee|section|game-card|game-grid|lazy-image|lobby-icons)|api\/(games|hot-games|favorites)|use-lobby-actions|use-account-key|viewport)\.tsx?$/;

/** The browser's build: the app, its service worker, and every asset precompressed. */
const clientConfig: UserConfig = {
  plugins: [
    appAlias(),
    react(),
    VitePWA({
      // main.tsx registers /sw.js once the page has settled; the manifest is the server's, per merchant.
      injectRegister: false,
      manifest: false,
      workbox: {
        // Only what the offline page needs is precached: a first visit downloads nothing else.
        globPatterns: ['offline.html', 'offline.js', 'icons/icon-192.png'],
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/offline.html' } },
          },
        ],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    precompress(),
  ],
  build: {
    outDir: process.env.WEB_DIST ?? 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) => `assets/${chunkName(chunk.facadeModuleId)}-[hash].js`,
        // What the home page shows first (marquee, hot games, their cards) in one request, not seven.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'lobby-home', test: LOBBY_HOME }],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      // The API prefixes of contract routes.ts (API_PREFIXES); the server answers them, never the app.
      ['/wps', '/dev', '/docs', '/vendor', '/rgs', '/lgw', '/lotto', '/media'].map((prefix) => [
        prefix,
        // ws: the real-time channel (GET /wps/realtime) is a WebSocket on the same origin.
        { target: API_TARGET, changeOrigin: false, ws: prefix === '/wps' },
      ]),
    ),
  },
};

/**
 * The server's build of the app (ADR 029): one self-contained module the API server imports to render
 * a page's first screen. It goes into the client's output, under `.ssr/` (public code only).
 */
const serverConfig: UserConfig = {
  plugins: [appAlias(), react()],
  ssr: { noExternal: true },
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/ssr/entry-server.tsx',
    outDir: `${process.env.WEB_DIST ?? 'dist'}/.ssr`,
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: { output: { entryFileNames: 'entry-server.js', codeSplitting: false } },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverConfig : clientConfig));
