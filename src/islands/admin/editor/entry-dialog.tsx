import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import {
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import {
  Dialog,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import type { Entry, EntryRow, Slot } from '../../../lib/data/entries.ts';
import { $adminLanguage } from '../../../i18n/admin/language.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { useIsMobile } from '../shell/use-is-mobile.ts';
import { ConflictNotice } from './conflict-notice.tsx';
import {
  entryFormSchema,
  entryFormValues,
  hasActiveSwitch,
  typedOver,
  type EntryFormConfig,
  type EntryFormValues,
  type FieldName,
  type SaveQuestion,
} from './entry-form.ts';
import { LanguageColumn } from './language-column.tsx';
import { SwitchField } from './switch-field.tsx';
import { nounForms } from './entry-messages.ts';
import { useEntryHistory } from './use-entry-history.tsx';
import { useEntrySave } from './use-entry-save.ts';
import { useDiscardQuestion } from './use-discard-question.tsx';
import { YourTextsContext, type YourTexts } from './your-text.tsx';

/** What an editor's `fieldsScope` gets: the entry edited, the list's entries, and the fields. */
export interface FieldsScopeProps<Row extends EntryRow> {
  entry: Entry<Row>;
  existing: readonly Entry<Row>[];
  children: ReactNode;
}

/** Props of the one edit dialog every content editor uses. */
export interface EntryDialogProps<Row extends EntryRow> {
  config: EntryFormConfig<Row>;
  /** The entry being edited; for a new one `{ key: '', rows: {}, order: 0 }` with `isNew`. */
  entry: Entry<Row>;
  isNew?: boolean;
  /** The list's entries, for a new entry's key and position. */
  existing: readonly Entry<Row>[];
  title: string;
  description?: ReactNode;
  /** The panel's width; by default wide for two languages, medium for one. */
  size?: 'md' | 'lg' | 'xl';
  /** Controlled by the list that owns it (Headless UI): it closes the dialog after a save. */
  open: boolean;
  onClose: () => void;
  /** Refetches the list after a write; given the entry as an update left it (useEntrySave). */
  reload: (saved?: Entry<Row>) => void;
  /**
   * After the Undo of a save or an add, with the entry's key: refetches and gives focus back to
   * the entry, else to what stands for it (EntryListPage).
   */
  onUndone?: (key: string) => void;
  /** After a new entry's save: refetches and brings the entry into view (EntryListPage). */
  onAdded?: (key: string) => void;
  /**
   * One language's fields, named `${slot}.column` (e.g. `<TextField name={`${slot}.title`} />`);
   * the Active switch follows them where the form has one (`is_active`). `entry` is the one edited.
   */
  renderLanguage: (slot: Slot, lang: string | undefined, entry: Entry<Row>) => ReactNode;
  /** Fields shared by both languages (prices, an image), named `shared.column`; shown once. */
  renderShared?: () => ReactNode;
  /**
   * Around all the fields, inside the form, mounted once per opening: what both languages' fields
   * share, such as one read for both (the Packages dialog's landing texts).
   */
  fieldsScope?: ComponentType<FieldsScopeProps<Row>>;
}

/**
 * The edit dialog of every content editor: both languages side by side (stacked on phones, the
 * admin's own language first with the shared fields right after it), the shared fields once,
 * validation at each field, 'Saving...' while busy, the toasts of docs/product.md#messages, a
 * refused conflicting save with "Load their version" or "Overwrite", and a question before unsaved
 * changes are discarded (Escape, Cancel, a click outside or Back; a reload or a closed tab gets the
 * browser's own question; Escape in the History goes back to the form first). Remount it per entry
 * (`key={entry.key}`), since the form starts from the entry it was opened with.
 */
export function EntryDialog<Row extends EntryRow>(props: EntryDialogProps<Row>) {
  // Opens once its texts are loaded (the first time only), without hiding the page meanwhile.
  return (
    <Suspense fallback={null}>
      <EntryDialogPanel {...props} />
    </Suspense>
  );
}

/** The slots with the admin's own language first (a stable sort: the rest keep their order). */
const ownLanguageFirst = (slots: readonly Slot[], own: Slot): Slot[] =>
  [...slots].sort((a, b) => Number(b === own) - Number(a === own));

function EntryDialogPanel<Row extends EntryRow>(props: EntryDialogProps<Row>) {
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
  const bilingual = config.store.slots.length > 1;
  const language = useStore($adminLanguage);
  const narrow = useIsMobile();

  // The one save path: Save, Overwrite and a History restore (`restoredFrom`: that version's time).
  const write = async (output: EntryFormValues, restoredFrom?: string, onRefused?: () => void) => {
    const outcome = await saving.save(output, restoredFrom);
    if (outcome === 'saved') onClose();
    if (outcome === 'refused') onRefused?.();
  };
  const saveForm = (restoredFrom?: string, onRefused?: () => void) =>
    form.handleSubmit((output) => write(output, restoredFrom, onRefused));
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
  // Typed changes keep the page through an ended session, a reload and Back (asked first).
  const { requestClose, question } = useDiscardQuestion(open && isDirty, onClose, saving.busy);
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
  const overwrite = () => {
    saving.overwrite();
    // Save shows 'Saving...' and, on a failure, is where the owner tries again.
    saveButton.current?.focus();
    void submit();
  };

  const column = (slot: Slot) => (
    <LanguageColumn
      key={slot}
      slot={slot}
      config={config}
      later={slot !== 'single' && !entry.rows[slot]}
      render={() => (
        <>
          {props.renderLanguage(slot, slot === 'single' ? undefined : slot, entry)}
          {hasActiveSwitch(config) ? <SwitchField name={`${slot}.is_active`} /> : null}
        </>
      )}
    />
  );
  // Side by side: English, Spanish, then the shared fields across both. Stacked on a phone: the
  // admin's own language first, the shared fields (prices) right after it, then the other language
  // (docs/product.md#editors), in the page's order, so the Tab key follows it.
  const stacked = bilingual && narrow;
  const parts = (stacked ? ownLanguageFirst(config.store.slots, language) : config.store.slots).map(
    column,
  );
  if (props.renderShared) {
    parts.splice(
      stacked ? 1 : parts.length,
      0,
      <fieldset key="shared" className="space-y-4 border-t border-mist-200 pt-4 md:col-span-2">
        <legend className="sr-only">{t('bothLanguages')}</legend>
        {props.renderShared()}
      </fieldset>,
    );
  }

  const fieldsGrid = (
    <YourTextsContext value={yours}>
      <div ref={fields} className={bilingual ? 'grid gap-6 md:grid-cols-2' : 'space-y-6'}>
        {parts}
      </div>
    </YourTextsContext>
  );
  const Scope = props.fieldsScope;

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
          onSubmit={(event) => void submit(event)}
          className="mt-4 space-y-6"
        >
          {Scope ? (
            <Scope entry={entry} existing={existing}>
              {fieldsGrid}
            </Scope>
          ) : (
            fieldsGrid
          )}
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
    </Dialog>
  );
}
