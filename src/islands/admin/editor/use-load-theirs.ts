import { useState, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { EntryRow } from '../../../lib/data/entries.ts';
import {
  entryFormValues,
  typedOver,
  type EntryFormConfig,
  type EntryFormValues,
  type FieldName,
} from './entry-form.ts';
import type { useEntrySave } from './use-entry-save.ts';
import type { YourTexts } from './your-text.tsx';

/** What the conflict notice's 'Load their version' needs of EntryDialog's save. */
type Saving<Row extends EntryRow> = Pick<
  ReturnType<typeof useEntrySave<Row>>,
  'takeTheirs' | 'baselineNow'
>;

/**
 * EntryDialog's 'Load their version' (docs/product.md#editors, "Conflicts"): their version, and the
 * latest known of every other language, replace the form; what the owner had typed where theirs
 * went is kept in `yours` (given to the fields by YourTextsContext), offered back under each field
 * with 'Use mine'. Focus goes to the form's first field.
 */
export function useLoadTheirs<Row extends EntryRow>(
  config: EntryFormConfig<Row>,
  form: UseFormReturn<EntryFormValues>,
  saving: Saving<Row>,
  firstField: RefObject<HTMLElement | null>,
) {
  // What the owner had typed where 'Load their version' put theirs, offered back under each field.
  const [yourTexts, setYourTexts] = useState<ReadonlyMap<string, unknown>>(new Map());
  const loadTheirs = () => {
    const typed = form.getValues();
    const started = form.formState.defaultValues as EntryFormValues;
    if (!saving.takeTheirs()) return;
    // Their version, and the latest known of every other language, replace the form.
    const theirs = entryFormValues(config, saving.baselineNow());
    form.reset(theirs);
    setYourTexts((kept) => new Map([...kept, ...typedOver(started, typed, theirs)]));
    firstField.current?.focus();
  };
  const yours: YourTexts = {
    texts: yourTexts,
    putBack: (name) => {
      form.setValue(name as FieldName, yourTexts.get(name), { shouldDirty: true });
      setYourTexts((kept) => new Map([...kept].filter(([path]) => path !== name)));
      // The button goes: focus goes to the field it filled.
      form.setFocus(name as FieldName);
    },
  };
  return { loadTheirs, yours };
}
