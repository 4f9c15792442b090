import { useMessages } from '../../i18n/admin/messages.ts';
import { cn } from '../../lib/cn.ts';

/** Where a read failed: what could not be loaded, why, and what to do about it. */
export function LoadFailed({
  what,
  message,
  className,
}: {
  /** What was read, as the sentence names it. */
  what: 'counts' | 'list' | 'images' | 'admins' | 'requests' | 'history';
  message: string;
  className?: string;
}) {
  const t = useMessages('common');
  return (
    <p
      role="alert"
      className={cn(
        'rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800',
        className,
      )}
    >
      {t('loadFailed', { what: t(`what.${what}`), message })}
    </p>
  );
}
