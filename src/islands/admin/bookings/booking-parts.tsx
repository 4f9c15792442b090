import {
  CalendarDaysIcon,
  CheckCircleIcon,
  InboxArrowDownIcon,
  NoSymbolIcon,
  XCircleIcon,
} from '@heroicons/react/16/solid';
import type { ComponentType, SVGProps } from 'react';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import type {
  BookingRequest,
  BookingStatus,
  PackageNames,
} from '../../../lib/data/booking-requests.ts';
import { withContent } from '../editor/with-content.tsx';
import { statusKeys } from './booking-labels.ts';
import { datePassed } from './date-passed.ts';

/** What the table and the list of requests show and do. */
export interface BookingViewProps {
  requests: readonly BookingRequest[];
  /** The packages' names in the site's content (none read yet: the fixed names). */
  packageNames: PackageNames | undefined;
  onOpen: (request: BookingRequest) => void;
  /** Gets each View's ref, for the focus after a request leaves the list. */
  register: (id: string) => (button: HTMLElement | null) => void;
}

/**
 * Each status's colour and icon (docs/product.md#bookings): no two alike, and the icon and the
 * word tell them apart where the colour does not (colour blindness, forced colours, where the
 * icon takes the text's colour).
 */
const statusLooks: Record<
  BookingStatus,
  { variant: BadgeVariant; Icon: ComponentType<SVGProps<SVGSVGElement>> }
> = {
  new: { variant: 'warning', Icon: InboxArrowDownIcon },
  confirmed: { variant: 'info', Icon: CalendarDaysIcon },
  done: { variant: 'success', Icon: CheckCircleIcon },
  declined: { variant: 'danger', Icon: NoSymbolIcon },
  cancelled: { variant: 'secondary', Icon: XCircleIcon },
};

/** A request's status, in its own colour and with its own icon; a new one marked to be seen. */
export function StatusBadge({ status }: { status: BookingStatus }) {
  const t = useMessages('bookings');
  const { variant, Icon } = statusLooks[status];
  return (
    <Badge variant={variant} data-status={status} className="gap-1">
      <Icon aria-hidden="true" className="size-3.5" />
      {t(statusKeys[status])}
    </Badge>
  );
}

/**
 * 'Date passed' beside a new request's status when every preferred window is on an earlier day
 * (date-passed.ts): the owner calls to find another date. Its words, not only its colour, say so,
 * and a screen reader hears what it means.
 */
export function DatePassedBadge({ request }: { request: BookingRequest }) {
  const t = useMessages('bookings');
  return datePassed(request) ? (
    <Badge variant="danger">
      <span aria-hidden="true">{t('datePassed')}</span>
      <span className="sr-only">{t('datePassedMeaning')}</span>
    </Badge>
  ) : null;
}

/**
 * 'Note' beside a request's status when the owner wrote one (docs/product.md#bookings): what was
 * agreed is a click away.
 */
export function NoteBadge({ request }: { request: BookingRequest }) {
  const t = useMessages('bookings');
  return request.owner_note ? <Badge variant="outline">{t('hasNote')}</Badge> : null;
}

/** A request's status and its marks ('Date passed', 'Note'), in the table and the list. */
export function StatusBadges({ request }: { request: BookingRequest }) {
  return (
    <>
      <StatusBadge status={request.status} />
      <DatePassedBadge request={request} />
      <NoteBadge request={request} />
    </>
  );
}

/** 'View', named for the request's visitor: opens the request in the detail dialog. */
export function ViewButton({
  request,
  onOpen,
  register,
}: Pick<BookingViewProps, 'onOpen' | 'register'> & { request: BookingRequest }) {
  const t = useMessages('bookings');
  return (
    <Button ref={register(request.id)} size="sm" variant="outline" onClick={() => onOpen(request)}>
      <span aria-hidden="true">{t('view')}</span>
      <span className="sr-only">
        {withContent((name) => t('viewRequestFrom', { name }), request.name)}
      </span>
    </Button>
  );
}
