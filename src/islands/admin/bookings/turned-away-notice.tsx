import { InformationCircleIcon } from '@heroicons/react/24/outline';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { countTurnedAwayBookingRequests } from '../../../lib/data/booking-requests.ts';
import { useLoad } from '../use-load.ts';

/**
 * Tells the owner how many booking requests the rate limits turned away in the last 7 days (a
 * family on one Wi-Fi, a fleet manager sending several cars: real customers, asked to call or text
 * instead). Nothing when none was, or when the count cannot be read (the list reports a failed read).
 */
export function TurnedAwayNotice() {
  const t = useMessages('bookings');
  const { state } = useLoad(countTurnedAwayBookingRequests);
  if (state.status !== 'ready' || state.data === 0) return null;
  const count = state.data;
  return (
    <div className="mb-4 rounded-md border border-mist-200 bg-mist-50 p-4 text-sm text-ink-900">
      <p className="flex items-start gap-2">
        <InformationCircleIcon className="size-5 shrink-0" aria-hidden="true" />
        <span>
          {count === 1 ? t('turnedAwayOne') : t('turnedAwayMany', { count })}{' '}
          {t('turnedAwayAdvice')}
        </span>
      </p>
    </div>
  );
}
