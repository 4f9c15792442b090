import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  holdHistory,
  holdHistoryStep,
} from '../../src/islands/admin/editor/use-unsaved-changes.ts';

/**
 * A browser's session history in miniature: entries, the current one, and `back()` (which, as in
 * a browser, moves first and lets the page's popstate listener run afterwards).
 */
function fakeHistory(start: string) {
  const entries = [start];
  let current = 0;
  const location = {
    get href() {
      return `http://127.0.0.1${entries[current]}`;
    },
  };
  const history = {
    state: null,
    pushState(_state: unknown, _title: string, url: string) {
      entries.splice(current + 1, Infinity, new URL(url).pathname + new URL(url).hash);
      current += 1;
    },
    back: vi.fn(() => {
      current -= 1;
    }),
  };
  return {
    location,
    history,
    open(path: string) {
      history.pushState(null, '', `http://127.0.0.1${path}`);
    },
    /** Back as the browser's button does it: one step, then the popstate listener. */
    pressBack(): boolean {
      current -= 1;
      return holdHistoryStep();
    },
    get path() {
      return entries[current];
    },
    get entries() {
      return entries.slice(0, current + 1);
    },
  };
}

describe('Back and Forward while a dialog holds unsaved changes', () => {
  let browser: ReturnType<typeof fakeHistory>;
  beforeEach(() => {
    browser = fakeHistory('/admin');
    vi.stubGlobal('location', browser.location);
    vi.stubGlobal('history', browser.history);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lets the router follow Back when no dialog holds changes', () => {
    browser.open('/admin/faqs');
    expect(browser.pressBack()).toBe(false);
    expect(browser.path).toBe('/admin');
  });

  it('puts the page back and asks; Keep editing stays, Discard takes the step back', () => {
    browser.open('/admin/faqs');
    const asked: (() => void)[] = [];
    const release = holdHistory((leave) => asked.push(leave));

    expect(browser.pressBack()).toBe(true);
    expect(browser.path).toBe('/admin/faqs');
    expect(asked).toHaveLength(1);
    // "Keep editing": nothing more happens; Back asks again.
    expect(browser.pressBack()).toBe(true);
    expect(browser.entries).toEqual(['/admin', '/admin/faqs']);

    // "Discard changes": the hold is gone and Back is taken.
    asked[1]!();
    expect(browser.history.back).toHaveBeenCalledOnce();
    expect(browser.path).toBe('/admin');
    expect(holdHistoryStep()).toBe(false);
    release();
  });

  it('lets a step within the page (its #hash) through', () => {
    browser.open('/admin/faqs');
    browser.open('/admin/faqs#main');
    const release = holdHistory(() => undefined);
    expect(browser.pressBack()).toBe(false);
    release();
  });

  it('asks nothing once the dialog released its hold', () => {
    browser.open('/admin/faqs');
    const ask = vi.fn();
    holdHistory(ask)();
    expect(browser.pressBack()).toBe(false);
    expect(ask).not.toHaveBeenCalled();
  });
});
