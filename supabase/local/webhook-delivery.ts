/** One webhook delivery as pg_net makes it, and how its failures are described. */

/** One row of `net.http_request_queue`, as the worker reads it. */
export type QueuedRequest = {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Uint8Array | null;
  timeout_milliseconds: number;
};

/** What became of one delivery; recorded in `net._http_response`. */
export type Outcome = {
  status: number | null;
  contentType: string | null;
  content: string | null;
  timedOut: boolean;
  error: string | null;
};

/**
 * The URL as a log shows it: a build hook's path is its secret, so only loopback paths, and never
 * a query (the local hooks' key).
 */
export function shown(url: string): string {
  try {
    const parsed = new URL(url);
    const local = ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
    return local || parsed.pathname === '/'
      ? parsed.origin + parsed.pathname
      : `${parsed.origin}/…`;
  } catch {
    return url.slice(0, 80);
  }
}

/** Why a delivery failed, or undefined when the receiver accepted it. */
export function failure(outcome: Outcome): string | undefined {
  if (outcome.error !== null) return outcome.error;
  if (outcome.status !== null && outcome.status >= 400) return `HTTP ${outcome.status}`;
  return undefined;
}

/** Sends one queued request, within its timeout or until `stop`; never throws. */
export async function deliver(request: QueuedRequest, stop: AbortSignal): Promise<Outcome> {
  const timeout = AbortSignal.timeout(Math.max(1, request.timeout_milliseconds));
  const signal = AbortSignal.any([timeout, stop]);
  try {
    if (!/^https?:\/\//i.test(request.url)) throw new Error(`Unsupported URL: ${request.url}`);
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body:
        request.method === 'GET' || request.body === null ? undefined : Buffer.from(request.body),
      signal,
    });
    const content = (await response.text()).slice(0, 64 * 1024);
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      content,
      timedOut: false,
      error: null,
    };
  } catch (error) {
    const timedOut = timeout.aborted;
    const message = timedOut
      ? `Timeout of ${request.timeout_milliseconds} ms reached`
      : error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error);
    return { status: null, contentType: null, content: null, timedOut, error: message };
  }
}
