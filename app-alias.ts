import path from 'node:path';
import type { Plugin } from 'vitest/config';

const root = import.meta.dirname;
const SERVER_SRC = path.join(root, 'apps/server/src');
const WEB_SRC = path.join(root, 'apps/web/src');

/**
 * `@/…` means the importing app's own `src/`: the web app's for files under apps/web, the server's
 * for everything else (the server, bench, the browser tests' in-process server). Resolving by importer
 * keeps the few tests that import across apps (a web verifier checked against a server engine) right.
 */
export function appAlias(): Plugin {
  return {
    name: 'crupier-app-alias',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.startsWith('@/')) return null;
      const base = importer?.startsWith(path.join(root, 'apps/web/')) ? WEB_SRC : SERVER_SRC;
      return this.resolve(path.join(base, source.slice(2)), importer, { ...options, skipSelf: true });
    },
  };
}
