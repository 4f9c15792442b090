import { useEffect, useRef, useState } from 'react';

/** The control to focus when the one asked for is not there (none left, or not rendered). */
type Fallback = (key: string | undefined) => Element | null | undefined;

interface FocusOptions {
  /**
   * Take focus even from where it is: the removed one's question went with it, so wherever its
   * closing put focus is not where the owner left it.
   */
  evenIfFocused?: boolean;
}

interface FocusRequest extends FocusOptions {
  key: string | undefined;
  fallback: Fallback;
  /** The one that went: the request waits for the page to render without it. */
  removed?: string;
  /**
   * A new entry's: its control is scrolled to the middle of the screen and takes focus from the
   * page's start or from the fallback (the Add its closed dialog gave focus back to).
   */
  reveal?: boolean;
}

/** What `useFocusAfterRemoval` gives a list page. */
export interface FocusAfterRemoval {
  /** The ref callback of `key`'s control that takes focus (an entry's Edit, an admin's Remove). */
  register: (key: string) => (control: HTMLElement | null) => void;
  /** Once the page has rendered, focus goes to the control of `key`, else the fallback. */
  focusOn: (key: string | undefined, options?: FocusOptions) => void;
  /**
   * Once the page has rendered without `removed`, focus goes to the control of the one that took
   * its place in `keys` (the list as it was): the one after it, else the one before, else the
   * fallback.
   */
  focusAfter: (keys: readonly string[], removed: string, options?: FocusOptions) => void;
  /**
   * Once the page has rendered, the control of `key` is scrolled to the middle of the screen (a
   * new entry's, added below the screen's end) and has focus, so that focus is never left on an
   * Add scrolled out of view or under the sticky header.
   */
  reveal: (key: string) => void;
}

/**
 * Keyboard focus after a list's item goes (or comes back), so that it never falls to the page's
 * start (docs/product.md#editors, #image-library, #admins: the "By the keyboard" rules), and a new
 * item scrolled into view with focus on its control (`reveal`, docs/product.md#editors). Focus is
 * taken only from the page's start (where a vanished button leaves it), or for a new item from the
 * fallback its dialog gave it back to, never from anywhere the owner has moved it to meanwhile,
 * unless asked `evenIfFocused`. `fallback(key)` names the control
 * for when the list's own is not there (the page's Add, a search box).
 */
export function useFocusAfterRemoval(fallback: Fallback): FocusAfterRemoval {
  const controls = useRef(new Map<string, HTMLElement>());
  const pending = useRef<FocusRequest | null>(null);
  const [, setAsked] = useState(0);
  // After every render: a removed one may still be on screen when its reread's answer comes, if a
  // later reread replaced that answer (a booking request confirmed from the 'New' list also moves
  // the count of new requests, which reads the list again); the request waits for the render that
  // drops it, where the focus it had falls to the page's start.
  useEffect(() => {
    const request = pending.current;
    if (!request) return;
    if (request.removed !== undefined && controls.current.get(request.removed)?.isConnected) {
      return;
    }
    pending.current = null;
    const { key, reveal } = request;
    const control = key === undefined ? undefined : controls.current.get(key);
    if (reveal) control?.scrollIntoView({ block: 'center' });
    // A microtask later: a dialog closed by the same change gives focus back a microtask after it
    // closes, and this decides over that.
    queueMicrotask(() => {
      const focused = document.activeElement;
      const free =
        !focused ||
        focused === document.body ||
        request.evenIfFocused ||
        (reveal && focused === request.fallback(key));
      if (!free) return;
      // A new entry's control only: without it, focus stays where the dialog gave it back.
      const target = control || (reveal ? undefined : request.fallback(key));
      // Scrolled already (smoothly, where motion is welcome): focusing must not jump there.
      if (target instanceof HTMLElement) target.focus({ preventScroll: Boolean(reveal) });
    });
  });
  const ask = (request: FocusRequest) => {
    pending.current = request;
    setAsked((asked) => asked + 1);
  };
  const focusOn: FocusAfterRemoval['focusOn'] = (key, options) =>
    ask({ key, fallback, ...options });
  return {
    register: (key) => (control) => {
      if (control) controls.current.set(key, control);
      else controls.current.delete(key);
    },
    focusOn,
    focusAfter: (keys, removed, options) => {
      const index = keys.indexOf(removed);
      ask({ key: keys[index + 1] ?? keys[index - 1], fallback, removed, ...options });
    },
    reveal: (key) => ask({ key, fallback, reveal: true }),
  };
}
