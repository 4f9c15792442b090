import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, tableCell as cell, tableRow } from '../../../components/ui/data-table.tsx';
import type { BookingRequest } from '../../../lib/data/booking-requests.ts';
import {
  formatSent,
  formatWindow,
  packageLabel,
  sizeLabels,
  statusLabels,
} from './booking-labels.ts';

/** The requests as a table, newest first; View opens one in the detail dialog. */
export function BookingTable({
  requests,
  onOpen,
}: {
  requests: readonly BookingRequest[];
  onOpen: (request: BookingRequest) => void;
}) {
  return (
    <DataTable
      caption="Booking requests, newest first"
      headings={['Name', 'Sent', 'Package', 'Preferred time', 'Status', 'Actions']}
    >
      {requests.map((request) => (
        <tr key={request.id} className={tableRow}>
          <th scope="row" className={`${cell} font-medium break-words`}>
            {request.name}
          </th>
          <td className={`${cell} whitespace-nowrap`}>{formatSent(request.created_at)}</td>
          <td className={cell}>
            {packageLabel(request.package_type)}, {sizeLabels[request.vehicle_size]}
          </td>
          <td className={cell}>{formatWindow(request.window1_start, request.window1_end)}</td>
          <td className={cell}>
            <Badge variant={request.status === 'new' ? 'warning' : 'secondary'}>
              {statusLabels[request.status]}
            </Badge>
          </td>
          <td className={cell}>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onOpen(request)}
              aria-label={`View the request of ${request.name}`}
            >
              View
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
