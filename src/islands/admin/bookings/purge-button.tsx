import { TrashIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { defaultRetentionMonths, monthsText } from '../../../lib/content/booking-retention.ts';
import {
  bookingRetentionMonths,
  purgeOldBookingRequests,
} from '../../../lib/data/booking-requests.ts';
import { errorMessage } from '../../../lib/error-message.ts';

/** Deletes the requests older than the retention period, after a confirmation naming it. */
export function PurgeButton({ onPurged }: { onPurged: () => void }) {
  const [months, setMonths] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  async function ask() {
    try {
      setMonths(await bookingRetentionMonths());
    } catch (error) {
      toast.error('Could not read the retention period', { description: errorMessage(error) });
    }
  }

  async function purge() {
    setBusy(true);
    try {
      const count = await purgeOldBookingRequests();
      toast.success(count === 1 ? '1 old request deleted' : `${count} old requests deleted`);
      onPurged();
    } catch (error) {
      toast.error('Could not delete the old requests', { description: errorMessage(error) });
    } finally {
      setBusy(false);
      setMonths(null);
    }
  }

  return (
    <>
      <Button variant="outline" onClick={() => void ask()}>
        <TrashIcon aria-hidden="true" /> Purge old requests
      </Button>
      <ConfirmDialog
        open={months !== null}
        title="Delete old booking requests?"
        description={`Every request sent more than ${monthsText('en', months ?? defaultRetentionMonths)} ago is deleted for good, as the privacy page promises. Newer requests stay. The period is set in Site Settings.`}
        confirmLabel="Delete old requests"
        destructive
        busy={busy}
        onConfirm={() => void purge()}
        onCancel={() => setMonths(null)}
      />
    </>
  );
}
