/**
 * The image library's public URLs: the files of the site-images bucket at
 * `<PUBLIC_SUPABASE_URL>/storage/v1/object/public/…`. Only these are optimised at build time
 * (astro.config.mjs allows them as remote images), so only these can be shown as photos.
 */

/** A remote-image pattern as Astro's `image.remotePatterns` takes it. */
export interface StoragePattern {
  protocol: string;
  hostname: string;
  port?: string;
  pathname: string;
}

/** The patterns of the library's public URLs for a Supabase `url`; none without one. */
export function storageImagePatterns(url: string | undefined): StoragePattern[] {
  if (!url) return [];
  const { protocol, hostname, port } = new URL(url);
  return [
    {
      protocol: protocol.replace(':', ''),
      hostname,
      ...(port ? { port } : {}),
      pathname: '/storage/v1/object/public/**',
    },
  ];
}
