import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/*
 * Who may call the local hooks. Only the backend's webhook worker does: it runs on this machine,
 * sends JSON and knows the secret in the hook URL the orchestrator stored in the database. A web
 * page can still make a browser POST to 127.0.0.1 (a cross-origin `text/plain` request needs no
 * pre-flight), so a call must also come from a loopback address, name this server as its host (no
 * DNS rebinding) and carry no foreign Origin.
 */

/** A new secret for the hook URLs of one `npm start`. */
export function newHookSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** The URL of a local hook with its secret: the one to store in the database. */
export function hookUrl(siteUrl: string, hook: 'build-hook' | 'booking-hook', secret: string) {
  return `${siteUrl}/_local/${hook}?key=${secret}`;
}

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function sameSecret(given: string | null, secret: string): boolean {
  if (given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Why `req` may not call a local hook, or undefined when it may. */
export function hookRefusal(req: IncomingMessage, secret: string): string | undefined {
  if (!loopback.test(req.socket.remoteAddress ?? '')) return 'not from this machine';
  const port = req.socket.localPort;
  const hosts = [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];
  const host = req.headers.host ?? '';
  if (!hosts.includes(host)) return `not addressed to this server (host ${host || 'missing'})`;
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) return `cross-origin (${origin})`;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    return `cross-site (${site})`;
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return 'not JSON';
  const key = new URL(req.url ?? '/', 'http://local').searchParams.get('key');
  return sameSecret(key, secret) ? undefined : 'without the right key';
}
