import { useMessages } from '../../../i18n/admin/messages.ts';
import { bookingStatuses, type BookingStatus } from '../../../lib/data/booking-requests.ts';
import { LabelledSelect } from '../editor/labelled-select.tsx';
import { filterKeys, statusKeys } from './booking-labels.ts';

/** The label of a status select (the filter's, a request's) and of the owner's note under it. */
export const requestFieldLabel = 'mb-1 block text-sm font-semibold';

/**
 * A booking status chosen from the statuses, under its label: a request's status, or with
 * `allLabel` a filter whose first choice ('' for all) shows every request, its others naming the
 * requests shown ('Nuevas', where a request's own status is 'Nueva').
 */
export function StatusSelect<Value extends BookingStatus | ''>(props: {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  allLabel?: string;
}) {
  const t = useMessages('bookings');
  const keys = props.allLabel === undefined ? statusKeys : filterKeys;
  const statuses = bookingStatuses.map((status) => ({
    value: status as Value,
    label: t(keys[status]),
  }));
  return <LabelledSelect {...props} labelClassName={requestFieldLabel} choices={statuses} />;
}
