import { useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import {
  bookingStatuses,
  type BookingRequest,
  type BookingStatus,
} from '../../../lib/data/booking-requests.ts';
import { refreshNewBookings } from '../../../stores/new-bookings.ts';
import { adminPages } from '../admin-nav.ts';
import { inputClass } from '../editor/field-frame.tsx';
import { LoadFailed } from '../load-failed.tsx';
import { PageHeader } from '../shell/page-header.tsx';
import { BookingDialog } from './booking-dialog.tsx';
import { statusLabels } from './booking-labels.ts';
import { BookingTable } from './booking-table.tsx';
import { HookFailureNotice } from './hook-failure-notice.tsx';
import { PurgeButton } from './purge-button.tsx';
import { useBookingRequests } from './use-booking-requests.ts';
import { useStatusChange } from './use-status-change.ts';
import { pageDescriptions } from '../page-descriptions.ts';

/** /admin/bookings: the landing page's booking requests, newest first, filtered by status. */
export function BookingsPage() {
  const id = useId();
  const { label } = adminPages.bookings;
  const [filter, setFilter] = useState<BookingStatus | ''>('');
  const { state, reload } = useBookingRequests(filter);
  const [open, setOpen] = useState<BookingRequest | null>(null);
  const status = useStatusChange(() => {
    setOpen(null);
    void reload();
  });

  return (
    <>
      <PageHeader title={label} description={pageDescriptions.bookings} />
      <HookFailureNotice />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="sm:w-56">
          <label htmlFor={`${id}-filter`} className="mb-1 block text-sm font-semibold">
            Show
          </label>
          <select
            id={`${id}-filter`}
            value={filter}
            onChange={(event) => setFilter(event.target.value as BookingStatus | '')}
            className={inputClass}
          >
            <option value="">All requests</option>
            {bookingStatuses.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <PurgeButton
          onPurged={() => {
            reload();
            void refreshNewBookings();
          }}
        />
      </div>
      {state.status === 'loading' ? <Spinner label="Loading..." /> : null}
      {state.status === 'error' ? <LoadFailed what="requests" message={state.message} /> : null}
      {state.status === 'ready' && state.data.length === 0 ? (
        <p className="text-ink-600">
          {filter
            ? `No ${statusLabels[filter].toLowerCase()} requests.`
            : 'No booking requests yet.'}
        </p>
      ) : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <BookingTable requests={state.data} onOpen={setOpen} />
      ) : null}
      <BookingDialog
        request={open}
        busy={status.busy}
        conflict={status.conflict}
        onStatus={(request, value) => void status.change(request, value)}
        onLoadTheirs={() => {
          setOpen(status.takeTheirs());
          void reload();
        }}
        onClose={() => {
          status.takeTheirs();
          setOpen(null);
        }}
      />
    </>
  );
}
