import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { useAdminFormat } from '../../../i18n/admin/format.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { loadBookingHookFailure } from '../../../lib/data/booking-requests.ts';
import { useLoad } from '../use-load.ts';
import { formatSent } from './booking-labels.ts';

/**
 * Tells the owner that new booking requests no longer reach their e-mail or chat: since when, how
 * many and the last error. Nothing while notifications go through, or when the status cannot be
 * read (the list below reports a failed read).
 */
export function HookFailureNotice() {
  const t = useMessages('bookings');
  const format = useAdminFormat();
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
        {t('hookFailing', { since: formatSent(format, failingSince) })}
      </p>
      <p className="mt-1">
        {failures === 1 ? t('hookMissedOne') : t('hookMissedMany', { count: failures })}{' '}
        {t('hookLastError')} {/* The webhook's own error, in whatever language it answered. */}
        <span translate="no">{error}</span>. {t('hookAdvice')}
      </p>
    </div>
  );
}
