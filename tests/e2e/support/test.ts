/**
 * The `test` every e2e spec uses: Playwright's, with a guard that fails a test when any page it
 * opened reported a Content-Security-Policy violation. The local server sends the production
 * headers (dist/_headers), so a script, style, frame or connection the policy would block on
 * Netlify fails here first.
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

/** Watches contexts a test makes itself with `browser.newContext()` too, until the test ends. */
function watchNewContexts(browser: Browser, guard: CspGuard): () => void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    await watchContext(context, guard);
    return context;
  };
  return () => {
    browser.newContext = newContext;
  };
}

/** Playwright's test with the CSP guard on every page of every test. */
export const test = base.extend<{ csp: CspGuard }>({
  csp: [
    async ({ context, browser }, use) => {
      const guard: CspGuard = { violations: [] };
      await watchContext(context, guard);
      const restore = watchNewContexts(browser, guard);
      await use(guard);
      restore();
      expect(guard.violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
