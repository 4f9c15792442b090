import { EnvelopeIcon, PhoneIcon, ChatBubbleLeftIcon } from '@heroicons/react/24/outline';
import { useId, useState } from 'react';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import {
  bookingStatuses,
  type BookingRequest,
  type BookingStatus,
} from '../../../lib/data/booking-requests.ts';
import { ConflictNotice } from '../editor/conflict-notice.tsx';
import { inputClass } from '../editor/field-frame.tsx';
import {
  formatPhone,
  formatSent,
  formatWindow,
  modeLabels,
  packageLabel,
  sizeLabels,
  statusLabels,
} from './booking-labels.ts';

interface BookingDetailsProps {
  request: BookingRequest;
  busy: boolean;
  /** Someone else's version of the request, when a status change was refused for it. */
  conflict: BookingRequest | null;
  onStatus: (request: BookingRequest, status: BookingStatus) => void;
  onLoadTheirs: () => void;
  onClose: () => void;
}

/**
 * One request in full, with tap-to-call, text and e-mail links and its status to change; a change
 * refused because someone else changed the request offers their version or an overwrite.
 */
export function BookingDialog({
  request,
  ...props
}: Omit<BookingDetailsProps, 'request'> & { request: BookingRequest | null }) {
  return (
    <Dialog open={request !== null} onClose={props.onClose}>
      {request ? <BookingDetails key={request.updated_at} request={request} {...props} /> : null}
    </Dialog>
  );
}

function BookingDetails({
  request,
  busy,
  conflict,
  onStatus,
  onLoadTheirs,
  onClose,
}: BookingDetailsProps) {
  const id = useId();
  const [status, setStatus] = useState<BookingStatus>(request.status);
  const windows = [formatWindow(request.window1_start, request.window1_end)];
  if (request.window2_start && request.window2_end) {
    windows.push(formatWindow(request.window2_start, request.window2_end));
  }
  const facts: [string, string][] = [
    [
      'Sent',
      `${formatSent(request.created_at)} (${request.language === 'es' ? 'Spanish' : 'English'} page)`,
    ],
    ['Vehicle', sizeLabels[request.vehicle_size]],
    ['Package', packageLabel(request.package_type)],
    ['Add-ons', request.add_ons.length ? request.add_ons.join(', ') : 'None'],
    ['Estimate shown', request.estimate ?? '—'],
    ['Where', modeLabels[request.service_mode]],
    ['Address or ZIP', request.address ?? '—'],
    ['Preferred times', windows.join('; ')],
    ['Phone', request.phone ? formatPhone(request.phone) : '—'],
    ['E-mail', request.email ?? '—'],
    ['Notes', request.notes ?? '—'],
  ];
  const link = buttonVariants({ variant: 'outline', size: 'sm' });
  return (
    <>
      <DialogTitle>Request from {request.name}</DialogTitle>
      <DialogDescription>Status: {statusLabels[request.status]}</DialogDescription>
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-ink-700">{term}</dt>
            <dd className="break-words whitespace-pre-line">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {request.phone ? (
          <>
            <a className={link} href={`tel:${request.phone.replace(/[^\d+]/g, '')}`}>
              <PhoneIcon aria-hidden="true" /> Call
            </a>
            <a className={link} href={`sms:${request.phone.replace(/[^\d+]/g, '')}`}>
              <ChatBubbleLeftIcon aria-hidden="true" /> Text
            </a>
          </>
        ) : null}
        {request.email ? (
          <a className={link} href={`mailto:${request.email}`}>
            <EnvelopeIcon aria-hidden="true" /> E-mail
          </a>
        ) : null}
      </div>
      <div className="mt-4">
        <label htmlFor={`${id}-status`} className="mb-1 block text-sm font-semibold">
          Status
        </label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(event) => setStatus(event.target.value as BookingStatus)}
          className={inputClass}
        >
          {bookingStatuses.map((value) => (
            <option key={value} value={value}>
              {statusLabels[value]}
            </option>
          ))}
        </select>
      </div>
      {conflict ? (
        <div className="mt-4">
          <ConflictNotice
            slot="single"
            busy={busy}
            onLoadTheirs={onLoadTheirs}
            onOverwrite={() => onStatus(conflict, status)}
          />
        </div>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button
          onClick={() => onStatus(request, status)}
          disabled={busy || status === request.status}
        >
          Save status
        </Button>
      </DialogFooter>
    </>
  );
}
