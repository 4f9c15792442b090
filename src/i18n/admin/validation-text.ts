/**
 * A validation message in the admin's language (docs/architecture.md#admin-language). Schemas give
 * English messages; the `validation` namespace has them as keys (src/i18n/admin/en/validation.ts).
 * Pure: the caller hands in the loaded namespace, so it is tested in both languages.
 */
import { fillPlaceholders } from '../placeholders.ts';

type Messages = Readonly<Record<string, string>>;

interface Template {
  pattern: RegExp;
  names: string[];
  key: string;
}

const templatesOf = new WeakMap<Messages, Template[]>();

/** The keys of `messages` with `{placeholders}`, as patterns that match a filled-in message. */
function templates(messages: Messages): Template[] {
  let list = templatesOf.get(messages);
  if (!list) {
    list = Object.keys(messages)
      .filter((key) => /\{\w+\}/.test(key))
      .map((key) => {
        const names = [...key.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
        const source = key
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('(.+?)');
        return { pattern: new RegExp(`^${source}$`), names, key };
      });
    templatesOf.set(messages, list);
  }
  return list;
}

/**
 * `message` (English, as a schema gave it) translated by `messages` (the `validation` namespace in
 * the admin's language): its own key, or a key with placeholders it fills ('is too long (80
 * characters at most)' by 'is too long ({max} characters at most)'), each value translated when
 * the namespace has `{name}.{value}`. A message the namespace lacks stays as it is.
 */
export function translateValidation(message: string, messages: Messages | undefined): string {
  if (!messages) return message;
  const own = messages[message];
  if (own !== undefined) return own;
  for (const { pattern, names, key } of templates(messages)) {
    const match = pattern.exec(message);
    if (!match) continue;
    const vars = Object.fromEntries(
      names.map((name, i) => {
        const value = match[i + 1]!;
        return [name, messages[`${name}.${value}`] ?? value];
      }),
    );
    return fillPlaceholders(messages[key]!, vars);
  }
  return message;
}

/**
 * The message shown under a field: a schema's fragment ('is required', lower case) completes
 * `fieldSentence` ('This field is required.', 'Este campo es obligatorio.'); a whole sentence is
 * shown as it is. Both translated by `messages` when given.
 */
export function validationSentence(message: string, messages: Messages | undefined): string {
  const text = translateValidation(message, messages);
  if (!/^[a-z]/.test(message)) return text;
  const sentence = messages?.fieldSentence ?? 'This field {message}.';
  return fillPlaceholders(sentence, { message: text }).replace('..', '.');
}
