import { readFile } from 'node:fs/promises';
import type { JwtClaims } from '../database.ts';
import { header, isHeaderSafe, type Incoming, type Reply } from '../http.ts';
import { loadBucket, storageClaims, type StorageContext } from './context.ts';
import { noSuchBucket, noSuchKey } from './errors.ts';
import { checkKey, objectFile } from './paths.ts';

type ObjectRow = { metadata: Record<string, unknown> | null; updated_at: Date | null };

/**
 * S4 and the authenticated variant: the stored bytes with their content type and cache headers.
 * Public reads need a public bucket; others read the row as the caller, so RLS (SELECT) decides.
 */
export async function readObject(
  ctx: StorageContext,
  req: Incoming,
  bucketId: string,
  rawKey: string,
  access: 'public' | 'authenticated',
): Promise<Reply> {
  const key = checkKey(rawKey);
  let claims: JwtClaims | undefined;
  if (access === 'authenticated') claims = await storageClaims(req, ctx.secret);
  const bucket = await loadBucket(ctx.db, bucketId);
  if (access === 'public' && !bucket.public) noSuchBucket();
  const sql = 'select metadata, updated_at from storage.objects where bucket_id = $1 and name = $2';
  const { rows } = claims
    ? await ctx.db.asRole(
        claims,
        (tx) => tx.query<ObjectRow>(sql, [bucket.id, key]),
        () => false,
      )
    : await ctx.db.asOwner((tx) => tx.query<ObjectRow>(sql, [bucket.id, key]));
  const row = rows[0] ?? noSuchKey();
  const data = await readFile(objectFile(ctx.root, bucket.id, key)).catch(() => noSuchKey());
  const meta = row.metadata ?? {};
  // A value stored before uploads were checked (or written by SQL) must not break every read.
  const stored = (value: unknown, fallback: string) =>
    typeof value === 'string' && isHeaderSafe(value) ? value : fallback;
  const etag = stored(meta.eTag, '');
  const headers: Record<string, string> = {
    'content-type': stored(meta.mimetype, 'application/octet-stream'),
    'cache-control': stored(meta.cacheControl, 'no-cache'),
    etag,
    'last-modified': (row.updated_at ?? new Date()).toUTCString(),
    'accept-ranges': 'bytes',
  };
  if (req.search.has('download')) {
    const name = req.search.get('download') || key.split('/').pop() || 'download';
    headers['content-disposition'] = `attachment; filename="${encodeURIComponent(name)}"`;
  }
  if (etag && header(req, 'if-none-match') === etag) return { status: 304, headers };
  return { status: 200, headers, body: data };
}
