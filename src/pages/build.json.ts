import type { APIRoute } from 'astro';
import { distinctPhotos } from '../lib/content/left-out-photos';
import { loadLandingContent, loadRevision } from '../lib/content/load-content';

/**
 * `/build.json`: the content revision this build was made from (docs/architecture.md#publish-loop),
 * when, and the photos it left out of / and /es/ (which, where, why) for the admin to show.
 */
export const GET: APIRoute = async () => {
  const pages = await Promise.all([loadLandingContent('en'), loadLandingContent('es')]);
  const build = {
    revision: await loadRevision(),
    builtAt: new Date().toISOString(),
    leftOutPhotos: distinctPhotos(pages.map((page) => page.leftOutPhotos)),
  };
  return new Response(JSON.stringify(build), { headers: { 'Content-Type': 'application/json' } });
};
