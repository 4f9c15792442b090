import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SiteBuilder } from './site-builder.ts';
import type { ExtraRoute } from './static-server.ts';

/** What `GET /_local/status` answers: the orchestrator's builds and the last one's outcome. */
export type LocalStatus = {
  building: boolean;
  builds: number;
  /** The failed build's output (its tail), or null when the last build succeeded. */
  lastError: string | null;
  /** The first meaningful error line of that output (shown in the admin), or null. */
  lastErrorLine: string | null;
};

/**
 * The local stand-in for Netlify's build hook: `POST /_local/build-hook` (called by the
 * database's publish trigger through the backend's webhook worker) starts a rebuild, and
 * `GET /_local/status` tells whether one is running and why the last one failed.
 * `POST /_local/booking-hook` stands in for the owner's booking notification: it logs the summary.
 */
export function localHookRoute(
  builder: SiteBuilder,
  log: (line: string) => void = console.log,
): ExtraRoute {
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === '/_local/booking-hook' && req.method === 'POST') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        let summary = '(unreadable notification)';
        try {
          summary = String(JSON.parse(Buffer.concat(chunks).toString('utf8')).summary);
        } catch {
          // Logged as unreadable: the database only ever sends JSON, so this is worth seeing.
        }
        log(`booking: ${summary}`);
        json(res, 202, { accepted: true });
      });
      return true;
    }
    if (path === '/_local/build-hook' && req.method === 'POST') {
      req.resume();
      void builder.request();
      json(res, 202, { accepted: true });
      return true;
    }
    if (path === '/_local/status' && req.method === 'GET') {
      const { building, builds, lastError, lastErrorLine } = builder.state;
      const status: LocalStatus = {
        building,
        builds,
        lastError: lastError ?? null,
        lastErrorLine: lastErrorLine ?? null,
      };
      json(res, 200, status);
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
