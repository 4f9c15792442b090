import { DocumentDuplicateIcon, PlusIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import type { EntryRow, Slot } from '../../../lib/data/entries.ts';
import { languageName } from '../../../lib/data/language-names.ts';
import type { EntryFormConfig } from './entry-form.ts';

interface LanguageColumnProps<Row extends EntryRow> {
  slot: Slot;
  config: EntryFormConfig<Row>;
  render: () => ReactNode;
}

/**
 * One language's half of the dialog, as a named group ('English', 'Spanish'). A language the entry
 * lacks shows why it is empty and offers "Copy from English" (the English text as a starting
 * point) or an empty start; it is saved as a new row under the same key.
 */
export function LanguageColumn<Row extends EntryRow>({
  slot,
  config,
  render,
}: LanguageColumnProps<Row>) {
  const { control, getValues, setValue } = useFormContext();
  const values = useWatch({ control, name: slot }) as Record<string, unknown> | undefined;
  if (slot === 'single') return <div className="space-y-4">{render()}</div>;
  const name = languageName(slot);
  const other = slot === 'en' ? 'es' : 'en';
  const start = (from: Record<string, unknown>) =>
    setValue(slot, structuredClone(from), { shouldDirty: true });

  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="mb-2 text-sm font-semibold tracking-wide text-ink-700 uppercase">
        {name}
      </legend>
      {values ? (
        render()
      ) : (
        <div className="rounded-md border border-dashed border-mist-300 p-4 text-sm text-ink-700">
          <p>
            There is no {name} version yet, so this entry is missing from the {name} page.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {getValues(other) ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => start(getValues(other) as Record<string, unknown>)}
              >
                <DocumentDuplicateIcon aria-hidden="true" />
                Copy from {languageName(other)}
              </Button>
            ) : null}
            <Button variant="ghost" size="sm" onClick={() => start(config.toValues(undefined))}>
              <PlusIcon aria-hidden="true" />
              Start empty
            </Button>
          </div>
        </div>
      )}
    </fieldset>
  );
}
