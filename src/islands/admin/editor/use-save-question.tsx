import { useEffect, useState, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import type { Entry, EntryRow } from '../../../lib/data/entries.ts';
import type { EntryFormConfig, EntryFormValues, SaveQuestion } from './entry-form.ts';

/** What useSaveQuestion needs of EntryDialog. */
interface SaveQuestionOptions<Row extends EntryRow> {
  config: EntryFormConfig<Row>;
  entry: Entry<Row>;
  form: UseFormReturn<EntryFormValues>;
  /** EntryDialog's one save path, given the checked values. */
  write: (output: EntryFormValues) => Promise<void>;
  saveButton: RefObject<HTMLButtonElement | null>;
}

/**
 * EntryDialog's Save (and Overwrite): `submit` checks the form, then asks the editor's question
 * (`config.confirmSave`) first, if it has one for what was typed, before it writes. Render
 * `question` inside the dialog: its confirm saves anyway; cancelled, focus goes to the field asked
 * about.
 */
export function useSaveQuestion<Row extends EntryRow>({
  config,
  entry,
  form,
  write,
  saveButton,
}: SaveQuestionOptions<Row>) {
  // Save (and Overwrite) ask the editor's question first, if it has one for what was typed; a
  // question answered yes is not asked again (the save after a refused conflict).
  const [asking, setAsking] = useState<{ question: SaveQuestion; output: EntryFormValues }>();
  const [answered, setAnswered] = useState<string>();
  const submit = form.handleSubmit(async (output) => {
    const question = config.confirmSave?.(output, entry);
    if (question && question.title !== answered) setAsking({ question, output });
    else await write(output);
  });
  const saveAnyway = () => {
    if (!asking) return;
    setAnswered(asking.question.title);
    setAsking(undefined);
    // As after Overwrite: Save shows 'Saving...', then the closed dialog gives focus back.
    saveButton.current?.focus();
    void write(asking.output);
  };
  // Cancelled, focus goes to the field asked about, once the question has given it back.
  const [refocus, setRefocus] = useState<Pick<SaveQuestion, 'field'>>();
  useEffect(() => {
    if (refocus) form.setFocus(refocus.field);
  }, [refocus, form]);
  const question = (
    <ConfirmDialog
      open={asking !== undefined}
      title={asking?.question.title ?? ''}
      description={asking?.question.description}
      confirmLabel={asking?.question.confirmLabel ?? ''}
      onConfirm={saveAnyway}
      onCancel={() => {
        if (asking) setRefocus({ field: asking.question.field });
        setAsking(undefined);
      }}
    />
  );
  return { submit, question };
}
