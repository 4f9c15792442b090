/**
 * The `test` every e2e spec uses: Playwright's, with a guard that fails a test when any page it
 * opened reported a Content-Security-Policy violation. The local server sends the production
 * headers (dist/_headers), so a script, style, frame or connection the policy would block on
 * Netlify fails here first. Its pages' `goto` and `reload` also wait, on a landing page that runs
 * scripts, until the page's script has wired it (see `landingReady`).
 */
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

// Specs import everything Playwright from here; this module's `test` replaces Playwright's.
export * from '@playwright/test';

/** What the guard saw: one line per violation (page URL and the browser's message). */
export interface CspGuard {
  violations: string[];
}

/** Chromium's console line for a blocked resource ("Refused to … Content Security Policy …"). */
const cspMessage = /Content Security Policy/i;
/** The prefix of the line the init script logs for each `securitypolicyviolation` event. */
const eventPrefix = '[csp-violation]';

function reportViolationEvents() {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `[csp-violation] ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
    );
  });
}

async function watchContext(context: BrowserContext, guard: CspGuard): Promise<void> {
  const watchPage = (page: Page) =>
    page.on('console', (message) => {
      const text = message.text();
      if (text.startsWith(eventPrefix) || cspMessage.test(text)) {
        guard.violations.push(`${page.url()}: ${text}`);
      }
    });
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  await context.addInitScript(reportViolationEvents);
}

/** The landing pages, whose script loads after their first paint. */
const landingPaths = new Set(['/', '/es/', '/es']);

/**
 * On a landing page, waits until its script (scripts/landing.ts) has wired the page: `data-ready`
 * on <html>. The script is imported a frame after the first paint, later than the `load` event
 * `goto` waits for, and a test that clicks at once would otherwise get what a visitor without
 * JavaScript gets. Only for pages that run scripts.
 */
export async function landingReady(page: Page): Promise<void> {
  if (!landingPaths.has(new URL(page.url()).pathname)) return;
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/** Makes `goto` and `reload` of the context's pages wait for `landingReady`. */
function waitForLandingScripts(context: BrowserContext): void {
  const wrap = (page: Page) => {
    const ready = async <Result>(result: Result, options?: { waitUntil?: string }) => {
      if (options?.waitUntil !== 'commit') await landingReady(page);
      return result;
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => ready(await goto(url, options), options);
    const reload = page.reload.bind(page);
    page.reload = async (options) => ready(await reload(options), options);
  };
  context.pages().forEach(wrap);
  context.on('page', wrap);
}

/** Watches contexts a test makes itself with `browser.newContext()` too, until the test ends. */
function watchNewContexts(browser: Browser, guard: CspGuard): () => void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    await watchContext(context, guard);
    if (args[0]?.javaScriptEnabled !== false) waitForLandingScripts(context);
    return context;
  };
  return () => {
    browser.newContext = newContext;
  };
}

/**
 * What the browser said while a test ran, kept for a failure's report: every page's console errors
 * and warnings, uncaught errors, failed requests and error responses, with the time since the test
 * began. On a failure it is attached as `browser-log`, which the failure reporter prints
 * (tests/e2e/support/failure-reporter.ts), so a failure in CI says what the page went through.
 */
function recordBrowserLog(context: BrowserContext, lines: string[]): void {
  const started = Date.now();
  const note = (page: Page, text: string) =>
    lines.push(`+${((Date.now() - started) / 1000).toFixed(1)} s ${page.url()} ${text}`);
  const watchPage = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        note(page, `console.${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => note(page, `uncaught: ${error.stack ?? error.message}`));
    page.on('requestfailed', (request) => {
      const error = request.failure()?.errorText;
      // A count (supabase-js `head: true`) whose headers were read is reported aborted when its
      // empty body was not read before the page moved on: not a failure, and in most logs.
      if (request.method() === 'HEAD' && error === 'net::ERR_ABORTED') return;
      note(page, `request failed: ${request.method()} ${request.url()} ${error}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) {
        note(
          page,
          `response ${response.status()}: ${response.request().method()} ${response.url()}`,
        );
      }
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) note(page, 'navigated');
    });
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  // An error React reports wraps the one thrown (`cause`), which Playwright's pageerror leaves out.
  void context.addInitScript(() => {
    window.addEventListener('error', (event) => {
      for (let cause = (event.error as Error | undefined)?.cause; cause;) {
        console.error(
          `[cause] ${cause instanceof Error ? (cause.stack ?? cause.message) : String(cause)}`,
        );
        cause = cause instanceof Error ? cause.cause : undefined;
      }
    });
  });
}

/** Playwright's test with the CSP guard on every page of every test. */
export const test = base.extend<{ csp: CspGuard; browserLog: void }>({
  browserLog: [
    async ({ context }, use, testInfo) => {
      const lines: string[] = [];
      recordBrowserLog(context, lines);
      await use();
      if (testInfo.status !== testInfo.expectedStatus) {
        for (const page of context.pages()) {
          const snapshot = await page
            .locator('body')
            .ariaSnapshot({ timeout: 2_000 })
            .catch((error: Error) => `(no snapshot: ${error.message})`);
          lines.push(`page ${page.url()} at the end:\n${snapshot}`);
        }
        await testInfo.attach('browser-log', { body: lines.join('\n'), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
  csp: [
    async ({ context, browser, javaScriptEnabled }, use) => {
      const guard: CspGuard = { violations: [] };
      await watchContext(context, guard);
      if (javaScriptEnabled !== false) waitForLandingScripts(context);
      const restore = watchNewContexts(browser, guard);
      await use(guard);
      restore();
      expect(guard.violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
