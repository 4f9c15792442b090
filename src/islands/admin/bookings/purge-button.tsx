import { TrashIcon } from '@heroicons/react/24/outline';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useAdminFormat } from '../../../i18n/admin/format.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { thrownFailure } from '../../../lib/data/failure-message.ts';
import { defaultRetentionMonths, monthsText } from '../../../lib/content/booking-retention.ts';
import {
  bookingRetentionMonths,
  loadOverdueBookings,
  purgeOldBookingRequests,
} from '../../../lib/data/booking-requests.ts';
import { useLoad } from '../use-load.ts';
import { usePurgeArrival } from './purge-arrival.ts';

/**
 * The end of the Bookings page (docs/product.md#bookings): how many requests are older than the
 * retention period, counted as the Overview counts them, and a button that deletes them after a
 * question naming the period ('Delete 3 old requests'); with none that old, a line saying so
 * instead of a button that would delete nothing. A count that cannot be read leaves the button
 * without its number: the purge itself still works. Opened at the purge (the Overview's link,
 * purge-arrival.ts), the page brings it into view and focuses it once `listRead` says the list
 * above it is read.
 */
export function PurgeButton({ onPurged, listRead }: { onPurged: () => void; listRead: boolean }) {
  const [months, setMonths] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useMessages('bookings');
  const common = useMessages('common');
  const { lang } = useAdminFormat();
  const { state, reload } = useLoad(loadOverdueBookings);
  const count = state.status === 'loading' ? undefined : state.data?.count;
  const none = useRef<HTMLParagraphElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const place = useCallback(() => button.current ?? none.current, []);
  usePurgeArrival(place, listRead && state.status !== 'loading');
  // Set by a purge that went through: once none are left, the line replacing the button (which
  // had the focus back from the question) takes the focus, so it is not lost with the button.
  const purged = useRef(false);
  useLayoutEffect(() => {
    if (count === undefined || !purged.current) return;
    purged.current = false;
    const focus = document.activeElement;
    if (count === 0 && (!focus || focus === document.body)) none.current?.focus();
  }, [count]);

  async function ask() {
    try {
      setMonths(await bookingRetentionMonths());
    } catch (error) {
      toast.error(t('retentionFailed'), { description: thrownFailure(error) });
    }
  }

  async function purge() {
    setBusy(true);
    let done = false;
    try {
      const deleted = await purgeOldBookingRequests();
      toast.success(deleted === 1 ? t('purgedOne') : t('purgedMany', { count: deleted }));
      onPurged();
      done = true;
    } catch (error) {
      toast.error(t('purgeFailed'), { description: thrownFailure(error) });
    } finally {
      setBusy(false);
      setMonths(null);
    }
    // Counted again once the question has given the focus back to the button.
    if (done) {
      purged.current = true;
      await reload();
    }
  }

  if (state.status === 'loading') return null;
  if (count === 0) {
    return (
      <p ref={none} tabIndex={-1} className="text-sm text-ink-600">
        {t('purgeNone')}
      </p>
    );
  }
  return (
    <>
      <Button ref={button} variant="outline" onClick={() => void ask()}>
        <TrashIcon aria-hidden="true" />{' '}
        {count === undefined ? t('purge') : count === 1 ? t('purgeOne') : t('purgeMany', { count })}
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
