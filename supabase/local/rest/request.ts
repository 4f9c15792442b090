import { RestError, badQuery, invalidJson } from './errors.ts';
import type { RestRequest } from './types.ts';

/** The `Prefer` header, reduced to the preferences the local data API honours. */
export type Preferences = {
  return: 'minimal' | 'representation' | 'headers-only';
  count: boolean;
  resolution?: 'merge' | 'ignore';
  missingDefault: boolean;
};

/** Longest query string accepted; PostgREST has no such limit, but nothing legitimate comes near. */
export const maxQueryLength = 8192;

/** Parses `Prefer` (comma-separated, repeated headers already joined); unknown entries are ignored. */
export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = { return: 'minimal', count: false, missingDefault: false };
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (
      key === 'return' &&
      (value === 'minimal' || value === 'representation' || value === 'headers-only')
    ) {
      prefs.return = value;
    } else if (
      key === 'count' &&
      (value === 'exact' || value === 'planned' || value === 'estimated')
    ) {
      prefs.count = true;
    } else if (key === 'resolution' && value === 'merge-duplicates') prefs.resolution = 'merge';
    else if (key === 'resolution' && value === 'ignore-duplicates') prefs.resolution = 'ignore';
    else if (key === 'missing' && value === 'default') prefs.missingDefault = true;
  }
  return prefs;
}

/** The `Preference-Applied` header PostgREST sends back for the preferences it acted on. */
export function preferenceApplied(prefs: Preferences, mutation: boolean): string | undefined {
  const applied: string[] = [];
  if (prefs.resolution) applied.push(`resolution=${prefs.resolution}-duplicates`);
  if (mutation && prefs.missingDefault) applied.push('missing=default');
  if (mutation && prefs.return !== 'minimal') applied.push(`return=${prefs.return}`);
  if (prefs.count) applied.push('count=exact');
  return applied.length ? applied.join(', ') : undefined;
}

const objectMedia = 'application/vnd.pgrst.object+json';

/**
 * Whether the client asked for one object (`.single()`), after checking that it accepts JSON at
 * all; anything else (CSV, XML…) is 406 PGRST107 as in PostgREST.
 */
export function wantsSingular(accept: string | undefined): boolean {
  if (!accept || accept.trim() === '') return false;
  const types = accept.split(',').map((t) => t.split(';')[0]?.trim().toLowerCase() ?? '');
  if (types.includes(objectMedia)) return true;
  const json = ['*/*', 'application/*', 'application/json', 'application/vnd.pgrst.array+json'];
  if (types.some((t) => json.includes(t))) return false;
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

/** Rejects a schema other than public in `Accept-Profile` / `Content-Profile` (406 PGRST106). */
export function checkSchema(req: RestRequest): void {
  const read = req.method === 'GET' || req.method === 'HEAD';
  const profile = read ? req.headers['accept-profile'] : req.headers['content-profile'];
  if (profile !== undefined && profile.trim() !== 'public') {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      'Only the following schemas are exposed: public',
    );
  }
}

/** Rejects an oversized query string before any SQL is built (the body is capped when read). */
export function checkQueryLength(req: RestRequest): void {
  if (req.search.toString().length > maxQueryLength) {
    throw badQuery(`The query string is too long (more than ${maxQueryLength} characters)`);
  }
}

/** Parses the JSON body; empty or malformed JSON is 400 PGRST102 like PostgREST. */
export function parseJsonBody(body: Buffer): unknown {
  const text = body.toString('utf8');
  try {
    if (text.trim() === '') throw new Error('empty');
    return JSON.parse(text);
  } catch {
    throw invalidJson();
  }
}

/** `Range: 0-9` (with `Range-Unit: items` or none) as offset/limit, or nothing. */
export function parseRangeHeader(req: RestRequest): { offset: number; limit?: number } | undefined {
  const range = req.headers['range'];
  if (!range) return undefined;
  const unit = req.headers['range-unit'];
  if (unit !== undefined && unit.trim() !== 'items') return undefined;
  const match = /^\s*(?:items=)?(\d{1,15})-(\d{0,15})\s*$/.exec(range);
  if (!match) return undefined;
  const from = Number(match[1]);
  if (!match[2]) return { offset: from };
  const to = Number(match[2]);
  if (to < from) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `The lower boundary ${from} must be lower than the upper boundary ${to}`,
    );
  }
  return { offset: from, limit: to - from + 1 };
}
