import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Mailbox, readInbox } from './auth/mail.ts';
import { handleAuth } from './auth/router.ts';
import { authLimits } from './auth/throttle.ts';
import { Database } from './database.ts';
import { checkApiKey, isReply, requestClaims } from './gateway.ts';
import {
  BodyTooLargeError,
  HttpError,
  jsonError,
  keepIdleConnectionsOpen,
  preflight,
  send,
  type Incoming,
  type Reply,
} from './http.ts';
import { apiKeys } from './keys.ts';
import { routeRest } from './rest-route.ts';
import { dataDirLayout, defaultSitePort, jwtSecret } from './settings.ts';
import { handleStorage } from './storage/router.ts';
import { startCron } from './cron.ts';
import { kick, startWebhooks } from './webhooks.ts';

/** Options of the local backend; everything has a local default. */
export type BackendOptions = {
  /** `<dataDir>/db` holds the database, `<dataDir>/storage` the files; in memory + temp dir when absent. */
  dataDir?: string;
  /** 54321 by default; 0 picks a free port. */
  port?: number;
  host?: string;
  jwtSecret?: string;
  /** Where the site runs: e-mail links may lead anywhere on its host, and fall back to it. */
  siteUrl?: string;
  /** Largest accepted upload, whatever the bucket allows (6 MB by default). */
  maxUploadBytes?: number;
  /** Where failures nobody waits for (webhooks, cron jobs) are reported; console.error by default. */
  log?: (line: string) => void;
};

/** A running local backend. */
export type Backend = {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  db: Database;
  /** Every e-mail the local auth sent (also served at `GET /_local/mail?to=`). */
  mailbox: Mailbox;
  close(): Promise<void>;
};

/** Splits the raw request target without normalising `..` (storage must see and refuse it). */
function target(url: string): { pathname: string; search: URLSearchParams } {
  const q = url.indexOf('?');
  return {
    pathname: q >= 0 ? url.slice(0, q) : url,
    search: new URLSearchParams(q >= 0 ? url.slice(q + 1) : ''),
  };
}

/**
 * Starts the Supabase-compatible local backend (docs/architecture.md#local-backend) on loopback.
 */
export async function createBackend(options: BackendOptions = {}): Promise<Backend> {
  const secret = options.jwtSecret ?? jwtSecret();
  const host = options.host ?? '127.0.0.1';
  const { database, storage: files } = dataDirLayout;
  const db = await Database.open(options.dataDir ? join(options.dataDir, database) : undefined);
  const tempRoot = options.dataDir
    ? undefined
    : await mkdtemp(join(tmpdir(), 'supabase-local-storage-'));
  const root = tempRoot ?? join(options.dataDir as string, files);
  // Upload temp files live in <root>/.tmp; leftovers of a crash are dropped on start.
  await rm(join(root, '.tmp'), { recursive: true, force: true });
  await mkdir(join(root, '.tmp'), { recursive: true });
  const webhooks = startWebhooks(db, { log: options.log });
  const cron = startCron(db, { log: options.log });
  let url = '';
  let port = 0;
  const storage = { db, secret, root, maxUploadBytes: options.maxUploadBytes ?? 6 * 1024 * 1024 };
  const mailbox = new Mailbox();
  const limits = authLimits();
  const siteUrl = options.siteUrl ?? `http://127.0.0.1:${defaultSitePort}`;
  const auth = () => ({ db, secret, issuer: `${url}/auth/v1`, siteUrl, mailbox, limits });

  async function route(req: Incoming): Promise<Reply> {
    if (req.path === '/_local/mail') return readInbox(mailbox, req, port);
    const service = /^\/(auth|rest|storage)\/v1(?:\/(.*))?$/.exec(req.path);
    if (!service) return jsonError(404, 'Not found', 'not_found');
    const inner = { ...req, path: service[2] ?? '' };
    if (service[1] === 'storage') return handleStorage(storage, inner);
    // The e-mail's link is opened by a browser without an API key, as the gateway allows.
    if (service[1] === 'auth' && inner.path === 'verify' && req.method === 'GET')
      return handleAuth(auth(), inner);
    const keyClaims = await checkApiKey(inner, secret);
    if (isReply(keyClaims)) return keyClaims;
    if (service[1] === 'auth') return handleAuth(auth(), inner);
    const claims = await requestClaims(inner, secret, keyClaims);
    if (isReply(claims)) return claims;
    return routeRest(db, claims, inner);
  }

  async function handle(raw: IncomingMessage, res: ServerResponse): Promise<void> {
    let reply: Reply;
    const method = raw.method ?? 'GET';
    try {
      const { pathname, search } = target(raw.url ?? '/');
      const req: Incoming = { method, path: pathname, search, headers: raw.headers, raw };
      reply = method === 'OPTIONS' ? preflight(raw) : await route(req);
    } catch (error) {
      // The client went away mid-request: nobody is left to answer.
      if (res.destroyed || raw.socket.destroyed) return;
      if (error instanceof HttpError) reply = error.reply;
      else if (error instanceof BodyTooLargeError) reply = jsonError(413, 'Request body too large');
      else {
        console.error('[backend] unexpected error:', error);
        reply = jsonError(500, 'Internal server error', 'unexpected_failure');
      }
    }
    if (!raw.complete) raw.resume();
    send(raw, res, reply);
    if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) kick(db);
  }

  const server = keepIdleConnectionsOpen(
    createServer((req, res) => {
      handle(req, res).catch(() => res.destroy());
    }),
  );
  server.on('clientError', (_error, socket) => {
    if (socket.writable) {
      socket.end(
        'HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\nconnection: close\r\n\r\n' +
          '{"code":"400","message":"Bad request"}',
      );
    } else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 54321, host, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  url = `http://${host}:${port}`;
  webhooks.kick();

  return {
    url,
    ...apiKeys(secret),
    db,
    mailbox,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await cron.close();
      await webhooks.close();
      await db.close();
      if (tempRoot) await rm(tempRoot, { recursive: true, force: true });
    },
  };
}
