import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Keeps an idle keep-alive connection open for 65 s, not Node's 5 s, so a client reusing it after a
 * pause does not meet the server closing it at that instant (`read ECONNRESET`); the headers limit
 * stays above it (docs/decisions.md#idle-connections-stay-open-65-s). Every local server the tests
 * reach (the backend, the static site server) uses it.
 */
export function keepIdleConnectionsOpen(server: Server): Server {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

/** A request as routed to a service: path after the service prefix (e.g. `token`). */
export type Incoming = {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: IncomingMessage['headers'];
  raw: IncomingMessage;
};

/** The first value of a request header. */
export function header(req: Incoming, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Whether `value` can be sent as a header value: printable ASCII and tabs, no CR, LF or NUL. */
export function isHeaderSafe(value: string): boolean {
  return /^[\t\x20-\x7e]*$/.test(value);
}

/**
 * What every route handler answers; the server adds CORS headers and writes it, except to a reply
 * marked `noCors`, which pages on other origins must not read.
 */
export type Reply = {
  status: number;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  noCors?: boolean;
};

/** Default cap for JSON request bodies. */
export const jsonBodyLimit = 1024 * 1024;

/** A handler failure that already knows its HTTP answer. */
export class HttpError extends Error {
  readonly reply: Reply;
  constructor(reply: Reply, message = `HTTP ${reply.status}`) {
    super(message);
    this.reply = reply;
  }
}

/** A JSON answer with `status`. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}

/** The generic JSON error used where no service-specific shape applies. */
export function jsonError(status: number, message: string, code?: string): Reply {
  return json(status, { code: code ?? String(status), message });
}

/** Thrown by `readBody` when a body exceeds its limit. */
export class BodyTooLargeError extends Error {
  constructor(limit: number) {
    super(`Request body exceeds ${limit} bytes`);
  }
}

/** Beyond this many discarded bytes the connection is cut instead of drained. */
const drainCap = 64 * 1024 * 1024;

/**
 * Reads the request body, keeping at most `limit` bytes in memory. A body announced or found to be
 * larger is drained (discarded) so the client can read the answer, then BodyTooLargeError is thrown.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const announced = Number(req.headers['content-length'] ?? 0);
    let size = 0;
    let over = announced > limit;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      if (!over) chunks.push(chunk);
      else if (size > drainCap) req.destroy();
    });
    req.on('end', () =>
      over ? reject(new BodyTooLargeError(limit)) : resolve(Buffer.concat(chunks)),
    );
    req.on('error', reject);
    req.on('close', () => {
      if (!req.complete) reject(new Error('Request aborted'));
    });
  });
}

/** Parses a JSON body; throws HttpError(`onError`) when it is not valid JSON. */
export function parseJson(body: Buffer, onError: Reply): unknown {
  if (body.length === 0) return {};
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new HttpError(onError, 'Invalid JSON body');
  }
}

const allowedHeaders =
  'apikey, authorization, x-client-info, content-type, accept, accept-profile, content-profile, ' +
  'prefer, range, x-upsert, cache-control, x-supabase-api-version, x-retry-count, x-metadata, ' +
  'traceparent, tracestate, baggage';

/**
 * CORS headers for real responses (docs/architecture.md#local-backend): any origin, the client's
 * headers exposed.
 */
export const corsHeaders: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers':
    'Content-Range, Content-Location, Location, Range-Unit, Preference-Applied, ' +
    'X-Supabase-Api-Version, X-Total-Count, Link, Content-Length, Content-Type, ETag, x-sb-error-code',
};

/** The answer to a CORS pre-flight: echo the requested headers, allow every method in use. */
export function preflight(req: IncomingMessage): Reply {
  const requested = req.headers['access-control-request-headers'];
  return {
    status: 204,
    headers: {
      'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
      'access-control-allow-headers':
        typeof requested === 'string' && requested.length < 4096 ? requested : allowedHeaders,
      'access-control-max-age': '86400',
    },
  };
}

/** Writes `reply` (plus CORS headers); HEAD answers carry headers only. */
export function send(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const body = req.method === 'HEAD' || reply.body === undefined ? undefined : reply.body;
  const headers: Record<string, string | number> = {
    ...(reply.noCors ? {} : corsHeaders),
    ...reply.headers,
  };
  if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
  res.writeHead(reply.status, headers);
  res.end(body);
}
