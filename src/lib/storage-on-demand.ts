/**
 * Stands in for @supabase/storage-js in the browser build (astro.config.mjs aliases it here).
 * supabase-js makes a StorageClient in every createClient, and storage-js brings its vector and
 * analytics (Iceberg) clients with it: about 6 KB gzip on each owner's page, where only the Image
 * Library's data module (`src/lib/data/images.ts`) uses storage. This keeps what supabase-js hands
 * the client (the storage URL, its headers and its fetch, which adds the session's token) and loads
 * storage-js itself, as a chunk of its own, on a bucket's first request. Why:
 * docs/decisions.md#storage-js-on-demand.
 */
import type { StorageClient as StorageJs, StorageError } from '@supabase/storage-js';
import { errorMessage } from './error-message.ts';

/** What supabase-js passes to `new StorageClient(…)`. */
type ClientArgs = ConstructorParameters<typeof StorageJs>;
/** storage-js's bucket API (`supabase.storage.from(bucket)`). */
type StorageJsBucket = ReturnType<StorageJs['from']>;

/** storage-js, loaded on the first request a bucket makes (again on the next if that load failed). */
let storageJs: Promise<typeof import('@supabase/storage-js')> | undefined;

/**
 * storage-js's answer to a request it could not send because it could not be loaded itself (no
 * connection): an error value, as its own failed requests are, not a rejection. Its message starts
 * as a browser's fetch error does, so the admin says "could not reach the server" in its language
 * (`src/lib/data/no-answer.ts`), as for storage-js's own network errors.
 */
function notLoaded(error: unknown): { data: null; error: StorageError } {
  const failure = new Error(`Failed to fetch storage-js: ${errorMessage(error)}`);
  failure.name = 'StorageUnknownError';
  return { data: null, error: failure as unknown as StorageError };
}

/** The part of storage-js's bucket API the product calls, with storage-js loaded on first use. */
class BucketOnDemand {
  readonly #args: ClientArgs;
  readonly #bucket: string;

  constructor(args: ClientArgs, bucket: string) {
    this.#args = args;
    this.#bucket = bucket;
  }

  /** The bucket as storage-js has it. The subpath escapes the alias (it matches the bare name). */
  async #real(): Promise<StorageJsBucket> {
    storageJs ??= import('@supabase/storage-js/dist/index.mjs').catch((error: unknown) => {
      storageJs = undefined;
      throw error;
    });
    const { StorageClient } = await storageJs;
    return new StorageClient(...this.#args).from(this.#bucket);
  }

  /**
   * storage-js's public URL of a file (`<storage>/object/public/<bucket>/<path>`, the storage URL
   * and the path trimmed and encoded as it does), computed without loading it: it is synchronous
   * there too. Its options (download, image transforms) and the client's `useNewHostname` (which
   * supabase.ts does not set) are not offered here.
   */
  getPublicUrl(path: string): { data: { publicUrl: string } } {
    const storage = new URL(this.#args[0]).href.replace(/\/$/, '');
    const file = `${this.#bucket}/${path.replace(/^\/+/, '')}`;
    return { data: { publicUrl: encodeURI(`${storage}/object/public/${file}`) } };
  }

  /** storage-js's `remove`: deletes the files at `paths`. */
  async remove(
    ...args: Parameters<StorageJsBucket['remove']>
  ): ReturnType<StorageJsBucket['remove']> {
    let bucket: StorageJsBucket;
    try {
      bucket = await this.#real();
    } catch (error) {
      return notLoaded(error);
    }
    return bucket.remove(...args);
  }
}

/** `supabase.storage`: hands out buckets that load storage-js when they first send a request. */
export class StorageClient {
  readonly #args: ClientArgs;

  constructor(...args: ClientArgs) {
    this.#args = args;
  }

  /** `supabase.storage.from(bucket)`: a bucket offering `getPublicUrl` and `remove`. */
  from(bucket: string): BucketOnDemand {
    return new BucketOnDemand(this.#args, bucket);
  }
}

/**
 * Re-exported by supabase-js. storage-js's errors come back as `{ error }` values, as before; this
 * class is not theirs, so `instanceof` against it never matches (nothing here tests it).
 */
export class StorageApiError extends Error {}
