import { defineConfig } from 'vitest/config';
import { appAlias } from './app-alias';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [appAlias()],
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [appAlias()],
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
      {
        plugins: [appAlias()],
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          setupFiles: ['apps/web/e2e/setup-failure-shots.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
