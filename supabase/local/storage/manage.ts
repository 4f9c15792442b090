import {
  BodyTooLargeError,
  HttpError,
  json,
  jsonBodyLimit,
  parseJson,
  readBody,
  type Incoming,
  type Reply,
} from '../http.ts';
import { loadBucket, storageClaims, type StorageContext } from './context.ts';
import { failStorage, storageError } from './errors.ts';
import { removeFile } from './files.ts';
import { checkKey, objectFile } from './paths.ts';

const badRequest = (message: string): never =>
  failStorage(400, 'InvalidRequest', 'Invalid Input', message);

async function readJson(req: Incoming): Promise<Record<string, unknown>> {
  try {
    const body = await readBody(req.raw, jsonBodyLimit);
    const value = parseJson(
      body,
      storageError(400, 'InvalidJSON', 'Invalid Input', 'Body is not valid JSON'),
    );
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      badRequest('Body must be a JSON object');
    return value as Record<string, unknown>;
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      throw new HttpError(
        storageError(413, 'EntityTooLarge', 'Payload too large', 'Request body too large'),
      );
    }
    throw error;
  }
}

/** S2 remove: deletes the rows as the caller (RLS decides), then the files; 200 with the deleted rows. */
export async function removeObjects(
  ctx: StorageContext,
  req: Incoming,
  bucketId: string,
): Promise<Reply> {
  const claims = await storageClaims(req, ctx.secret);
  const { prefixes } = await readJson(req);
  if (
    !Array.isArray(prefixes) ||
    prefixes.length > 1000 ||
    !prefixes.every((p) => typeof p === 'string')
  ) {
    badRequest('prefixes must be an array of at most 1000 strings');
  }
  const names = (prefixes as string[]).map(checkKey);
  const bucket = await loadBucket(ctx.db, bucketId);
  const { rows } = await ctx.db.asRole(claims, (tx) =>
    tx.query<{ name: string }>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
       returning name, bucket_id, owner, owner_id, id, version, created_at, updated_at,
         last_accessed_at, metadata, user_metadata`,
      [bucket.id, names],
    ),
  );
  for (const row of rows) await removeFile(objectFile(ctx.root, bucket.id, row.name));
  return json(200, rows);
}

type ListedRow = {
  name: string;
  id: string;
  updated_at: Date;
  created_at: Date;
  last_accessed_at: Date;
  metadata: unknown;
};

const sortColumns = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;

/** S3 list: one level below `prefix`, sub-folders with `id: null`; RLS (SELECT) applies. */
export async function listObjects(
  ctx: StorageContext,
  req: Incoming,
  bucketId: string,
): Promise<Reply> {
  const claims = await storageClaims(req, ctx.secret);
  const body = await readJson(req);
  const prefixText = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+|\/+$/g, '') : '';
  const prefix = prefixText ? `${prefixText}/` : '';
  const limit = Math.min(1000, Math.max(0, Number(body.limit ?? 100) || 100));
  const offset = Math.max(0, Number(body.offset ?? 0) || 0);
  const search = typeof body.search === 'string' ? body.search.toLowerCase() : '';
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = sortColumns.find((c) => c === sortBy.column) ?? 'name';
  const descending = String(sortBy.order).toLowerCase() === 'desc';
  const bucket = await loadBucket(ctx.db, bucketId);
  const { rows } = await ctx.db.asRole(
    claims,
    (tx) =>
      tx.query<ListedRow>(
        `select name, id, updated_at, created_at, last_accessed_at, metadata from storage.objects
         where bucket_id = $1 and left(name, length($2)) = $2`,
        [bucket.id, prefix],
      ),
    () => false,
  );
  const entries = new Map<string, Record<string, unknown>>();
  for (const row of rows) {
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    const name = slash >= 0 ? rest.slice(0, slash) : rest;
    if (!name.toLowerCase().startsWith(search) || entries.has(name)) continue;
    entries.set(
      name,
      slash >= 0
        ? {
            name,
            id: null,
            updated_at: null,
            created_at: null,
            last_accessed_at: null,
            metadata: null,
          }
        : { ...row, name },
    );
  }
  const sorted = [...entries.values()].sort((a, b) => {
    const x = String(
      a[column] instanceof Date ? (a[column] as Date).toISOString() : (a[column] ?? ''),
    );
    const y = String(
      b[column] instanceof Date ? (b[column] as Date).toISOString() : (b[column] ?? ''),
    );
    return (x < y ? -1 : x > y ? 1 : 0) * (descending ? -1 : 1);
  });
  return json(200, sorted.slice(offset, offset + limit));
}
