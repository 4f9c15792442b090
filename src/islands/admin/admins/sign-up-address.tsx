import { ClipboardDocumentIcon, ShareIcon } from '@heroicons/react/24/outline';
import { useId, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { cn } from '../../../lib/cn.ts';
import { inputClass } from '../editor/field-frame.tsx';
import { signUpAddress } from '../../../lib/data/admins.ts';

/**
 * The sign-up address the owner sends a new admin (docs/product.md#admins), in a read-only field
 * with Copy and, where the device can share (`navigator.share`, phones), Share. A clipboard that
 * refuses leaves the address selected in its field, to copy by hand.
 */
export function SignUpAddress() {
  const t = useMessages('admins');
  const id = useId();
  const labelId = `${id}-label`;
  const field = useRef<HTMLInputElement>(null);
  const address = signUpAddress();
  const canShare = typeof navigator.share === 'function';

  function selectByHand() {
    field.current?.focus();
    field.current?.select();
    toast.error(t('copyFailed'), { description: t('copyByHand') });
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      toast.success(t('copied'), { description: t('copiedNote') });
    } catch {
      selectByHand();
    }
  }

  async function share() {
    try {
      await navigator.share({ title: t('shareTitle'), text: t('shareText'), url: address });
    } catch (error) {
      // Closing the share sheet is no failure; a device that refuses to share gets Copy's way.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copy();
    }
  }

  const icons = { copy: ClipboardDocumentIcon, share: ShareIcon };
  const actions = canShare ? (['copy', 'share'] as const) : (['copy'] as const);

  return (
    <div className="mb-4 space-y-1">
      <label id={labelId} htmlFor={id} className="block text-sm font-medium text-ink-900">
        {t('signUpAddress')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <input
          ref={field}
          id={id}
          readOnly
          value={address}
          translate="no"
          onFocus={(event) => event.currentTarget.select()}
          className={cn(inputClass, 'min-w-0 sm:flex-1')}
        />
        {/* Named by the address's label, so 'Copy' and 'Share' say what they copy and share. */}
        <div role="group" aria-labelledby={labelId} className="flex gap-2">
          {actions.map((action) => {
            const Icon = icons[action];
            return (
              <Button
                key={action}
                size="sm"
                variant="outline"
                className="flex-1 sm:flex-none"
                onClick={() => void (action === 'copy' ? copy() : share())}
              >
                <Icon aria-hidden="true" /> {t(action)}
              </Button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
