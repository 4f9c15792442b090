/**
 * Whether a photo of the landing page can be built: Astro fetches each library photo at build time
 * and stops the whole build on one it cannot read (an HTML file stored as `image/png`, a deleted
 * file, an address outside the library). The loader checks each photo first, the way Astro will
 * read it, and leaves a bad one out (see left-out-photos.ts) so the rest still publishes.
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
  return null;
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
