import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { BookingRequest } from '../../../lib/data/booking-requests.ts';
import {
  formatSent,
  formatWindow,
  packageLabel,
  sizeLabels,
  statusLabels,
} from './booking-labels.ts';

const cell = 'px-3 py-2 align-middle';

/** The requests as a table, newest first; View opens one in the detail dialog. */
export function BookingTable({
  requests,
  onOpen,
}: {
  requests: readonly BookingRequest[];
  onOpen: (request: BookingRequest) => void;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Booking requests, newest first</caption>
        <thead className="border-b border-mist-200 text-ink-700">
          <tr>
            {['Name', 'Sent', 'Package', 'Preferred time', 'Status', 'Actions'].map((heading) => (
              <th key={heading} scope="col" className={`${cell} font-semibold`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.id} className="border-b border-mist-100 last:border-0">
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
        </tbody>
      </table>
    </div>
  );
}
