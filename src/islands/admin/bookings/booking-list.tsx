import { useAdminFormat } from '../../../i18n/admin/format.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { formatSent, formatWindow, packageText, vehicleText } from './booking-labels.ts';
import { StatusBadges, ViewButton, type BookingViewProps } from './booking-parts.tsx';

/**
 * The requests below 1280 px, newest first: one block per request, its View in reach, instead of
 * a table whose View column would hide past the screen's edge.
 */
export function BookingList({ requests, packageNames, onOpen, register }: BookingViewProps) {
  const t = useMessages('bookings');
  const format = useAdminFormat();
  return (
    <ul className="divide-y divide-mist-200" aria-label={t('caption')}>
      {requests.map((request) => (
        <li key={request.id} className="space-y-2 py-3 first:pt-0 last:pb-0">
          <div className="flex items-start justify-between gap-3">
            {/* A visitor's name is in no particular language. */}
            <p className="min-w-0 font-semibold break-words" translate="no">
              {request.name}
            </p>
            <span className="flex shrink-0 gap-1.5">
              <StatusBadges request={request} />
            </span>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-ink-600">{t('columnSent')}</dt>
            <dd>{formatSent(format, request.created_at)}</dd>
            <dt className="text-ink-600">{t('columnPackage')}</dt>
            <dd>
              {packageText(t, request.package_type, format.lang, packageNames)},{' '}
              {vehicleText(t, request)}
            </dd>
            <dt className="text-ink-600">{t('columnTime')}</dt>
            <dd>{formatWindow(format, request.window1_start, request.window1_end)}</dd>
          </dl>
          <ViewButton request={request} onOpen={onOpen} register={register} />
        </li>
      ))}
    </ul>
  );
}
