import { TrashIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useAdminFormat } from '../../../i18n/admin/format.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
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
  const t = useMessages('bookings');
  const common = useMessages('common');
  const { lang } = useAdminFormat();

  async function ask() {
    try {
      setMonths(await bookingRetentionMonths());
    } catch (error) {
      toast.error(t('retentionFailed'), { description: errorMessage(error) });
    }
  }

  async function purge() {
    setBusy(true);
    try {
      const count = await purgeOldBookingRequests();
      toast.success(count === 1 ? t('purgedOne') : t('purgedMany', { count }));
      onPurged();
    } catch (error) {
      toast.error(t('purgeFailed'), { description: errorMessage(error) });
    } finally {
      setBusy(false);
      setMonths(null);
    }
  }

  return (
    <>
      <Button variant="outline" onClick={() => void ask()}>
        <TrashIcon aria-hidden="true" /> {t('purge')}
      </Button>
      <ConfirmDialog
        open={months !== null}
        title={t('purgeQuestion')}
        description={t('purgeExplained', {
          months: monthsText(lang, months ?? defaultRetentionMonths),
        })}
        confirmLabel={t('purgeConfirm')}
        cancelLabel={common('cancel')}
        destructive
        busy={busy}
        onConfirm={() => void purge()}
        onCancel={() => setMonths(null)}
      />
    </>
  );
}
