/**
 * The site's response headers, in one place (docs/architecture.md#security-model): the build writes
 * them to `dist/_headers`, which Netlify applies in production and the local static server applies
 * to every response, so every local and end-to-end test runs under exactly the production headers.
 * Only HSTS lives in netlify.toml: it means nothing over the local server's plain HTTP.
 */

import { bookingDialogPath } from '../../src/i18n/index.ts';
import { languages } from '../../src/lib/content/schema.ts';

/** One `_headers` rule: a path (exact, or a prefix ending in `*`) and the headers it gets. */
export interface HeaderRule {
  for: string;
  values: Record<string, string>;
}

/** What the policy depends on: the build's Supabase project and its inline scripts. */
export interface PolicyInputs {
  /** The build's PUBLIC_SUPABASE_URL (the data API, auth and storage); undefined for seed builds. */
  supabaseUrl?: string;
  /** `'sha256-…'` sources of every inline script the built pages carry. */
  scriptHashes: readonly string[];
}

/**
 * Where the service-area map may come from: the hosts of the embeddable maps the settings accept
 * (Google Maps embed links on either Google host, which redirect between each other, and
 * OpenStreetMap exports; see src/lib/content/map-embed.ts).
 */
export const mapFrameOrigins = [
  'https://www.google.com',
  'https://maps.google.com',
  'https://www.openstreetmap.org',
] as const;

/** Browser features the site never uses, switched off for it and for the map it embeds. */
const permissionsPolicy = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The Content-Security-Policy. Scripts: the site's own files and, by hash, the inline scripts
 * of the build (no 'unsafe-inline', no 'unsafe-eval'). Styles allow 'unsafe-inline': each page
 * inlines its CSS for the first paint, and the admin's toasts (sonner) insert their stylesheet at
 * run time, which no build-time hash can name; CSS cannot run code, scripts are what the policy
 * guards. Connections and images: the site and its Supabase project; frames: the map only.
 */
export function contentSecurityPolicy({ supabaseUrl, scriptHashes }: PolicyInputs): string {
  const supabase = supabaseUrl ? [new URL(supabaseUrl).origin] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...[...new Set(scriptHashes)].sort()],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...supabase],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...supabase],
    ['frame-src', ...mapFrameOrigins],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * Every header rule of the site. No header name appears in two rules that can match one path, so
 * it does not matter how a host combines overlapping rules.
 */
export function siteHeaderRules(inputs: PolicyInputs): HeaderRule[] {
  return [
    {
      for: '/*',
      values: {
        'Content-Security-Policy': contentSecurityPolicy(inputs),
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': permissionsPolicy,
        'Cross-Origin-Opener-Policy': 'same-origin',
      },
    },
    // Astro names these files by their content: a changed file is a new URL.
    { for: '/_astro/*', values: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    // The admin compares the live /build.json with the database to tell whether a change is live.
    { for: '/build.json', values: { 'Cache-Control': 'no-store' } },
    // The booking form's markup is a fragment the form's script fetches, not a page to list.
    ...languages.map((lang) => ({
      for: `${bookingDialogPath(lang)}*`,
      values: { 'X-Robots-Tag': 'noindex' },
    })),
  ];
}
