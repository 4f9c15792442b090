import { DataTable, tableCell as cell, tableRow } from '../../../components/ui/data-table.tsx';
import { useAdminFormat } from '../../../i18n/admin/format.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { formatSent, formatWindow, packageText, vehicleText } from './booking-labels.ts';
import { StatusBadges, ViewButton, type BookingViewProps } from './booking-parts.tsx';

/** The requests as a table, newest first (from 1280 px); View opens one in the detail dialog. */
export function BookingTable({ requests, packageNames, onOpen, register }: BookingViewProps) {
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
            {packageText(t, request.package_type, format.lang, packageNames)},{' '}
            {vehicleText(t, request)}
          </td>
          <td className={cell}>
            {formatWindow(format, request.window1_start, request.window1_end)}
          </td>
          <td className={cell}>
            {/* On one line: the column is as wide as its badges, and a long name wraps instead. */}
            <span className="flex gap-1.5">
              <StatusBadges request={request} />
            </span>
          </td>
          <td className={cell}>
            <ViewButton request={request} onOpen={onOpen} register={register} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
