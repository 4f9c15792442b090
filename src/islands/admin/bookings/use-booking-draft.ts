import { useState } from 'react';
import type {
  BookingChanges,
  BookingRequest,
  BookingStatus,
} from '../../../lib/data/booking-requests.ts';
import { ownerNoteValue } from './owner-note-field.tsx';

/** The status chosen and the note typed in the dialog, and what they change on the request. */
export interface BookingDraft {
  status: BookingStatus;
  setStatus: (status: BookingStatus) => void;
  note: string;
  setNote: (note: string) => void;
  /**
   * Only what differs from the version the admin opened (or loaded): a save or an overwrite
   * writes nothing else, so it never undoes another admin's change to the rest
   * (docs/product.md#bookings).
   */
  changes: BookingChanges;
  changed: boolean;
}

/**
 * The status and note shown for `request`: they start from it, and from their version once it is
 * loaded (a newer `updated_at`). Adjusted while rendering rather than by remounting, so the focus
 * can stay in the dialog.
 */
export function useBookingDraft(request: BookingRequest | null): BookingDraft {
  const [status, setStatus] = useState<BookingStatus>(request?.status ?? 'new');
  const [note, setNote] = useState(request?.owner_note ?? '');
  const version = request && `${request.id} ${request.updated_at}`;
  const [shown, setShown] = useState(version);
  if (shown !== version) {
    setShown(version);
    setStatus(request?.status ?? 'new');
    setNote(request?.owner_note ?? '');
  }
  const changes: BookingChanges = {};
  if (request && status !== request.status) changes.status = status;
  if (request && ownerNoteValue(note) !== request.owner_note) {
    changes.owner_note = ownerNoteValue(note);
  }
  return { status, setStatus, note, setNote, changes, changed: Object.keys(changes).length > 0 };
}
