/**
 * Whether a photo of the landing page can be built: Astro fetches each library photo at build time
 * and stops the whole build on one it cannot read (an HTML file stored as `image/png`, a deleted
 * file, an address outside the library). The loader checks each photo first, the way Astro will
 * read it, and leaves a bad one out (see left-out-photos.ts) so the rest still publishes. A photo
 * that passes is kept: Astro's own reads of it later in the build get the bytes the check read, so
 * a photo deleted meanwhile cannot fail the build (docs/architecture.md#failure-modes).
 */
import { imageMetadata, isRemoteAllowed } from 'astro/assets/utils';
import { storageImagePatterns } from './storage-images.ts';

/** Why a photo was left out: not a library file, gone from storage, or not an image. */
export type PhotoProblem = 'outside-library' | 'missing' | 'not-an-image';

/** A photo's problem and the technical detail for the build log. */
export interface PhotoCheck {
  problem: PhotoProblem;
  detail: string;
}

/** The formats the bucket stores and the build turns into AVIF and WebP. */
const buildableFormats = new Set(['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif']);

const causeOf = (error: unknown): string =>
  error instanceof Error
    ? error.cause instanceof Error
      ? error.cause.message
      : error.message
    : String(error);

async function check(url: string, supabaseUrl: string): Promise<PhotoCheck | null> {
  const remotePatterns = storageImagePatterns(supabaseUrl);
  if (!isRemoteAllowed(url, { domains: [], remotePatterns })) {
    return { problem: 'outside-library', detail: 'not a file of the site-images bucket' };
  }
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  } catch (error) {
    // Storage being down is not the photo's fault: the build stops and the old site stays.
    throw new Error(`cannot fetch the photo ${url} from storage: ${causeOf(error)}`, {
      cause: error,
    });
  }
  if (response.status >= 500) {
    throw new Error(`storage answered HTTP ${response.status} for the photo ${url}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { problem: 'missing', detail: `storage answered HTTP ${response.status}` };
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  let format: string;
  try {
    format = (await imageMetadata(bytes, url)).format;
  } catch {
    return { problem: 'not-an-image', detail: 'its bytes are not an image' };
  }
  if (!buildableFormats.has(format)) {
    return {
      problem: 'not-an-image',
      detail: `a ${format} file, not JPEG, PNG, WebP, AVIF or GIF`,
    };
  }
  try {
    await transformAsTheBuildWill(bytes, url);
  } catch (error) {
    return { problem: 'not-an-image', detail: `it cannot be converted: ${causeOf(error)}` };
  }
  keep(url, bytes, response.headers);
  return null;
}

/** A photo that passed the check, as storage answered it. */
interface KeptPhoto {
  bytes: Uint8Array<ArrayBuffer>;
  headers: Headers;
}

/** The photos that passed, by address: the build's later reads of them are answered from here. */
const kept = new Map<string, KeptPhoto>();

function keep(url: string, bytes: Uint8Array<ArrayBuffer>, headers: Headers): void {
  const stored = new Headers(headers);
  // The bytes are the decoded body: its stored encoding and length no longer describe them.
  stored.delete('content-encoding');
  stored.delete('content-length');
  kept.set(new URL(url).href, { bytes, headers: stored });
  answerFromKeptPhotos();
}

const answeringFromKept = Symbol('answering from the photos the check kept');

/**
 * Has the build's `fetch` answer a plain GET of a kept photo with the checked bytes: Astro reads
 * each photo again after the pages are made (its size, then its AVIF and WebP), and a photo deleted
 * since the check would answer 404 there and stop the whole build. The page shows the photo its
 * content named; the delete is a change of its own that the next build publishes. Any other
 * request, and Astro's revalidation of its image cache (a conditional GET), goes to the network.
 */
function answerFromKeptPhotos(): void {
  const network = globalThis.fetch;
  if (answeringFromKept in network) return;
  const fetchKeptFirst = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : undefined;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers ?? request?.headers);
    const conditional = headers.has('if-none-match') || headers.has('if-modified-since');
    const url = request?.url ?? (URL.canParse(String(input)) ? new URL(String(input)).href : '');
    const photo = method === 'GET' && !conditional ? kept.get(url) : undefined;
    if (!photo) return network(input, init);
    const answer = new Response(photo.bytes.slice(), { status: 200, headers: photo.headers });
    // Astro checks where an answer came from against the allowed addresses.
    Object.defineProperty(answer, 'url', { value: url });
    return Promise.resolve(answer);
  };
  globalThis.fetch = Object.assign(fetchKeptFirst, { [answeringFromKept]: true });
}

/** Astro's warnings about one photo go to the build's log like its own. */
const buildLogger = { info: () => {}, warn: console.warn, error: console.error };

/**
 * Has the build's own image service (sharp, as astro.config.mjs sets it up) make a tiny WebP of
 * the photo: bytes that fail here would fail the build's real conversion.
 */
async function transformAsTheBuildWill(bytes: Uint8Array, url: string): Promise<void> {
  // Imported here: only a build has Astro's virtual module, and only a build checks photos.
  const { getConfiguredImageService, imageConfig } = await import('astro:assets');
  const service = await getConfiguredImageService();
  if (!('transform' in service)) return;
  const transform = { src: url, width: 16, format: 'webp' };
  await service.transform(bytes, transform, imageConfig as never, buildLogger);
}

const checks = new Map<string, Promise<PhotoCheck | null>>();

/**
 * What is wrong with the photo at `url` (null: nothing), checked once per build whichever page
 * asks; throws when storage cannot be reached at all, since then no photo is to blame.
 */
export function photoCheck(url: string, supabaseUrl: string): Promise<PhotoCheck | null> {
  let pending = checks.get(url);
  if (!pending) {
    pending = check(url, supabaseUrl).then((found) => {
      // In the build's log (Netlify's deploy log, or npm start's when a build fails).
      if (found) console.warn(`[photos] left out ${url}: ${found.problem} (${found.detail})`);
      return found;
    });
    checks.set(url, pending);
  }
  return pending;
}
