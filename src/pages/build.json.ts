import type { APIRoute } from 'astro';
import { loadRevision } from '../lib/content/load-content';

/**
 * `/build.json`: the content revision this build was made from (docs/architecture.md#publish-loop),
 * and when.
 */
export const GET: APIRoute = async () =>
  new Response(
    JSON.stringify({ revision: await loadRevision(), builtAt: new Date().toISOString() }),
    {
      headers: { 'Content-Type': 'application/json' },
    },
  );
