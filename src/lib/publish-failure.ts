/**
 * Why publishing failed, in words the owner follows (docs/architecture.md#publish-loop): each
 * failure the publish loop knows has a code, worded in both admin languages (`failure.<code>` in
 * the shell's texts); the raw message, which is the developer's and English, is shown only for a
 * failure no code names. Pure, so the local build runner, the admin and the tests share it.
 */

/** The failures the publish loop knows, by who reports them. */
export const failureCodes = [
  // A local build (scripts/lib/site-builder.ts), from the messages of src/lib/content/.
  'stopped',
  'contentInvalid',
  'heroMissing',
  'contentUnreadable',
  'photosUnreachable',
  // The database's build hook call (build_hook_failure()).
  'hookNotCalled',
  'hookRefused',
  'hookTimedOut',
  'hookUnreachable',
  'jobNotRunning',
] as const;

export type FailureCode = (typeof failureCodes)[number];

/** A failure as the publish status shows it: its code when known, and the raw message. */
export interface PublishFailure {
  code: FailureCode | null;
  /** The message as reported (English, for a developer): shown only when `code` is null. */
  detail: string;
}

/** The first match names the failure; each pattern is a message a build or the database makes. */
const buildPatterns: [RegExp, FailureCode][] = [
  // assemble.ts's assemble(): no active hero in a language.
  [/\bhero_content has no active row for language\b/, 'heroMissing'],
  // validate-rows.ts's validateRows() and site-settings.ts's parseSiteSettings().
  [/\bInvalid content in \S+ row\b/, 'contentInvalid'],
  // api-rows.ts's apiError(): the data API down, or refusing the read.
  [/\bcannot reach the data API\b|\bfrom the data API at \S+ failed\b/, 'contentUnreadable'],
  // photo-check.ts: storage down (a missing photo is left out instead, and publishes).
  [
    /\bcannot fetch the photo \S+ from storage\b|\bstorage answered HTTP \d+ for the photo\b/,
    'photosUnreachable',
  ],
];

/** The code of a failed build's first error line (site-builder.ts's firstErrorLine), if known. */
export function buildFailureCode(line: string): FailureCode | null {
  return buildPatterns.find(([pattern]) => pattern.test(line))?.[1] ?? null;
}

const hookPatterns: [RegExp, FailureCode][] = [
  // build_hook_failure() when a call is overdue by a minute: pg_cron or its job is missing.
  [/^not called: the scheduled publish job is not running\b/, 'jobNotRunning'],
  [/^the build hook answered HTTP \d+/, 'hookRefused'],
  // pg_net's message for a timed-out call (the local backend's webhook worker words it alike).
  [/\btimeout\b|\btimed out\b/i, 'hookTimedOut'],
  // The call could not even be queued: no pg_net (no `net` schema), or no right to use it.
  [
    /\bschema "net" does not exist\b|\bnet\.http_post\b|\bpermission denied for (schema|function) (net|http_post)\b/,
    'hookNotCalled',
  ],
  // pg_net (curl) or the local worker (Node) could not connect.
  [
    /couldn'?t (resolve|connect)|ECONNREFUSED|ENOTFOUND|EAI_AGAIN|getaddrinfo|fetch failed/i,
    'hookUnreachable',
  ],
];

/** A failed build hook call, from the reason build_hook_failure() gives. */
export function hookFailure(error: string): PublishFailure {
  const code = hookPatterns.find(([pattern]) => pattern.test(error))?.[1] ?? null;
  return { code, detail: `The build hook failed: ${error}` };
}
