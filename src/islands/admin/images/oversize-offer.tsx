import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { Button } from '../../../components/ui/button.tsx';

/**
 * Beside 'File too large' (docs/product.md#validation): a phone photo over 5 MB is not a dead end,
 * "Resize and upload" scales it in the browser (longest side 2560 px) until it fits.
 */
export function OversizeOffer({
  file,
  onResize,
  onDismiss,
}: {
  file: File;
  onResize: () => void;
  onDismiss: () => void;
}) {
  const t = useMessages('images');
  const common = useMessages('common');
  const megabytes = (file.size / (1024 * 1024)).toFixed(1);
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-ink-900 sm:flex-row sm:items-center"
    >
      <ExclamationTriangleIcon className="size-5 shrink-0 text-gold-500" aria-hidden="true" />
      <p className="flex-1">
        <strong>{t('tooLarge')}.</strong> {t('oversize', { name: file.name, size: megabytes })}
      </p>
      <div className="flex gap-2">
        <Button size="sm" onClick={onResize}>
          {t('resizeAndUpload')}
        </Button>
        <Button size="sm" variant="outline" onClick={onDismiss}>
          {common('cancel')}
        </Button>
      </div>
    </div>
  );
}
