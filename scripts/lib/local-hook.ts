import type { IncomingMessage, ServerResponse } from 'node:http';
import { hookRefusal } from './hook-guard.ts';
import type { SiteBuilder } from './site-builder.ts';
import type { LocalStatus } from '../../src/lib/data/publish.ts';
import type { ExtraRoute } from './static-server.ts';

/** What the local hooks need: the secret of their URLs (see hook-guard.ts) and where to log. */
export interface LocalHookOptions {
  secret: string;
  log?: (line: string) => void;
}

/**
 * The local stand-in for Netlify's build hook: `POST /_local/build-hook` (called by the
 * database's publish trigger through the backend's webhook worker) starts a rebuild, and
 * `GET /_local/status` tells whether one is running and why the last one failed.
 * `POST /_local/booking-hook` stands in for the owner's booking notification: it logs the summary.
 * Both POSTs are refused (403) unless hook-guard.ts lets them through.
 */
export function localHookRoute(
  builder: SiteBuilder,
  { secret, log = console.log }: LocalHookOptions,
): ExtraRoute {
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0];
    const hook = path === '/_local/booking-hook' || path === '/_local/build-hook';
    const refusal = hook && req.method === 'POST' ? hookRefusal(req, secret) : undefined;
    if (refusal) {
      req.resume();
      log(`site: refused a call of ${path}: ${refusal}`);
      json(res, 403, { error: `refused: ${refusal}` });
      return true;
    }
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
        log(`booking: ${oneLine(summary)}`);
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
      const { building, builds, lastError, lastErrorLine, lastErrorCode } = builder.state;
      const status: LocalStatus = {
        building,
        builds,
        lastError: lastError ?? null,
        lastErrorLine: lastErrorLine ?? null,
        lastErrorCode: lastErrorCode ?? null,
      };
      json(res, 200, status);
      return true;
    }
    return false;
  };
}

/** `text` on one log line: control characters (a newline could forge a line) as escapes. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) =>
    JSON.stringify(c).slice(1, -1),
  );
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(body));
}
