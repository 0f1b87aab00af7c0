import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:8080';

/** A page module under features/<domain>/routes/ gets its chunk named after it: member-center → MemberCenter. */
function chunkName(facadeModuleId: string | null): string {
  const page = facadeModuleId && /\/features\/[^/]+\/routes\/([^/]+)\.tsx$/.exec(facadeModuleId)?.[1];
  if (!page) return '[name]';
  return page.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: { chunkFileNames: (chunk) => `assets/${chunkName(chunk.facadeModuleId)}-[hash].js` },
    },
  },
  server: {
    proxy: Object.fromEntries(
      // The API prefixes of contract routes.ts (API_PREFIXES); the server answers them, never the app.
      ['/wps', '/dev', '/docs', '/vendor', '/rgs', '/lgw', '/lotto'].map((prefix) => [
        prefix,
        { target: API_TARGET, changeOrigin: false },
      ]),
    ),
  },
});
