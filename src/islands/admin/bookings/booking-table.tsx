import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, tableCell as cell, tableRow } from '../../../components/ui/data-table.tsx';
import { useAdminFormat } from '../../../i18n/admin/format.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import type { BookingRequest } from '../../../lib/data/booking-requests.ts';
import { withContent } from '../editor/with-content.tsx';
import { formatSent, formatWindow, packageKey, sizeKeys, statusKeys } from './booking-labels.ts';

/**
 * The requests as a table, newest first; View opens one in the detail dialog. `register` gets each
 * View's ref, for the focus after a request leaves the list.
 */
export function BookingTable({
  requests,
  onOpen,
  register,
}: {
  requests: readonly BookingRequest[];
  onOpen: (request: BookingRequest) => void;
  register: (id: string) => (button: HTMLElement | null) => void;
}) {
  const t = useMessages('bookings');
  const format = useAdminFormat();
  return (
    <DataTable
      caption={t('caption')}
      headings={[
        t('columnName'),
        t('columnSent'),
        t('columnPackage'),
        t('columnTime'),
        t('columnStatus'),
        t('columnActions'),
      ]}
    >
      {requests.map((request) => (
        <tr key={request.id} className={tableRow}>
          {/* A visitor's name is in no particular language. */}
          <th scope="row" className={`${cell} font-medium break-words`} translate="no">
            {request.name}
          </th>
          <td className={`${cell} whitespace-nowrap`}>{formatSent(format, request.created_at)}</td>
          <td className={cell}>
            {t(packageKey(request.package_type))}, {t(sizeKeys[request.vehicle_size])}
          </td>
          <td className={cell}>
            {formatWindow(format, request.window1_start, request.window1_end)}
          </td>
          <td className={cell}>
            <Badge variant={request.status === 'new' ? 'warning' : 'secondary'}>
              {t(statusKeys[request.status])}
            </Badge>
          </td>
          <td className={cell}>
            <Button
              ref={register(request.id)}
              size="sm"
              variant="outline"
              onClick={() => onOpen(request)}
            >
              <span aria-hidden="true">{t('view')}</span>
              <span className="sr-only">
                {withContent((name) => t('viewRequestOf', { name }), request.name)}
              </span>
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
