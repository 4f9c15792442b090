import { cn } from '../../lib/cn.ts';

/**
 * The turning sign: a whole faint ring (its track) with a darker quarter turning on it, so it reads
 * as busy, still as a ring when reduced motion stops it, never as a letter 'C'
 * (docs/decisions.md#the-publishing-sign-is-a-ring). Hidden from screen readers: the words beside
 * it say what is going on. In the current text colour unless told.
 */
export function SpinnerIcon({ className }: { className?: string }) {
  return (
    <svg
      data-spinner
      className={cn('shrink-0 animate-spin motion-reduce:animate-none', className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" />
    </svg>
  );
}

/** A turning ring with a visible text, announced politely to screen readers. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center gap-3 text-ink-600', className)}>
      <SpinnerIcon className="size-5 text-brand-600" />
      <span>{label}</span>
    </div>
  );
}
