/**
 * The admin's texts (docs/architecture.md#admin-language): one dictionary per language, split by
 * namespace into modules under `en/` and `es/` with identical keys. Only the active language's
 * modules load, and each only when a view uses its namespace. `{name}` placeholders are filled from
 * the values given to `t`.
 */
import { useStore } from '@nanostores/react';
import { use, useMemo } from 'react';
import { fillPlaceholders, type UiVars } from '../placeholders.ts';
import { $adminLanguage, showAdminIn, type AdminLanguage } from './language.ts';
import type { Namespace, NamespaceKey } from './namespaces.ts';

type Messages = Record<string, string>;

const modules = import.meta.glob<{ default: Messages }>(['./en/*.ts', './es/*.ts']);

/**
 * A namespace's loading, marked once loaded the way React marks a promise it has read
 * (`status`, `value`), so `use()` returns a loaded namespace at once instead of suspending.
 */
type Loading = Promise<Messages> & { status?: 'fulfilled'; value?: Messages };

/** Loaded (or loading) namespaces by `lang/namespace`. */
const loading = new Map<string, Loading>();
const loaded = new Map<string, Messages>();

/** The namespace `ns` in `lang`, loaded once (a failed load is tried again on the next call). */
export function loadMessages(lang: AdminLanguage, ns: Namespace): Promise<Messages> {
  const id = `${lang}/${ns}`;
  let promise = loading.get(id);
  if (!promise) {
    const load = modules[`./${id}.ts`];
    if (!load) throw new Error(`No admin texts for ${id}`);
    const pending: Loading = load().then(
      (module) => {
        loaded.set(id, module.default);
        pending.status = 'fulfilled';
        pending.value = module.default;
        return module.default;
      },
      (error: unknown) => {
        loading.delete(id);
        throw error;
      },
    );
    promise = pending;
    loading.set(id, promise);
  }
  return promise;
}

/** Loads every namespace loaded so far in `next` too: what the admin shows is ready to switch. */
export function loadSameIn(next: AdminLanguage): Promise<unknown> {
  const namespaces = new Set([...loaded.keys()].map((id) => id.split('/')[1] as Namespace));
  return Promise.all([...namespaces].map((ns) => loadMessages(next, ns)));
}

/** Switches the admin to `next` once the texts on screen are loaded in it. */
export function switchAdminLanguage(next: AdminLanguage): Promise<void> {
  return showAdminIn(next, loadSameIn);
}

/** A text of namespace `N` by key, its placeholders filled. */
export type Translate<N extends Namespace> = (key: NamespaceKey<N>, vars?: UiVars) => string;

function translator<N extends Namespace>(messages: Messages): Translate<N> {
  return (key, vars) => {
    const template = messages[key] ?? key;
    return vars ? fillPlaceholders(template, vars) : template;
  };
}

/**
 * The texts of namespace `ns` in the admin's language; suspends (to the nearest Suspense boundary)
 * while they first load, and re-renders in the new language after a switch.
 */
export function useMessages<N extends Namespace>(ns: N): Translate<N> {
  const lang = useStore($adminLanguage);
  // Always through use(), loaded or not: a component that suspended in use() is replayed, and a
  // replay that skipped use() would render its later hooks under the wrong dispatcher (React's
  // "Update hook called on initial render", a blank admin). A loaded namespace returns at once.
  const messages = use(loadMessages(lang, ns));
  return useMemo(() => translator<N>(messages), [messages]);
}

/**
 * A text of namespace `ns` in the admin's language, outside React (a toast built in a data module).
 * The namespace must have been loaded by a view first, as every view that can cause the text has.
 */
export function translate<N extends Namespace>(ns: N, key: NamespaceKey<N>, vars?: UiVars): string {
  const messages = loaded.get(`${$adminLanguage.get()}/${ns}`) ?? loaded.get(`en/${ns}`) ?? {};
  return translator<N>(messages)(key, vars);
}

/**
 * The loaded texts of namespace `ns` in the admin's language (English if only those are loaded),
 * for code that looks texts up by pattern rather than by key (validation-text.ts).
 */
export function loadedMessages(ns: Namespace): Readonly<Record<string, string>> | undefined {
  return loaded.get(`${$adminLanguage.get()}/${ns}`) ?? loaded.get(`en/${ns}`);
}
