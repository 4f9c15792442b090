import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: every `docs/<file>.md#<anchor>` a comment, test or README points
 * at is a heading of that file, nothing points at documents that are not in the repository, and
 * README's Layout names every folder.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Every tracked text file (generated types and the lock file aside), with its content. */
const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((path) => /\.(ts|tsx|astro|mjs|cjs|js|css|sql|toml|md|json|sh)$|^\.ci\//.test(path))
  .filter((path) => !/package-lock\.json$|database\.types\.ts$/.test(path))
  .map((path) => ({ path, text: readFileSync(`${root}/${path}`, 'utf8') }));

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors of one docs file's headings. */
function anchorsIn(doc: string): Set<string> {
  const text = readFileSync(`${root}/docs/${doc}`, 'utf8');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1]!.trim())));
}

describe('the docs references', () => {
  it('each name a heading of a file in docs/', () => {
    const broken: string[] = [];
    const anchors = new Map<string, Set<string>>();
    for (const { path, text } of files) {
      for (const [, doc, anchor] of text.matchAll(/docs\/([a-z-]+\.md)#([a-z0-9-]+)/g)) {
        if (!anchors.has(doc!)) anchors.set(doc!, anchorsIn(doc!));
        if (!anchors.get(doc!)!.has(anchor!)) broken.push(`${path}: docs/${doc}#${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('never point at documents outside the repository', () => {
    // Built from parts, so this file does not match itself.
    const outside = new RegExp(['SPEC', 'DESIGN'].map((name) => `${name} §`).join('|'));
    const issue = new RegExp(`\\b${'issue'} #?\\d+`, 'i');
    const found = files
      .filter(({ text }) => outside.test(text) || issue.test(text))
      .map(({ path }) => path);
    expect(found).toEqual([]);
  });

  it('are linked from the README', () => {
    const readme = readFileSync(`${root}/README.md`, 'utf8');
    for (const doc of ['product.md', 'architecture.md', 'decisions.md']) {
      expect(readme).toContain(`docs/${doc}`);
    }
  });
});

describe("README's Layout", () => {
  it('names every folder of the code and the tests', () => {
    const readme = readFileSync(`${root}/README.md`, 'utf8');
    const layout = readme.slice(readme.indexOf('## Layout'));
    const folders = new Set(
      files
        .map(({ path }) => path.slice(0, path.lastIndexOf('/') + 1))
        .filter((folder) => /^(src|supabase|scripts|tests)\//.test(folder)),
    );
    expect([...folders].filter((folder) => !layout.includes(`\n${folder} `))).toEqual([]);
  });
});
