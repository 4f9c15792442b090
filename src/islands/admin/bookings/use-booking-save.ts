import { useState } from 'react';
import { toast } from 'sonner';
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
 * A request's status and owner's note saved as the editors save: checked against the version the
 * admin opened. When someone else changed the request since, nothing is written and `conflict`
 * holds their version until the admin loads it or overwrites it with what they chose and typed.
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
        // A new status is what the list shows at once; a note alone says it was kept.
        const { status } = changes;
        toast.success(
          translate('bookings', status === request.status ? 'noteSaved' : markedKeys[status]),
        );
        done(request, status);
        void refreshNewBookings();
        return;
      }
      const why =
        result.reason === 'conflict'
          ? translate('bookings', 'changedElsewhere')
          : result.reason === 'deleted'
            ? translate('bookings', 'deletedElsewhere')
            : result.message;
      toast.error(translate('bookings', 'saveFailed'), { description: why });
      if (result.reason === 'conflict') setConflict(result.current);
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
