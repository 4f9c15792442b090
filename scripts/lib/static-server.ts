import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { createGzip } from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** A handler for paths the static server does not serve from disk (e.g. the local build hook). */
export type ExtraRoute = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

export interface StaticServerOptions {
  /** Returns the folder to serve now; read on every request so a rebuild can swap it atomically. */
  root: () => string | undefined;
  host: string;
  port: number;
  extra?: ExtraRoute;
}

/**
 * Serves a built Astro site the way Netlify does: `/x` and `/x/` map to `x/index.html` or
 * `x.html`, unknown paths get `404.html` with status 404, hashed assets are cached for a year,
 * `/build.json` never (netlify.toml says the same).
 */
export function startStaticServer(options: StaticServerOptions): Promise<Server> {
  const server = createServer((req, res) => {
    handle(options, req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`Internal error: ${(error as Error).message}`);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}

async function handle(options: StaticServerOptions, req: IncomingMessage, res: ServerResponse) {
  if (options.extra && (await options.extra(req, res))) return;
  const root = options.root();
  if (!root) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '2' });
    res.end('The site is being built. It will be here in a few seconds.');
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  const file = await resolveFile(root, pathname);
  // The admin compares /build.json with the database to tell whether the site is live yet.
  if (file) return send(req, res, file, 200, pathname === '/build.json');
  const notFound = join(root, '404.html');
  if (await isFile(notFound)) return send(req, res, notFound, 404);
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
}

async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  const relative = normalize(pathname).replace(/^([/\\])+/, '');
  if (relative.split(sep).includes('..') || relative.includes('\0')) return undefined;
  const base = join(root, relative);
  const candidates = pathname.endsWith('/')
    ? [join(base, 'index.html')]
    : [base, `${base}.html`, join(base, 'index.html')];
  for (const candidate of candidates) {
    if (await isFile(candidate)) return candidate;
  }
  return undefined;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  status: number,
  noStore = false,
) {
  const { size } = await stat(file);
  const type = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const immutable = file.includes(`${sep}_astro${sep}`);
  // Compress text as a CDN does, so local measurements match production.
  const gzip = compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding']));
  res.writeHead(status, {
    'content-type': type,
    ...(gzip
      ? { 'content-encoding': 'gzip', vary: 'accept-encoding' }
      : { 'content-length': size }),
    'cache-control': noStore
      ? 'no-store'
      : immutable
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') return void res.end();
  const stream = createReadStream(file);
  if (gzip) stream.pipe(createGzip()).pipe(res);
  else stream.pipe(res);
}

const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
