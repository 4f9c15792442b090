import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { useStore } from '@nanostores/react';
import { $adminLanguage } from '../../../i18n/admin/language.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { monthsText } from '../../../lib/content/booking-retention.ts';
import { purgePath } from '../bookings/purge-arrival.ts';
import { richText } from '../rich-text.tsx';

/**
 * How many booking requests are older than the retention period, and a link to the purge, at the
 * end of the Bookings page.
 */
export function OverdueBookingsText({ count, months }: { count: number; months: number }) {
  const t = useMessages('overview');
  const period = monthsText(useStore($adminLanguage), months);
  return (
    <section
      aria-label={t('oldBookings')}
      className="mb-6 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <ExclamationTriangleIcon className="size-5 shrink-0" aria-hidden="true" />
      <p>
        <strong data-count>{count}</strong>{' '}
        {t(count === 1 ? 'oldBookingsOne' : 'oldBookingsOther', { months: period })}{' '}
        {richText(t('oldBookingsNote'), {
          link: (
            <a href={purgePath} className="font-medium underline">
              {t('oldBookingsLink')}
            </a>
          ),
        })}
      </p>
    </section>
  );
}
