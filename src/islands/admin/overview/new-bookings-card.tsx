import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { $newBookings, refreshNewBookings } from '../../../stores/new-bookings.ts';
import { adminPages } from '../admin-nav.ts';
import { CountCard } from './count-card.tsx';

/** The Overview's count of booking requests nobody has handled yet, with a link to them. */
export function NewBookingsCard() {
  const count = useStore($newBookings);
  useEffect(() => {
    void refreshNewBookings();
  }, []);
  const { icon, path } = adminPages.bookings;
  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <div className="flex flex-col gap-2">
        <CountCard
          title="New Booking Requests"
          description="Requests waiting for an answer"
          icon={icon}
          count={count ?? undefined}
        />
        <a href={path} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Open Bookings
        </a>
      </div>
    </div>
  );
}
