import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SiteBuilder } from './site-builder.ts';
import type { ExtraRoute } from './static-server.ts';

/**
 * The local stand-in for Netlify's build hook: `POST /_local/build-hook` (called by the
 * database's publish trigger through the backend's webhook worker) starts a rebuild, and
 * `GET /_local/status` tells whether one is running and why the last one failed.
 */
export function localHookRoute(builder: SiteBuilder): ExtraRoute {
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === '/_local/build-hook' && req.method === 'POST') {
      req.resume();
      void builder.request();
      json(res, 202, { accepted: true });
      return true;
    }
    if (path === '/_local/status' && req.method === 'GET') {
      const { building, lastError, builds } = builder.state;
      json(res, 200, { building, builds, lastError: lastError ?? null });
      return true;
    }
    return false;
  };
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(body));
}
