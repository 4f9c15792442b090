import type { Incoming, Reply } from '../http.ts';
import type { StorageContext } from './context.ts';
import { storageError } from './errors.ts';
import { listObjects, removeObjects } from './manage.ts';
import { decodePath, splitBucketPath } from './paths.ts';
import { readObject } from './read.ts';
import { upload } from './upload.ts';

export type { StorageContext } from './context.ts';

/** Routes `/storage/v1/<path>` (supabase/storage semantics, docs/architecture.md#local-backend). */
export async function handleStorage(ctx: StorageContext, req: Incoming): Promise<Reply> {
  const path = req.path;
  const read = req.method === 'GET' || req.method === 'HEAD';
  if (read && path.startsWith('object/public/')) {
    const { bucket, key } = splitBucketPath(decodePath(path.slice('object/public/'.length)));
    return readObject(ctx, req, bucket, key, 'public');
  }
  if (read && path.startsWith('object/authenticated/')) {
    const { bucket, key } = splitBucketPath(decodePath(path.slice('object/authenticated/'.length)));
    return readObject(ctx, req, bucket, key, 'authenticated');
  }
  if (req.method === 'POST' && path.startsWith('object/list/')) {
    return listObjects(
      ctx,
      req,
      splitBucketPath(decodePath(path.slice('object/list/'.length))).bucket,
    );
  }
  if (path.startsWith('object/')) {
    const { bucket, key } = splitBucketPath(decodePath(path.slice('object/'.length)));
    if (req.method === 'DELETE' && key === '') return removeObjects(ctx, req, bucket);
    if (read) return readObject(ctx, req, bucket, key, 'authenticated');
    if (req.method === 'POST' || req.method === 'PUT') return upload(ctx, req, bucket, key);
  }
  return storageError(404, 'NotFound', 'Not Found', 'Route not found');
}
