import { createHash, randomUUID } from 'node:crypto';
import type { JwtClaims, Tx } from '../database.ts';
import {
  BodyTooLargeError,
  header,
  isHeaderSafe,
  json,
  readBody,
  type Incoming,
  type Reply,
} from '../http.ts';
import {
  loadBucket,
  mimeAllowed,
  storageClaims,
  type Bucket,
  type StorageContext,
} from './context.ts';
import { failStorage, fromDatabaseError, noSuchKey, tooLarge } from './errors.ts';
import { moveIntoPlace, removeFile, writeTemp } from './files.ts';
import { parseMultipart } from './multipart.ts';
import { checkKey, objectFile } from './paths.ts';

type Upload = { data: Buffer; mime: string; cacheControl: string; userMetadata: unknown };

async function readLimited(req: Incoming, limit: number): Promise<Buffer> {
  try {
    return await readBody(req.raw, limit);
  } catch (error) {
    if (error instanceof BodyTooLargeError) tooLarge();
    throw error;
  }
}

/**
 * `value` of `field`, which the object's GETs send back as a response header: refused (400) when
 * it holds a character no header may (CR/LF would split the answer, and Node cuts the connection
 * rather than send it), so a stored object can always be read.
 */
function headerSafe(field: string, value: string): string {
  if (!isHeaderSafe(value)) {
    failStorage(400, 'InvalidRequest', 'Invalid Input', `${field} holds a control character`);
  }
  return value;
}

function checkMime(bucket: Bucket, mime: string): void {
  headerSafe('The content type', mime);
  if (!mimeAllowed(bucket, mime)) {
    failStorage(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mime} is not supported`);
  }
}

function parseUserMetadata(text: string | undefined): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** Reads the upload (multipart with a file part, or a raw body), enforcing MIME and size limits. */
async function readUpload(req: Incoming, bucket: Bucket, limit: number): Promise<Upload> {
  const contentType = header(req, 'content-type') ?? '';
  if (/^multipart\/form-data/i.test(contentType)) {
    const form = parseMultipart(await readLimited(req, limit + 64 * 1024), contentType);
    if (!form.file)
      return failStorage(400, 'InvalidRequest', 'Invalid Input', 'No file was uploaded');
    const mime = form.fields.contentType || form.file.contentType;
    checkMime(bucket, mime);
    if (form.file.data.length > limit) tooLarge();
    const seconds = headerSafe('cacheControl', form.fields.cacheControl ?? '');
    return {
      data: form.file.data,
      mime,
      cacheControl: seconds ? `max-age=${seconds.replace(/^max-age=/, '')}` : 'no-cache',
      userMetadata: parseUserMetadata(form.fields.metadata),
    };
  }
  const mime = contentType || 'application/octet-stream';
  checkMime(bucket, mime);
  const meta = header(req, 'x-metadata');
  return {
    data: await readLimited(req, limit),
    mime,
    cacheControl: headerSafe('Cache-Control', header(req, 'cache-control') ?? 'no-cache'),
    userMetadata: parseUserMetadata(
      meta ? Buffer.from(meta, 'base64').toString('utf8') : undefined,
    ),
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Writes the storage.objects row as the caller (RLS decides); `update` requires an existing row. */
async function writeRow(
  tx: Tx,
  claims: JwtClaims,
  row: Record<string, unknown>,
  mode: 'create' | 'upsert' | 'update',
): Promise<void> {
  const sub = typeof claims.sub === 'string' ? claims.sub : null;
  const params = [
    row.id,
    row.bucket,
    row.name,
    sub && uuidPattern.test(sub) ? sub : null,
    sub,
    row.metadata,
    row.version,
    row.userMetadata,
  ];
  if (mode === 'update') {
    const result = await tx.query(
      `update storage.objects set owner = $4, owner_id = $5, metadata = $6::jsonb, version = $7,
         user_metadata = $8::jsonb, updated_at = now() where bucket_id = $2 and name = $3 and $1::uuid is not null`,
      params,
    );
    if (!result.affectedRows) noSuchKey();
    return;
  }
  await tx.query(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, version, user_metadata)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::jsonb)
     ${
       mode === 'upsert'
         ? `on conflict (bucket_id, name) do update set owner = excluded.owner,
       owner_id = excluded.owner_id, metadata = excluded.metadata, version = excluded.version,
       user_metadata = excluded.user_metadata, updated_at = now()`
         : ''
     }`,
    params,
  );
}

/**
 * S1 upload (POST, `x-upsert`) and update (PUT) of `bucket/key`
 * (docs/architecture.md#local-backend).
 */
export async function upload(
  ctx: StorageContext,
  req: Incoming,
  bucketId: string,
  rawKey: string,
): Promise<Reply> {
  const claims = await storageClaims(req, ctx.secret);
  const key = checkKey(rawKey);
  const bucket = await loadBucket(ctx.db, bucketId);
  const file = objectFile(ctx.root, bucket.id, key);
  const limit = Math.min(bucket.file_size_limit ?? Number.POSITIVE_INFINITY, ctx.maxUploadBytes);
  const { data, mime, cacheControl, userMetadata } = await readUpload(req, bucket, limit);
  const mode =
    req.method === 'PUT' ? 'update' : header(req, 'x-upsert') === 'true' ? 'upsert' : 'create';
  const version = randomUUID();
  const metadata = {
    eTag: `"${createHash('md5').update(data).digest('hex')}"`,
    size: data.length,
    mimetype: mime,
    cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: data.length,
    httpStatusCode: 200,
  };
  const row = {
    id: randomUUID(),
    bucket: bucket.id,
    name: key,
    metadata: JSON.stringify(metadata),
    version,
    userMetadata: userMetadata === null ? null : JSON.stringify(userMetadata),
  };
  const temp = await writeTemp(ctx.root, data);
  try {
    await ctx.db
      .asRole(claims, async (tx) => {
        await writeRow(tx, claims, row, mode);
        await moveIntoPlace(temp, file);
      })
      .catch(fromDatabaseError);
  } finally {
    await removeFile(temp);
  }
  const { rows } = await ctx.db.asOwner((tx) =>
    tx.query<{ id: string }>('select id from storage.objects where bucket_id = $1 and name = $2', [
      bucket.id,
      key,
    ]),
  );
  return json(200, { Id: rows[0]?.id ?? row.id, Key: `${bucket.id}/${key}` });
}
