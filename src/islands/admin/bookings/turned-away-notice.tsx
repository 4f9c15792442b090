import { InformationCircleIcon } from '@heroicons/react/24/outline';
import { useStore } from '@nanostores/react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { thrownFailure } from '../../../lib/data/failure-message.ts';
import { saveUserMetadata } from '../../../lib/account.ts';
import { loadTurnedAwayBookingRequests } from '../../../lib/data/booking-requests.ts';
import { turnedAwaySeenMetadata, turnedAwayUnseen } from '../../../lib/data/turned-away.ts';
import { $user } from '../../../stores/auth.ts';
import { useLoad } from '../use-load.ts';

/**
 * Tells the owner how many booking requests the rate limits turned away in the last 7 days (a
 * family on one Wi-Fi, a fleet manager sending several cars: real customers, asked to call or text
 * instead). Nothing when none was, or when the count cannot be read (the list reports a failed
 * read). 'Dismiss' hides it for this admin in every browser until another is turned away
 * (turned-away.ts); focus then goes to the page's heading, just before where the notice was. A
 * failed save is an error toast; the notice and the focus stay.
 */
export function TurnedAwayNotice() {
  const t = useMessages('bookings');
  const { state } = useLoad(loadTurnedAwayBookingRequests);
  const user = useStore($user);
  // Hidden at once once saved, before the session brings the saved metadata back.
  const [dismissed, setDismissed] = useState(false);
  // A second press while the first is saved does nothing; the button keeps focus meanwhile.
  const saving = useRef(false);
  const textId = useId();
  if (state.status !== 'ready' || dismissed || !turnedAwayUnseen(state.data, user?.user_metadata)) {
    return null;
  }
  const shown = state.data;

  const dismiss = async () => {
    if (saving.current) return;
    saving.current = true;
    try {
      await saveUserMetadata(turnedAwaySeenMetadata(shown));
    } catch (error) {
      toast.error(t('turnedAwayDismissFailed'), { description: thrownFailure(error) });
      return;
    } finally {
      saving.current = false;
    }
    document.getElementById('admin-page-title')?.focus();
    setDismissed(true);
    toast.success(t('turnedAwayDismissed'), { description: t('turnedAwayDismissedNote') });
  };

  return (
    <div className="mb-4 flex flex-wrap items-start gap-x-4 gap-y-2 rounded-md border border-mist-200 bg-mist-50 p-4 text-sm text-ink-900">
      <p id={textId} className="flex min-w-0 flex-[1_1_20rem] items-start gap-2">
        <InformationCircleIcon className="size-5 shrink-0" aria-hidden="true" />
        <span>
          {shown.requests === 1
            ? t('turnedAwayOne')
            : t('turnedAwayMany', { count: shown.requests })}{' '}
          {t('turnedAwayAdvice')}
        </span>
      </p>
      <Button
        variant="outline"
        size="sm"
        className="ml-7"
        aria-describedby={textId}
        onClick={() => void dismiss()}
      >
        {t('turnedAwayDismiss')}
      </Button>
    </div>
  );
}
