/**
 * The toasts of an editor. Each text follows from what one entry is called ('FAQ updated
 * successfully', 'Error deleting FAQ', …), the wording of docs/product.md#messages, so an editor
 * names only the texts that differ (the expenses' 'Failed to add expense'). In the admin's language
 * (the `editor` namespace, loaded by every editor view): an editor's own wording is the spec's
 * English, so another language keeps the namespace's.
 */
import { $adminLanguage } from '../../../i18n/admin/language.ts';
import { translate } from '../../../i18n/admin/messages.ts';
import type { NamespaceKey } from '../../../i18n/admin/namespaces.ts';

/** Every toast title of one editor. */
export interface EntryMessages {
  saved: string;
  saveFailed: string;
  added: string;
  addFailed: string;
  deleted: string;
  deleteFailed: string;
  moveFailed: string;
  /** False: failure toasts show their title only (docs/product.md#messages for expenses). */
  failureDetail: boolean;
}

/** What an entry is called in the forms the editor's sentences need (see en/editor.ts). */
// A type, not an interface: it is handed to `t` as its placeholders' values.
export type NounForms = {
  /** 'FAQ', in Spanish 'pregunta frecuente'. */
  bare: string;
  /** Within a sentence: 'FAQ', in Spanish with its article, 'la pregunta frecuente'. */
  the: string;
  /** `the` beginning a sentence. */
  start: string;
  plural: string;
  /** 'this FAQ', 'esta pregunta frecuente'. */
  this: string;
  /** In the Add button and dialog titles: 'Social Link'. */
  title: string;
};

/** A text of the `editor` namespace, as `useMessages('editor')` or `translate` give it. */
type EditorText = (key: NamespaceKey<'editor'>, vars?: Record<string, string>) => string;

const editorText: EditorText = (key, vars) => translate('editor', key, vars);

/**
 * The forms of `noun` (an editor's noun, English) in the admin's language; a noun the namespace
 * lacks is used as given.
 */
export function nounForms(noun: string, text: EditorText = editorText): NounForms {
  const form = (name: string, otherwise: string) => {
    const key = `noun.${noun}.${name}` as NamespaceKey<'editor'>;
    const found = text(key);
    return found === key ? otherwise : found;
  };
  const the = form('the', noun);
  return {
    bare: form('bare', noun),
    the,
    start: the.charAt(0).toUpperCase() + the.slice(1),
    plural: form('plural', `${noun}s`),
    this: form('this', `this ${noun}`),
    title: form(
      'title',
      noun.replace(/\b\w/g, (letter) => letter.toUpperCase()),
    ),
  };
}

/**
 * A one-row entry of `noun` named `name` as a sentence's subject, by the noun's `named` form ('The
 * social link “Facebook”', 'La red social «Facebook»'); undefined for a noun without one.
 */
export function namedEntry(noun: string, name: string): string | undefined {
  const key = `noun.${noun}.named` as NamespaceKey<'editor'>;
  const found = editorText(key, { name });
  return found === key ? undefined : found;
}

/** The toasts of an editor whose entry is called `noun`, with `overrides` where they differ. */
export function entryMessages({
  noun,
  messages,
}: {
  noun: string;
  messages?: Partial<EntryMessages>;
}): EntryMessages {
  const forms = nounForms(noun);
  const { failureDetail = true, ...wording } = messages ?? {};
  return {
    saved: editorText('saved', forms),
    saveFailed: editorText('saveFailed', forms),
    added: editorText('added', forms),
    addFailed: editorText('addFailed', forms),
    deleted: editorText('deleted', forms),
    deleteFailed: editorText('deleteFailed', forms),
    moveFailed: editorText('moveFailed', forms),
    failureDetail,
    ...($adminLanguage.get() === 'en' ? wording : {}),
  };
}

/** The options of a failure toast: its description, unless the editor's toasts carry none. */
export function failureToast(
  messages: EntryMessages,
  description: string,
): { description: string } | undefined {
  return messages.failureDetail ? { description } : undefined;
}
