import { Button } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import type { BookingStatus } from '../../../lib/data/booking-requests.ts';
import { statusKeys } from './booking-labels.ts';

/**
 * What the Bookings list says when its search finds none of the requests listed: the search
 * quoted, the status filter named when one is set (the request may have another status), and
 * 'Clear search'.
 */
export function NoMatchLine({
  search,
  filter,
  onClear,
}: {
  search: string;
  filter: BookingStatus | '';
  onClear: () => void;
}) {
  const t = useMessages('bookings');
  const quoted = search.trim();
  return (
    <div className="flex flex-wrap items-center gap-3">
      {/* A long e-mail pasted whole breaks where it must rather than widening a phone's page. */}
      <p className="min-w-0 break-words text-ink-600">
        {filter
          ? t('noMatchWith', { search: quoted, status: t(statusKeys[filter]) })
          : t('noMatch', { search: quoted })}
      </p>
      <Button variant="outline" size="sm" onClick={onClear}>
        {t('clearSearch')}
      </Button>
    </div>
  );
}
