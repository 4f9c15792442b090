import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import {
  saveBookingRequest,
  type BookingChanges,
  type BookingRequest,
  type BookingStatus,
} from '../../../lib/data/booking-requests.ts';
import { translate } from '../../../i18n/admin/messages.ts';
import { refreshNewBookings } from '../../../stores/new-bookings.ts';
import { markedKeys } from './booking-labels.ts';

/**
 * What a stored save says, of what it changed on `version`, the version it wrote over (an
 * overwrite's may hold the status or note chosen here already): a new status first, as the list
 * shows it at once, then the note when it changed too ('Marked as confirmed; note saved'), or the
 * note alone ('Note saved', 'Note removed' when emptied), or that nothing changed.
 */
function savedText(version: BookingRequest, changes: BookingChanges): string {
  const status = changes.status !== version.status ? changes.status : undefined;
  const note = changes.owner_note !== version.owner_note ? changes.owner_note : undefined;
  if (!status && note === undefined) return translate('bookings', 'nothingChanged');
  const noteKey = note === null ? 'noteRemoved' : 'noteSaved';
  if (!status) return translate('bookings', noteKey);
  const marked = translate('bookings', markedKeys[status]);
  if (note === undefined) return marked;
  return translate('bookings', note === null ? 'markedNoteRemoved' : 'markedNoteSaved', { marked });
}

/**
 * A request's status and owner's note saved as the editors save: checked against the version the
 * admin opened. When someone else changed the request since, nothing is written and `conflict`
 * holds their version until the admin loads it or overwrites it with what they changed (only that:
 * docs/product.md#bookings).
 * `done` runs after a save is stored (with the new status) or the request turned out deleted
 * (without).
 */
export function useBookingSave(done: (request: BookingRequest, status?: BookingStatus) => void) {
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<BookingRequest | null>(null);

  async function save(request: BookingRequest, changes: BookingChanges): Promise<void> {
    setBusy(true);
    try {
      const result = await saveBookingRequest(request, changes);
      if (result.ok) {
        setConflict(null);
        toast.success(savedText(request, changes));
        done(request, result.row.status);
        void refreshNewBookings();
        return;
      }
      // A conflict is told by the dialog's notice, beside its two choices, not by a toast over
      // them (docs/product.md#messages).
      if (result.reason === 'conflict') {
        setConflict(result.current);
        return;
      }
      const why =
        result.reason === 'deleted' ? translate('bookings', 'deletedElsewhere') : result.message;
      toast.error(translate('bookings', 'saveFailed'), { description: why });
      if (result.reason === 'deleted') done(request);
    } finally {
      setBusy(false);
    }
  }

  /** Their version, now the one shown; the conflict is settled. */
  function takeTheirs(): BookingRequest | null {
    const theirs = conflict;
    setConflict(null);
    return theirs;
  }

  return { busy, conflict, save, takeTheirs };
}
