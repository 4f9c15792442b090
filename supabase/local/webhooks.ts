import type { Database } from './database.ts';
import { deliver, failure, shown, type QueuedRequest } from './webhook-delivery.ts';

/** Delivers `net.http_request_queue` rows after commit, like pg_net's background worker. */
export type WebhookWorker = { kick(): void; idle(): Promise<void>; close(): Promise<void> };

/** Where the worker reports failures nobody is waiting for (one line each). */
export type Logger = (line: string) => void;

const workers = new WeakMap<Database, WebhookWorker>();

/** Asks the worker of `db` (if any) to drain the queue; never throws, never waits. */
export function kick(db: Database): void {
  workers.get(db)?.kick();
}

/** Resolves once the worker of `db` (if any) has delivered everything it was asked to. */
export async function settled(db: Database): Promise<void> {
  await workers.get(db)?.idle();
}

/**
 * Starts the worker for `db`: each `kick()` drains the queue (as owner) with at most `concurrency`
 * requests in flight, records each outcome in `net._http_response` and deletes the queue row.
 * Fire-and-forget: failures are recorded and logged, never thrown.
 */
export function startWebhooks(
  db: Database,
  { concurrency = 4, log = console.error }: { concurrency?: number; log?: Logger } = {},
): WebhookWorker {
  const report = (what: string, error: unknown) =>
    log(`[webhooks] ${what}: ${error instanceof Error ? error.message : String(error)}`);
  const inFlight = new Set<string>();
  const stop = new AbortController();
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  async function finish(request: QueuedRequest): Promise<void> {
    const outcome = await deliver(request, stop.signal);
    if (closed) return;
    const why = failure(outcome);
    if (why) log(`[webhooks] ${request.method} ${shown(request.url)} failed: ${why}`);
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
      .catch((error: unknown) =>
        report(`could not record the outcome of request ${request.id}`, error),
      );
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
        .catch((error: unknown) => {
          report('could not read the request queue', error);
          return [];
        });
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
        .catch((error: unknown) => report('delivery stopped', error))
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
