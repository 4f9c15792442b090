import {
  ChatBubbleLeftIcon,
  EnvelopeIcon,
  MapPinIcon,
  PhoneIcon,
} from '@heroicons/react/24/outline';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { replyText } from '../../../i18n/reply-texts.ts';
import type { BookingRequest, PackageNames } from '../../../lib/data/booking-requests.ts';
import { mapsSearchUrl } from '../../../lib/content/map-embed.ts';
import { phoneDigits } from './booking-labels.ts';

/**
 * Call, text, e-mail and map for a request's visitor, each offered only when the request gives
 * what it needs: one row of buttons, finger-sized on phones (docs/product.md#bookings). Text and
 * E-mail open a message already written in the language of the page they wrote from: greeting
 * them, naming their request (its package as the site's content names it, `packageNames`) and
 * signed with `businessName` (reply-texts.ts).
 */
export function ContactActions({
  request,
  businessName,
  packageNames,
}: {
  request: BookingRequest;
  businessName: string;
  packageNames: PackageNames | undefined;
}) {
  const t = useMessages('bookings');
  const link = buttonVariants({ variant: 'outline', size: 'sm' });
  const reply = replyText(request, businessName, packageNames);
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {request.phone ? (
        <>
          <a className={link} href={`tel:${phoneDigits(request.phone)}`}>
            <PhoneIcon aria-hidden="true" /> {t('call')}
          </a>
          <a
            className={link}
            href={`sms:${phoneDigits(request.phone)}?&body=${encodeURIComponent(reply.sms)}`}
          >
            <ChatBubbleLeftIcon aria-hidden="true" /> {t('text')}
          </a>
        </>
      ) : null}
      {request.email ? (
        <a
          className={link}
          href={`mailto:${request.email}?subject=${encodeURIComponent(reply.subject)}&body=${encodeURIComponent(reply.email)}`}
        >
          <EnvelopeIcon aria-hidden="true" /> {t('write')}
        </a>
      ) : null}
      {request.address ? (
        // On a phone the maps app opens at the address, directions one tap away.
        <a className={link} href={mapsSearchUrl(request.address)} target="_blank" rel="noreferrer">
          <MapPinIcon aria-hidden="true" /> {t('map')}
        </a>
      ) : null}
    </div>
  );
}
