import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { appAlias } from '../../app-alias';

export default defineProject({
  plugins: [appAlias(), react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
