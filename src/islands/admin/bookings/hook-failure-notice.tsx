import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { loadBookingHookFailure } from '../../../lib/data/booking-requests.ts';
import { useLoad } from '../use-load.ts';
import { formatSent } from './booking-labels.ts';

/**
 * Tells the owner that new booking requests no longer reach their e-mail or chat: since when, how
 * many and the last error. Nothing while notifications go through, or when the status cannot be
 * read (the list below reports a failed read).
 */
export function HookFailureNotice() {
  const { state } = useLoad(loadBookingHookFailure);
  if (state.status !== 'ready' || !state.data) return null;
  const { failingSince, failures, error } = state.data;
  return (
    <div
      role="alert"
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="flex items-start gap-2 font-semibold">
        <ExclamationTriangleIcon className="size-5 shrink-0" aria-hidden="true" />
        Booking notifications are failing since {formatSent(failingSince)}.
      </p>
      <p className="mt-1">
        {failures === 1 ? '1 request was' : `${failures} requests were`} not sent to your e-mail or
        chat. Last error: {error}. Every request is still listed here. Check the notification
        webhook (README, Booking notifications).
      </p>
    </div>
  );
}
