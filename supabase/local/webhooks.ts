import type { Database } from './database.ts';

type QueuedRequest = {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Uint8Array | null;
  timeout_milliseconds: number;
};

type Outcome = {
  status: number | null;
  contentType: string | null;
  content: string | null;
  timedOut: boolean;
  error: string | null;
};

/** Delivers `net.http_request_queue` rows after commit, like pg_net's background worker. */
export type WebhookWorker = { kick(): void; idle(): Promise<void>; close(): Promise<void> };

const workers = new WeakMap<Database, WebhookWorker>();

/** Asks the worker of `db` (if any) to drain the queue; never throws, never waits. */
export function kick(db: Database): void {
  workers.get(db)?.kick();
}

async function deliver(request: QueuedRequest, stop: AbortSignal): Promise<Outcome> {
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

/**
 * Starts the worker for `db`: each `kick()` drains the queue (as owner) with at most `concurrency`
 * requests in flight, records each outcome in `net._http_response` and deletes the queue row.
 * Fire-and-forget: failures are recorded, never thrown.
 */
export function startWebhooks(db: Database, concurrency = 4): WebhookWorker {
  const inFlight = new Set<string>();
  const stop = new AbortController();
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  async function finish(request: QueuedRequest): Promise<void> {
    const outcome = await deliver(request, stop.signal);
    if (closed) return;
    await db
      .asOwner(async (tx) => {
        await tx.query(
          `insert into net._http_response (id, status_code, content_type, content, timed_out, error_msg)
           values ($1, $2, $3, $4, $5, $6) on conflict (id) do nothing`,
          [
            request.id,
            outcome.status,
            outcome.contentType,
            outcome.content,
            outcome.timedOut,
            outcome.error,
          ],
        );
        await tx.query('delete from net.http_request_queue where id = $1', [request.id]);
      })
      .catch(() => {});
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      const batch = await db
        .asOwner((tx) =>
          tx.query<QueuedRequest>(
            `select id::text, method, url, headers, body, timeout_milliseconds from net.http_request_queue
             where not (id::text = any($1)) order by id limit 200`,
            [[...inFlight]],
          ),
        )
        .then((r) => r.rows)
        .catch(() => []);
      const queue = [...batch];
      const lane = async (): Promise<void> => {
        for (let next = queue.shift(); next && !closed; next = queue.shift()) {
          const request = next;
          inFlight.add(request.id);
          await finish(request).finally(() => inFlight.delete(request.id));
        }
      };
      await Promise.all(Array.from({ length: concurrency }, lane));
      if (batch.length === 200) again = true;
    } while (again && !closed);
  }

  const worker: WebhookWorker = {
    kick() {
      if (closed) return;
      if (running) {
        again = true;
        return;
      }
      running = drain()
        .catch(() => {})
        .finally(() => {
          running = undefined;
        });
    },
    async idle() {
      while (running) await running;
    },
    async close() {
      closed = true;
      stop.abort();
      await worker.idle();
      workers.delete(db);
    },
  };
  workers.set(db, worker);
  return worker;
}
