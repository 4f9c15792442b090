import { useId } from 'react';
import { loadedMessages, useMessages } from '../../../i18n/admin/messages.ts';
import { validationSentence } from '../../../i18n/admin/validation-text.ts';
import { PARAGRAPH_MAX, tooLong } from '../../../lib/schemas/text-length.ts';
import { FieldFrame, inputClass } from '../editor/field-frame.tsx';
import { requestFieldLabel } from './status-select.tsx';

/** The owner's note as it is saved: trimmed, null when empty (the database stores it so too). */
export function ownerNoteValue(typed: string): string | null {
  return typed.trim() || null;
}

/** Whether a typed note is too long to save (the database refuses the same). */
export function ownerNoteTooLong(typed: string): boolean {
  return typed.trim().length > PARAGRAPH_MAX;
}

/**
 * The owner's own note on a request (what was agreed on the phone), a text area drawn as the
 * editors' fields are under a label as bold as the status's above it; a note over the limit says so under it as they do, as it is typed.
 */
export function OwnerNoteField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useMessages('bookings');
  // Loaded with the page (BookingsPage), so the first long note does not suspend the dialog.
  useMessages('validation');
  const id = useId();
  const error = ownerNoteTooLong(value)
    ? validationSentence(tooLong(PARAGRAPH_MAX), loadedMessages('validation'))
    : undefined;
  return (
    <FieldFrame id={id} label={t('ownerNote')} labelClassName={requestFieldLabel} error={error}>
      {(aria) => (
        <textarea
          {...aria}
          rows={3}
          className={inputClass}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
