import type { RefObject } from 'react';
import type { EntryRow, Slot } from '../../../lib/data/entries.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import type { EntryDialogProps } from './entry-dialog.tsx';
import { hasActiveSwitch } from './entry-form.ts';
import { LanguageColumn } from './language-column.tsx';
import { SwitchField } from './switch-field.tsx';
import { useSlotOrder } from './use-slot-order.ts';
import { UnsentPhotosContext, type UnsentPhotos } from './unsent-photos.ts';
import { YourTextsContext, type YourTexts } from './your-text.tsx';

/** What EntryFields takes: EntryDialog's own props for its fields, and what the dialog holds. */
interface EntryFieldsProps<Row extends EntryRow> extends Pick<
  EntryDialogProps<Row>,
  'config' | 'entry' | 'existing' | 'renderLanguage' | 'renderShared' | 'fieldsScope'
> {
  /** What 'Load their version' replaced, offered back under each field. */
  yours: YourTexts;
  /** The dialog's checks of photos picked and not uploaded, given to its image slots. */
  unsentPhotos: UnsentPhotos;
  /** The fields' grid, where EntryDialog looks for its first field and sends focus back. */
  gridRef: RefObject<HTMLDivElement | null>;
}

/**
 * EntryDialog's fields: each language's column (with the Active switch where the form has one),
 * the shared fields once, inside the editor's `fieldsScope` if it has one.
 */
export function EntryFields<Row extends EntryRow>({
  config,
  entry,
  existing,
  renderLanguage,
  renderShared,
  fieldsScope: Scope,
  yours,
  unsentPhotos,
  gridRef,
}: EntryFieldsProps<Row>) {
  const t = useMessages('editor');
  const bilingual = config.store.slots.length > 1;
  const { order, stacked } = useSlotOrder(config.store.slots);

  const column = (slot: Slot) => (
    <LanguageColumn
      key={slot}
      slot={slot}
      config={config}
      later={slot !== 'single' && !entry.rows[slot]}
      render={() => (
        <>
          {renderLanguage(slot, slot === 'single' ? undefined : slot, entry)}
          {hasActiveSwitch(config) ? <SwitchField name={`${slot}.is_active`} /> : null}
        </>
      )}
    />
  );
  // Side by side: English, Spanish, then the shared fields across both. Stacked on a phone: the
  // admin's own language first, the shared fields (prices) right after it, then the other language
  // (docs/product.md#editors), in the page's order, so the Tab key follows it.
  const parts = order.map(column);
  if (renderShared) {
    parts.splice(
      stacked ? 1 : parts.length,
      0,
      <fieldset key="shared" className="space-y-4 border-t border-mist-200 pt-4 md:col-span-2">
        <legend className="sr-only">{t('bothLanguages')}</legend>
        {renderShared()}
      </fieldset>,
    );
  }

  const fieldsGrid = (
    <YourTextsContext value={yours}>
      <UnsentPhotosContext value={unsentPhotos}>
        <div ref={gridRef} className={bilingual ? 'grid gap-6 md:grid-cols-2' : 'space-y-6'}>
          {parts}
        </div>
      </UnsentPhotosContext>
    </YourTextsContext>
  );
  return Scope ? (
    <Scope entry={entry} existing={existing}>
      {fieldsGrid}
    </Scope>
  ) : (
    fieldsGrid
  );
}
