import { useRef, useState, type SubmitEvent } from 'react';
import { useMessages } from '../../i18n/admin/messages.ts';
import type { NamespaceKey } from '../../i18n/admin/namespaces.ts';
import type { FieldRule, RuleError } from './auth-schemas.ts';
import { showAuthError } from './show-auth-error.ts';
import { useSubmitLock } from './use-submit-lock.ts';

/** What a FormField spreads onto its input: name, ref and the events that trigger validation. */
export interface FieldBinding {
  name: string;
  ref: (input: HTMLInputElement | null) => void;
  onBlur: () => void;
  onChange: () => void;
}

/** What a FormField takes of its field: the binding and the message to show under it. */
export interface FieldInput {
  field: FieldBinding;
  error: string | undefined;
}

/** What `onValid` may do with the form once the service has answered. */
export interface AnsweredForm<F extends string> {
  /** Shows `error` under the field `name` (a refusal of the service) and moves focus there. */
  setError: (name: F, error: string) => void;
  /** Empties every field, for the next entry. */
  clear: () => void;
}

/**
 * A form checked by `rules` the way react-hook-form's `onTouched` mode does it, without its 13 KB
 * gzip on the sign-in page: a field is checked when it loses focus with something typed in it
 * (left empty on the way past, it waits for the submit) and, once touched, as it changes;
 * a submit checks every field, focuses the first wrong one and from then on re-checks on change.
 * `onValid` gets the cleaned values only when every rule passes, one submit at a time (`busy`
 * meanwhile); what it throws is a failure toast titled `failed` (what failed, in the page's
 * language: 'Could not sign in'), and it returns true when the page is about to leave, so the
 * button stays busy.
 */
export function useAuthForm<F extends string>(
  rules: Record<F, FieldRule>,
  onValid: (values: Record<F, string>, form: AnsweredForm<F>) => unknown,
  failed: string,
) {
  const { busy, run } = useSubmitLock();
  const t = useMessages('auth');
  const inputs = useRef(new Map<F, HTMLInputElement>());
  const touched = useRef(new Set<F>());
  const submitted = useRef(false);
  const [messages, setErrors] = useState<Partial<Record<F, RuleError>>>({});
  // A rule's message is its English text, the key of its translation, its placeholders filled from
  // the rule's values; a text set by the page (a refusal of the service) is already in the page's
  // language and shows as it is.
  const errors: Partial<Record<F, string>> = {};
  for (const name of Object.keys(messages) as F[]) {
    const shown = messages[name];
    errors[name] = shown && t(shown.error as NamespaceKey<'auth'>, shown.vars);
  }
  const names = Object.keys(rules) as F[];

  const read = (name: string) => inputs.current.get(name as F)?.value ?? '';
  const errorOf = (name: F) => {
    const result = rules[name](read(name), read);
    return 'error' in result ? result : undefined;
  };
  const check = (name: F) => {
    const error = errorOf(name);
    // A rule gives the same values with the same message: the text alone tells a change.
    setErrors((shown) =>
      shown[name]?.error === error?.error ? shown : { ...shown, [name]: error },
    );
  };

  const field = (name: F): FieldBinding => ({
    name,
    ref: (input) => {
      if (input) inputs.current.set(name, input);
      else inputs.current.delete(name);
    },
    onBlur: () => {
      if (submitted.current) return;
      // An empty field passed by Tab (on the way to a later one) is no mistake yet: Submit says.
      if (!touched.current.has(name) && !read(name)) return;
      touched.current.add(name);
      check(name);
    },
    onChange: () => {
      if (submitted.current || touched.current.has(name)) check(name);
    },
  });

  const answered: AnsweredForm<F> = {
    setError: (name, error) => {
      setErrors((shown) => ({ ...shown, [name]: { error } }));
      inputs.current.get(name)?.focus();
    },
    clear: () => {
      for (const input of inputs.current.values()) input.value = '';
      touched.current.clear();
      submitted.current = false;
    },
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const found: Partial<Record<F, RuleError>> = {};
    const values = {} as Record<F, string>;
    for (const name of names) {
      const result = rules[name](read(name), read);
      if ('error' in result) found[name] = result;
      else values[name] = result.value;
    }
    setErrors(found);
    const firstWrong = names.find((name) => found[name]);
    if (firstWrong) inputs.current.get(firstWrong)?.focus();
    else
      void run(async () => {
        try {
          return (await onValid(values, answered)) === true;
        } catch (error) {
          showAuthError(error, failed);
          return false;
        }
      });
  };

  /** A field's binding and message, spread onto its FormField. */
  const input = (name: F): FieldInput => ({ field: field(name), error: errors[name] });

  /** What the field `name` holds now, as typed. */
  const valueOf = (name: F): string => read(name);

  return { field, errors, input, busy, onSubmit, valueOf };
}
