/**
 * "Not needed" on an item of "Finish setting up" (setup-card.tsx), loaded on the first press so
 * the admin's first view does not carry it: keeps the choice in the admin's user metadata (every
 * browser of theirs leaves the item out), says so, and moves focus on from the item that goes: to
 * the next item, else the one before, else the page's heading. A refusal or a dropped connection
 * is an error toast, said as the editors say a failed save (its `editor` texts loaded with this
 * module); the item and the focus stay.
 */
import { toast } from '../../../components/ui/toast.ts';
import { translate } from '../../../i18n/admin/messages.ts';
import { saveUserMetadata } from '../../../lib/account.ts';
import { thrownFailure } from '../../../lib/data/failure-message.ts';
import { notNeededMetadata, type SetupKey } from '../../../lib/data/setup-tasks.ts';

export async function markNotNeeded(
  key: SetupKey,
  notNeeded: readonly SetupKey[],
  item: Element,
): Promise<void> {
  const neighbour = item.nextElementSibling ?? item.previousElementSibling;
  try {
    await saveUserMetadata(notNeededMetadata([...notNeeded, key]));
  } catch (error) {
    toast.error(translate('overview', 'setupHideFailed'), { description: thrownFailure(error) });
    return;
  }
  toast.success(translate('overview', 'setupHidden'), {
    description: translate('overview', 'setupHiddenNote'),
  });
  (neighbour?.querySelector('a') ?? document.getElementById('admin-page-title'))?.focus();
}
