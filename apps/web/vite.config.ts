import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
  },
  server: {
    proxy: Object.fromEntries(
      ['/wps', '/dev', '/docs', '/vendor', '/rgs'].map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }]),
    ),
  },
});
