import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { headersForPath } from '../../scripts/lib/headers-file.ts';
import { siteScriptHashes } from '../../scripts/lib/headers-integration.ts';
import { siteHeaderRules } from '../../scripts/lib/site-headers.ts';
import { expect, test } from './support/test.ts';
import { liveBuild } from './support/live-build.ts';
import { backendUrl } from './support/stack.ts';

/**
 * The headers the local server sends are the production headers: exactly what the header source
 * (scripts/lib/site-headers.ts, written to the build's _headers) gives each path, and nothing in
 * netlify.toml contradicts or doubles them.
 */

const paths = ['/', '/es/', '/no-such-page', '/auth', '/admin', '/seed', '/build.json'];

/** The `[[headers]]` tables of netlify.toml: path and header values. */
async function netlifyTomlRules(): Promise<{ for: string; values: Record<string, string> }[]> {
  const toml = await readFile('netlify.toml', 'utf8');
  return toml
    .split(/^\[\[headers\]\]$/m)
    .slice(1)
    .map((block) => ({
      for: /^\s*for\s*=\s*"([^"]+)"/m.exec(block)![1]!,
      values: Object.fromEntries(
        [...block.matchAll(/^\s*([A-Za-z-]+)\s*=\s*"([^"]*)"\s*$/gm)]
          .filter(([, name]) => name !== 'for')
          .map(([, name, value]) => [name!, value!]),
      ),
    }));
}

test('the local server sends, path by path, the headers of the header source', async ({
  request,
}) => {
  const build = await liveBuild(request);
  const rules = siteHeaderRules({
    supabaseUrl: backendUrl,
    scriptHashes: await siteScriptHashes(build),
  });
  for (const path of paths) {
    const response = await request.get(path);
    const expected = headersForPath(rules, path);
    const sent = Object.fromEntries(
      Object.keys(expected).map((name) => [name, response.headers()[name]]),
    );
    expect(sent, path).toEqual(expected);
  }
});

test('the build wrote the header source into the site Netlify publishes', async ({ request }) => {
  const build = await liveBuild(request);
  const toml = await readFile('netlify.toml', 'utf8');
  expect(toml).toMatch(/^\s*publish\s*=\s*"dist"\s*$/m);
  const written = await readFile(join(build, '_headers'), 'utf8');
  expect(written).toContain('Content-Security-Policy:');
  expect((await request.get('/_headers')).status()).toBe(404);
});

test('netlify.toml agrees with the local server and sets no header the source sets', async ({
  request,
}) => {
  const tomlRules = await netlifyTomlRules();
  const source = siteHeaderRules({ scriptHashes: [] });
  // HSTS is the only header Netlify alone may send: the local server speaks plain HTTP.
  const netlifyOnly = new Set(['strict-transport-security']);
  expect(tomlRules.flatMap((rule) => Object.keys(rule.values))).toContain(
    'Strict-Transport-Security',
  );
  for (const path of paths) {
    const sent = (await request.get(path)).headers();
    const fromSource = headersForPath(source, path);
    for (const [name, value] of Object.entries(headersForPath(tomlRules, path))) {
      expect(fromSource[name], `${name} of ${path} is set in both places`).toBeUndefined();
      expect(sent[name], `${name} of ${path}`).toBe(netlifyOnly.has(name) ? undefined : value);
    }
  }
});
