import { ClockIcon, DocumentDuplicateIcon, PlusIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import type { EntryRow, Slot } from '../../../lib/data/entries.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import type { EntryFormConfig } from './entry-form.ts';

interface LanguageColumnProps<Row extends EntryRow> {
  slot: Slot;
  config: EntryFormConfig<Row>;
  /**
   * Whether this language may be left for later (a version not saved yet): offered while the other
   * language is written, so an entry always keeps one.
   */
  later?: boolean;
  render: () => ReactNode;
}

/**
 * One language's half of the dialog, as a named group ('English', 'Spanish'). A language the entry
 * lacks shows why it is empty and offers "Copy from English" (or from Spanish: the other
 * language's text as a starting point) or an empty start; it is saved as a new row under the same
 * key. A version not saved yet can be left for later while the other language is written: the
 * entry is then saved in that language only, stays off the other language's page and is listed
 * under Needs Spanish (or Needs English) until it is written (docs/product.md#editors).
 */
export function LanguageColumn<Row extends EntryRow>({
  slot,
  config,
  later = false,
  render,
}: LanguageColumnProps<Row>) {
  const t = useMessages('editor');
  const { control, setValue } = useFormContext();
  const other = slot === 'en' ? 'es' : 'en';
  const [values, otherValues] = useWatch({ control, name: [slot, other] }) as (
    Record<string, unknown> | undefined
  )[];
  if (slot === 'single') return <div className="space-y-4">{render()}</div>;
  const language = t(`inLanguage.${slot}`);
  const start = (from: Record<string, unknown>) =>
    setValue(slot, structuredClone(from), { shouldDirty: true });

  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="mb-2 text-sm font-semibold tracking-wide text-ink-700 uppercase">
        {t(`language.${slot}`)}
      </legend>
      {values && otherValues && later ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
          {t('notReady', { language })}
          <Button
            variant="outline"
            size="sm"
            onClick={() => setValue(slot, undefined, { shouldDirty: true })}
          >
            <ClockIcon aria-hidden="true" />
            {t('writeLater', { language })}
          </Button>
        </p>
      ) : null}
      {values ? (
        render()
      ) : (
        <div className="rounded-md border border-dashed border-mist-300 p-4 text-sm text-ink-700">
          <p>{t('missingVersion', { language })}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {otherValues ? (
              <Button variant="outline" size="sm" onClick={() => start(otherValues)}>
                <DocumentDuplicateIcon aria-hidden="true" />
                {t('copyFrom', { language: t(`inLanguage.${other}`) })}
              </Button>
            ) : null}
            <Button variant="ghost" size="sm" onClick={() => start(config.toValues(undefined))}>
              <PlusIcon aria-hidden="true" />
              {t('startEmpty')}
            </Button>
          </div>
        </div>
      )}
    </fieldset>
  );
}
