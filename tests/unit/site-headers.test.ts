import { describe, expect, it } from 'vitest';
import {
  formatHeadersFile,
  headersForPath,
  inlineScriptHashes,
  parseHeadersFile,
  pathMatches,
} from '../../scripts/lib/headers-file.ts';
import { contentSecurityPolicy, siteHeaderRules } from '../../scripts/lib/site-headers.ts';
import { isEmbeddableMapUrl } from '../../src/lib/content/map-embed.ts';

const inputs = { supabaseUrl: 'https://abcd.supabase.co/', scriptHashes: ["'sha256-abc='"] };

/** The policy as directive name → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the Content-Security-Policy', () => {
  const policy = directives(contentSecurityPolicy(inputs));

  it("runs scripts only from the site and by hash, never 'unsafe-inline' or 'unsafe-eval'", () => {
    expect(policy['script-src']).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it("lets the browser talk to the build's Supabase project and nothing else", () => {
    expect(policy['connect-src']).toEqual(["'self'", 'https://abcd.supabase.co']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://abcd.supabase.co']);
  });

  it('names no Supabase host when the build has none (seed builds)', () => {
    const seed = directives(contentSecurityPolicy({ scriptHashes: [] }));
    expect(seed['connect-src']).toEqual(["'self'"]);
    expect(seed['script-src']).toEqual(["'self'"]);
  });

  it('frames every map the settings accept and no other site', () => {
    const maps = [
      'https://www.google.com/maps/embed?pb=!1m18',
      'https://maps.google.com/maps?q=Washington&output=embed',
      'https://www.openstreetmap.org/export/embed.html?bbox=-77.2,38.8,-76.9,39.0',
    ];
    for (const map of maps) {
      expect(isEmbeddableMapUrl(map)).toBe(true);
      expect(policy['frame-src']).toContain(new URL(map).origin);
    }
    expect(policy['frame-src']).toHaveLength(3);
  });

  it('cannot be framed, loads no plugins and keeps base URLs and form posts on the site', () => {
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
  });
});

describe('the _headers file', () => {
  const rules = siteHeaderRules(inputs);

  it('reads back exactly the rules it was written from', () => {
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });

  it('sets no header in two rules that can match the same path', () => {
    for (const a of rules) {
      for (const b of rules.filter((rule) => rule !== a)) {
        if (!pathMatches(a.for, b.for.replace('*', 'x')) && !pathMatches(b.for, a.for)) continue;
        const shared = Object.keys(a.values).filter((name) => name in b.values);
        expect(shared, `${a.for} and ${b.for}`).toEqual([]);
      }
    }
  });

  it('gives hashed assets a year, /build.json no cache, and every path the security headers', () => {
    expect(headersForPath(rules, '/_astro/app.1a2b.js')['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersForPath(rules, '/build.json')['cache-control']).toBe('no-store');
    expect(headersForPath(rules, '/es/')['cache-control']).toBeUndefined();
    for (const path of ['/', '/es/', '/admin/faqs', '/build.json']) {
      expect(headersForPath(rules, path)['x-content-type-options']).toBe('nosniff');
    }
  });

  it('refuses a header line before any path', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow(/line 1/);
  });
});

describe('inline script hashes', () => {
  it('hash classic and module scripts, but not external scripts or JSON-LD data', () => {
    const html = [
      '<script>alert(1)</script>',
      '<script type="module">alert(1)</script>',
      '<script type="module" src="/_astro/x.js"></script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    ].join('');
    const alert = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
    expect(inlineScriptHashes(html)).toEqual([alert, alert]);
  });
});
