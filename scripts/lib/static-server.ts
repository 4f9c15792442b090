import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import { keepIdleConnectionsOpen } from '../../supabase/local/http.ts';
import { headersForPath, parseHeadersFile } from './headers-file.ts';
import type { HeaderRule } from './site-headers.ts';

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
 * `x.html`, unknown paths under /admin/ get the admin's page, other unknown paths `404.html` with
 * status 404, and every response gets the headers the
 * build wrote to the site's `_headers` (security headers, CSP, caching; scripts/lib/site-headers.ts).
 */
export function startStaticServer(options: StaticServerOptions): Promise<Server> {
  const server = keepIdleConnectionsOpen(
    createServer((req, res) => {
      handle(options, req, res).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`Internal error: ${(error as Error).message}`);
      });
    }),
  );
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
  const headers = headersForPath(await headerRules(root), pathname);
  // `_headers` configures the host; Netlify does not serve it as a page either.
  const file = pathname === '/_headers' ? undefined : await resolveFile(root, pathname);
  if (file) return send(req, res, file, 200, headers);
  const admin = await adminFallback(root, pathname);
  if (admin) return send(req, res, admin, 200, headers);
  const notFound = await notFoundPage(root, pathname);
  if (notFound) return send(req, res, notFound, 404, headers);
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...headers }).end('Not found');
}

/** Parsed `_headers` per site folder (a rebuild is a new folder); none for a build without one. */
const rulesByRoot = new Map<string, Promise<HeaderRule[]>>();

function headerRules(root: string): Promise<HeaderRule[]> {
  let rules = rulesByRoot.get(root);
  if (!rules) {
    rules = readFile(join(root, '_headers'), 'utf8').then(parseHeadersFile, () => []);
    rulesByRoot.set(root, rules);
    // Only the live build and the one before it are ever served.
    for (const old of [...rulesByRoot.keys()].slice(0, -2)) rulesByRoot.delete(old);
  }
  return rules;
}

/**
 * An unknown path under /admin/ is the admin's: its page answers it (200), and its router shows
 * 'Page not found' inside the admin, in the admin's language (netlify.toml has the same rule).
 */
async function adminFallback(root: string, pathname: string): Promise<string | undefined> {
  if (!pathname.startsWith('/admin/')) return undefined;
  const page = join(root, 'admin', 'index.html');
  return (await isFile(page)) ? page : undefined;
}

/** The 404 page for `pathname`: `es/404.html` under /es/ (as netlify.toml says), else `404.html`. */
async function notFoundPage(root: string, pathname: string): Promise<string | undefined> {
  const pages = pathname.startsWith('/es/') ? ['es/404.html', '404.html'] : ['404.html'];
  for (const page of pages) if (await isFile(join(root, page))) return join(root, page);
  return undefined;
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
  headers: Record<string, string>,
) {
  const { size } = await stat(file);
  const type = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
  // Compress text as a CDN does, so local measurements match production.
  const gzip = compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding']));
  res.writeHead(status, {
    'content-type': type,
    ...(gzip
      ? { 'content-encoding': 'gzip', vary: 'accept-encoding' }
      : { 'content-length': size }),
    // Netlify's own default where no rule sets one: revalidate on every use.
    'cache-control': 'public, max-age=0, must-revalidate',
    ...headers,
  });
  if (req.method === 'HEAD') return void res.end();
  const stream = createReadStream(file);
  if (gzip) stream.pipe(createGzip()).pipe(res);
  else stream.pipe(res);
}

const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
