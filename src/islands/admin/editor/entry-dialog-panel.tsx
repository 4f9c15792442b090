import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, type RefObject } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import type { EntryRow, Slot } from '../../../lib/data/entries.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { ConflictNotice } from './conflict-notice.tsx';
import type { EntryDialogProps } from './entry-dialog.tsx';
import { EntryFields } from './entry-fields.tsx';
import { entryFormSchema, entryFormValues, type EntryFormValues } from './entry-form.ts';
import { nounForms } from './entry-messages.ts';
import { useEntryHistory } from './use-entry-history.tsx';
import { useEntrySave } from './use-entry-save.ts';
import { useDiscardQuestion } from './use-discard-question.tsx';
import { useLoadTheirs } from './use-load-theirs.ts';
import { useSaveQuestion } from './use-save-question.tsx';
import { useUnsentPhotoChecks } from './unsent-photos.ts';

/** EntryDialog once its texts are loaded: the form, its save, its History and its questions. */
export function EntryDialogPanel<Row extends EntryRow>(props: EntryDialogProps<Row>) {
  const { config, entry, isNew = false, existing, title, open, onClose, reload } = props;
  const t = useMessages('editor');
  const common = useMessages('common');
  const form = useForm<EntryFormValues>({
    defaultValues: entryFormValues(config, entry, isNew),
    resolver: zodResolver(entryFormSchema(config) as never) as unknown as Resolver<EntryFormValues>,
  });
  const saving = useEntrySave(config, entry, {
    isNew,
    existing,
    reload,
    onUndone: props.onUndone,
    onAdded: props.onAdded,
  });
  // Where focus goes when the conflict notice or a History's Restore holding it goes away.
  const fields = useRef<HTMLDivElement>(null);
  // The form's first field: focus goes there as the dialog opens and after 'Load their version'.
  const firstField: RefObject<HTMLElement | null> = {
    get current() {
      return (
        fields.current?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select') ??
        null
      );
    },
  };
  const saveButton = useRef<HTMLButtonElement>(null);
  // A photo picked but not uploaded stops Save at its slot, which says why and takes the focus.
  const unsentPhotos = useUnsentPhotoChecks();
  const bilingual = config.store.slots.length > 1;

  // The one save path: Save, Overwrite and a History restore (`restoredFrom`: that version's time).
  const write = async (output: EntryFormValues, restoredFrom?: string, onRefused?: () => void) => {
    const outcome = await saving.save(output, restoredFrom);
    if (outcome === 'saved') onClose();
    if (outcome === 'refused') onRefused?.();
  };
  const saveForm = (restoredFrom?: string, onRefused?: () => void) =>
    form.handleSubmit((output) => write(output, restoredFrom, onRefused));
  const { submit, question: saveQuestion } = useSaveQuestion({
    config,
    entry,
    form,
    write,
    saveButton,
  });
  // A version goes back through this dialog's own checked save: the restore is a version too.
  const history = useEntryHistory({
    config,
    entry,
    isNew,
    busy: saving.busy,
    restore: (version, changedAt) => {
      const shown = form.getValues();
      form.reset(entryFormValues(config, version), { keepDefaultValues: true });
      // As after Overwrite: Save shows 'Saving...', then the closed dialog gives focus back.
      saveButton.current?.focus();
      // Refused with nothing written, the form is back as it was before the restore: the dialog
      // never shows the refused version (a deleted photo) as the entry's; the toast says why.
      void saveForm(changedAt, () => form.reset(shown, { keepDefaultValues: true }))();
    },
  });
  // Read during render: react-hook-form only tracks the parts of formState a render reads.
  const { isDirty } = form.formState;
  const { loadTheirs, yours } = useLoadTheirs(config, form, saving, firstField);
  // Typed changes keep the page through an ended session, a reload and Back (asked first); so do
  // the texts 'Load their version' keeps under the fields, which are the owner's typing too.
  const unsaved = isDirty || yours.texts.size > 0;
  const { requestClose, question } = useDiscardQuestion(open && unsaved, onClose, saving.busy);
  const overwrite = () => {
    saving.overwrite();
    // Save shows 'Saving...' and, on a failure, is where the owner tries again.
    saveButton.current?.focus();
    void submit();
  };

  return (
    <Dialog
      open={open}
      onClose={requestClose}
      initialFocus={firstField}
      onKeyDown={history.onKeyDown}
      size={props.size ?? (bilingual ? 'xl' : 'md')}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <DialogTitle>{title}</DialogTitle>
        {history.toggle}
      </div>
      {props.description ? <DialogDescription>{props.description}</DialogDescription> : null}
      {history.view}
      <FormProvider {...form}>
        <form
          noValidate
          hidden={history.showing}
          onSubmit={(event) => {
            if (!unsentPhotos.stop()) void submit(event);
            else event.preventDefault();
          }}
          className="mt-4 space-y-6"
        >
          <EntryFields
            config={config}
            entry={entry}
            existing={existing}
            renderLanguage={props.renderLanguage}
            renderShared={props.renderShared}
            fieldsScope={props.fieldsScope}
            yours={yours}
            unsentPhotos={unsentPhotos}
            gridRef={fields}
          />
          {saving.conflict ? (
            <ConflictNotice
              slot={Object.keys(saving.conflict.theirs) as Slot[]}
              which={saving.conflict.which}
              busy={saving.busy}
              keepsTyped
              onLoadTheirs={loadTheirs}
              onOverwrite={overwrite}
            />
          ) : null}
          <DialogFooter>
            {/* Busy, not disabled: the focused button keeps focus while the save runs. */}
            <Button variant="outline" onClick={requestClose} busy={saving.busy}>
              {common('cancel')}
            </Button>
            <Button ref={saveButton} type="submit" busy={saving.busy}>
              {saving.busy
                ? t('saving')
                : isNew
                  ? t('addSubmit', nounForms(config.noun, t))
                  : common('save')}
            </Button>
          </DialogFooter>
        </form>
      </FormProvider>
      {question}
      {saveQuestion}
    </Dialog>
  );
}
