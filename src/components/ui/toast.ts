import { atom } from 'nanostores';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Sonner = typeof sonnerToast;
type Call = (sonner: Sonner) => unknown;

/** A toast's kind, as sonner names it on the toast (`data-type`): an error shows in red. */
export type ToastType = 'default' | 'success' | 'error' | 'loading';

/** Words the Toaster shows as plain text without sonner, in their toast's style (`type`). */
export interface PlainToast {
  title: string;
  text: string;
  type: ToastType;
}

/**
 * The toasts asked for before sonner is loaded, in order (see `toast`); `plain`, words the Toaster
 * shows as plain text without sonner (toaster.tsx): the newest toast's after a failed load, or a
 * toast on a page being left (`toastBeforeLeaving`).
 */
export const $toastsWaiting = atom<{ wanted: boolean; plain?: PlainToast }>({
  wanted: false,
});

let sonner: Sonner | undefined;
let waiting: { call: Call; title?: unknown; data?: ExternalToast; type: ToastType }[] = [];

/** Called by the loaded Toaster once sonner listens: the toasts asked for meanwhile show now. */
export function toasterReady(loaded: Sonner): void {
  sonner = loaded;
  const calls = waiting;
  waiting = [];
  for (const { call } of calls) call(loaded);
}

/** Called by the Toaster when sonner could not be loaded: the newest toast's words show as text. */
export function toasterFailed(): void {
  const last = waiting.findLast((w) => w.title !== undefined);
  waiting = [];
  const words = (value: unknown) => (typeof value === 'string' ? value : '');
  $toastsWaiting.set({
    wanted: false,
    plain: last && {
      title: words(last.title),
      text: words(last.data?.description),
      type: last.type,
    },
  });
}

function run(call: Call, type: ToastType, title?: unknown, data?: ExternalToast): void {
  if (sonner) {
    call(sonner);
    return;
  }
  // A dismissal before any toast was asked for has nothing to dismiss.
  if (title === undefined && !waiting.length) return;
  waiting.push({ call, title, data, type });
  if (!$toastsWaiting.get().wanted) $toastsWaiting.set({ wanted: true });
}

/**
 * The failures on screen that stay until the owner closes them (`standing`): a newer toast, other
 * than their own answer (same id), dismisses them, so with one toast shown at a time none comes
 * back after a newer one goes (docs/decisions.md#failure-toasts-stay-until-closed). A failure
 * given its own duration (the session's end, dismissed by its own code) is not one of them.
 */
const standing = new Set<string | number>();

/** Shows a toast through `show` under `data`'s id, after dismissing the failures it supersedes. */
function supersede(s: Sonner, data: ExternalToast | undefined, show: () => string | number) {
  for (const id of standing) {
    if (id === data?.id) continue;
    s.dismiss(id);
    standing.delete(id);
  }
  const id = show();
  standing.delete(id);
  return id;
}

/**
 * A failure's options: no time limit unless given one, and a close button
 * (docs/decisions.md#failure-toasts-stay-until-closed). Any other toast has its own duration (the
 * Toaster's 4.5 s unless given one) and no close button, also where it answers a failure in place.
 */
const failureOptions = (data?: ExternalToast): ExternalToast => ({
  ...data,
  closeButton: true,
  duration: data?.duration ?? Infinity,
});
const otherOptions = (data?: ExternalToast): ExternalToast => ({
  ...data,
  closeButton: data?.closeButton ?? false,
  duration: data?.duration,
});

type Show = (title: Parameters<Sonner['success']>[0], data?: ExternalToast) => void;
const kind =
  (name: 'success' | 'loading'): Show =>
  (title, data) =>
    run((s) => supersede(s, data, () => s[name](title, otherOptions(data))), name, title, data);

const failure: Show = (title, data) =>
  run(
    (s) => {
      const id = supersede(s, data, () => s.error(title, failureOptions(data)));
      if (data?.duration === undefined) standing.add(id);
    },
    'error',
    title,
    data,
  );

/**
 * The owner's pages' toasts (docs/architecture.md#bars): sonner's `toast`,
 * `toast.success`, `toast.error`, `toast.loading` and `toast.dismiss`, loaded with the first toast
 * asked for rather than with every page's first view, which shows none. Calls made while it
 * loads are made, in order, once the Toaster listens; if it cannot be loaded (a dropped
 * connection, a tab older than the site's deploy), the Toaster says the newest toast's words.
 */
export const toast = Object.assign(
  ((title, data) =>
    run(
      (s) => supersede(s, data, () => s(title, otherOptions(data))),
      'default',
      title,
      data,
    )) as Show,
  {
    success: kind('success'),
    error: failure,
    loading: kind('loading'),
    dismiss: (id?: string | number) => run((s) => s.dismiss(id), 'default'),
  },
);

/**
 * A success toast on a page that is about to be left (sign-in's 'Logged in successfully.', said as
 * /auth opens the admin): shown by the Toaster as plain text unless sonner is loaded already, so
 * the toast library is not fetched for a page that is going away (docs/architecture.md#bars).
 */
export function toastBeforeLeaving(title: string): void {
  if (sonner) toast.success(title);
  else $toastsWaiting.set({ ...$toastsWaiting.get(), plain: { title, text: '', type: 'success' } });
}
