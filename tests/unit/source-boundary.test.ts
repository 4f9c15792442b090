import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The site's source stands alone: nothing under src/ imports a file outside it (the CLI scripts,
 * the local backend, the service-role client in scripts/lib), and no file under src/ reads the
 * service-role key. The built site is checked for the key itself by tests/e2e/secrets.spec.ts.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const src = join(root, 'src');

/** Every source file under `dir`, as a path relative to the project. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro|mjs|js)$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

/** The module specifiers of static imports, re-exports and dynamic imports in `code`. */
const specifiers = (code: string): string[] =>
  [
    ...code.matchAll(
      /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]|\bimport\s+['"]([^'"]+)['"]/g,
    ),
  ].map((m) => (m[1] ?? m[2] ?? m[3])!);

const files = sourceFiles(src).map((path) => ({
  path,
  code: readFileSync(join(root, path), 'utf8'),
}));

describe('the site source under src/', () => {
  it('imports nothing from outside src/', () => {
    const outside = files.flatMap(({ path, code }) =>
      specifiers(code)
        .filter((spec) => spec.startsWith('.'))
        .filter((spec) => relative(src, resolve(root, dirname(path), spec)).startsWith('..'))
        .map((spec) => `${path} imports ${spec}`),
    );
    expect(outside).toEqual([]);
  });

  it('finds the imports it checks, relative ones included', () => {
    const relativeImports = files
      .flatMap(({ code }) => specifiers(code))
      .filter((s) => s.startsWith('.'));
    expect(relativeImports.length).toBeGreaterThan(100);
    expect(relativeImports).toContain('../seed-content/index.ts');
  });

  it('never reads the service-role key', () => {
    const readers = files
      .filter(({ code }) => /SUPABASE_SERVICE_ROLE_KEY|createServiceClient/.test(code))
      .map(({ path }) => path);
    expect(readers).toEqual([]);
  });
});
