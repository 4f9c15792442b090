import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstErrorLine } from '../../scripts/lib/site-builder.ts';
import { photoCheck } from '../../src/lib/content/photo-check.ts';
import { buildFailureCode, hookFailure } from '../../src/lib/publish-failure.ts';
import { deliver } from '../../supabase/local/webhook-delivery.ts';

// The failures the publish status words for the owner (docs/architecture.md#publish-loop): each
// is named by its code from the message the build or the database makes; anything else keeps its
// message, which the admin then shows as the technical detail.

describe("a failed build's first error line", () => {
  it('names the known failures of the loader, as firstErrorLine picks them from the output', () => {
    const lines: [string, string][] = [
      [
        "14:05:43 [ERROR] [build] hero_content has no active row for language 'en': add or activate one, then rebuild.",
        'heroMissing',
      ],
      [
        '14:05:43 [ERROR] Invalid content in faq_items row 2 (faq_key=pets, language=en): answer: Too small. Fix the row in the admin area or the database, then rebuild.',
        'contentInvalid',
      ],
      [
        '14:05:43 [ERROR] Invalid content in site_settings row (key=opening_hours): 0: bad. Fix the setting in the admin area or the database, then rebuild.',
        'contentInvalid',
      ],
      [
        '14:05:43 [ERROR] Error: cannot reach the data API at http://127.0.0.1:1: start it with npm start or set CONTENT_SOURCE=seed (fetch failed)',
        'contentUnreadable',
      ],
      [
        '14:05:43 [ERROR] reading faq_items from the data API at http://127.0.0.1:1 failed (HTTP 401, PGRST301): JWT invalid. Check that the migrations ran and the anon key is right.',
        'contentUnreadable',
      ],
    ];
    for (const [output, code] of lines) {
      expect(buildFailureCode(firstErrorLine(`building\n${output}\n`)), output).toBe(code);
    }
  });

  it('names storage that cannot be reached, as the photo check says it', async () => {
    const error = await photoCheck(
      'http://127.0.0.1:9/storage/v1/object/public/site-images/a.png',
      'http://127.0.0.1:9',
    ).catch((thrown: Error) => thrown);
    expect(buildFailureCode((error as Error).message)).toBe('photosUnreachable');
    expect(
      buildFailureCode('storage answered HTTP 503 for the photo http://x/storage/v1/a.png'),
    ).toBe('photosUnreachable');
  });

  it('leaves anything else unnamed', () => {
    expect(buildFailureCode('Unexpected token')).toBeNull();
    expect(buildFailureCode('site_settings is missing the key(s) phone: add them')).toBeNull();
  });
});

describe('a failed build hook call', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    // Never answers.
    server = createServer(() => {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const call = (url: string, timeout = 5_000) =>
    deliver(
      { id: '1', method: 'POST', url, headers: {}, body: null, timeout_milliseconds: timeout },
      new AbortController().signal,
    );

  it('names a timeout and a host that cannot be reached, as the webhook worker words them', async () => {
    const slow = await call(`${base}/slow`, 200);
    expect(hookFailure(slow.error!).code).toBe('hookTimedOut');
    // pg_net's own wording of a timeout.
    expect(hookFailure('Timeout of 5000 ms reached. Total time: 5001.2 ms').code).toBe(
      'hookTimedOut',
    );
    // A port nothing listens on any more.
    const gone = createServer();
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
    const { port } = gone.address() as AddressInfo;
    await new Promise((resolve) => gone.close(resolve));
    const closed = await call(`http://127.0.0.1:${port}/hook`);
    expect(hookFailure(closed.error!).code).toBe('hookUnreachable');
    expect(hookFailure("Couldn't resolve host name").code).toBe('hookUnreachable');
  });

  it("names the database's own reasons: refused, not called, the job not running", () => {
    expect(hookFailure('the build hook answered HTTP 404').code).toBe('hookRefused');
    expect(hookFailure('schema "net" does not exist').code).toBe('hookNotCalled');
    expect(
      hookFailure('function net.http_post(url => text, body => jsonb) does not exist').code,
    ).toBe('hookNotCalled');
    expect(
      hookFailure('not called: the scheduled publish job is not running (is pg_cron enabled?)')
        .code,
    ).toBe('jobNotRunning');
  });

  it('keeps the message of an unknown one, for the technical detail', () => {
    expect(hookFailure('something new')).toEqual({
      code: null,
      detail: 'The build hook failed: something new',
    });
  });
});
