import { createContext, useContext } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { EmptyValue } from './empty-value.tsx';

/**
 * What the owner had typed in the fields 'Load their version' replaced, by field path
 * (`en.question`), and how to put one back (docs/product.md#editors, "Conflicts"). Given by
 * EntryDialog; a field outside an editor's dialog has none.
 */
export interface YourTexts {
  texts: ReadonlyMap<string, unknown>;
  /** Puts the owner's text back in the field at `name`, which then has the focus. */
  putBack: (name: string) => void;
}

export const YourTextsContext = createContext<YourTexts | null>(null);

/** The owner's text of the field at `name` that 'Load their version' replaced, if any. */
export function useYourText(name: string | undefined): { text: string } | undefined {
  const texts = useContext(YourTextsContext)?.texts;
  if (!name || !texts?.has(name)) return undefined;
  const value = texts.get(name);
  // An emptied number field's value is NaN: nothing typed.
  const text = typeof value === 'number' && Number.isNaN(value) ? '' : String(value ?? '');
  return { text };
}

/** The language of a field's text: its language slot's, none for shared or single values. */
const langOf = (name: string) => {
  const slot = name.split('.')[0];
  return slot === 'en' || slot === 'es' ? slot : undefined;
};

/**
 * Under a field (FieldFrame): 'Your text: …', which describes the field (`id`), and 'Use mine',
 * named with the field's `label`, which puts it back; a field left empty: 'Your text: (empty)', in
 * words as the History says one, never a dash the owner could have typed.
 */
export function YourText({
  id,
  name,
  label,
  text,
}: {
  id: string;
  name: string;
  label: string;
  text: string;
}) {
  const t = useMessages('editor');
  const putBack = useContext(YourTextsContext)?.putBack;
  const lang = langOf(name);
  return (
    <div className="flex flex-wrap items-start gap-2 rounded-md border border-mist-300 bg-mist-50 px-3 py-2 text-sm text-ink-900">
      <p id={id} className="min-w-0 flex-1 break-words">
        <span className="font-medium">{t('yourText')}</span>{' '}
        {text ? (
          <span lang={lang} translate={lang ? undefined : 'no'} className="whitespace-pre-line">
            {text}
          </span>
        ) : (
          <EmptyValue text={t('yourTextEmpty')} />
        )}
      </p>
      {/* Named with its field, as an entry's Edit is with its entry (button-name.tsx). */}
      <Button variant="outline" size="sm" onClick={() => putBack?.(name)}>
        <span aria-hidden="true">{t('useMine')}</span>
        <span className="sr-only">{t('useMineFor', { field: label })}</span>
      </Button>
    </div>
  );
}
