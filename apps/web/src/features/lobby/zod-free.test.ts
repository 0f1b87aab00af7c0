import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Decision 009: the lobby's code imports the contract's schema modules for their types only. */
const SCHEMA_IMPORT =
  /import\s+(type\s+)?[^;]*?\s+from\s+'@crupier\/contract\/(catalog|system|identity|paging|money|payments|wallet)'/g;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the lobby keeps zod out of the browser', () => {
  it('imports contract schema modules with `import type` only', () => {
    const files = sources(import.meta.dirname);
    const imports = files.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(SCHEMA_IMPORT)].map((match) => ({
        file: path.basename(file),
        module: match[2],
        isTypeOnly: Boolean(match[1]),
      })),
    );
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((entry) => !entry.isTypeOnly)).toEqual([]);
  });
});
