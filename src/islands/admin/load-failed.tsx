import { cn } from '../../lib/cn.ts';

/** Where a read failed: what could not be loaded, why, and what to do about it. */
export function LoadFailed({
  what,
  message,
  className,
}: {
  /** What was read, as the sentence names it: 'list', 'images', 'counts'. */
  what: string;
  message: string;
  className?: string;
}) {
  return (
    <p
      role="alert"
      className={cn(
        'rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800',
        className,
      )}
    >
      The {what} could not be loaded: {message}. Reload the page to try again.
    </p>
  );
}
