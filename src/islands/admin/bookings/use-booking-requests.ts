import { useEffect, useState } from 'react';
import {
  listBookingRequests,
  type BookingRequest,
  type BookingStatus,
} from '../../../lib/data/booking-requests.ts';

/** The list as it loads: loading, ready with the requests, or failed with a reason. */
export type BookingListState =
  | { status: 'loading' }
  | { status: 'ready'; requests: BookingRequest[] }
  | { status: 'error'; message: string };

/** The requests with the status `filter` ('' for all), newest first, and a way to read them again. */
export function useBookingRequests(filter: BookingStatus | ''): {
  state: BookingListState;
  reload: () => void;
} {
  const [state, setState] = useState<BookingListState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    listBookingRequests(filter || undefined).then(
      (requests) => {
        if (current) setState({ status: 'ready', requests });
      },
      (error: unknown) => {
        if (current) {
          setState({
            status: 'error',
            message: error instanceof Error ? error.message : String(error),
          });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [filter, version]);
  return { state, reload: () => setVersion((value) => value + 1) };
}
