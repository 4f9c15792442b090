import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A bordered white panel grouping one piece of a page. */
export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      className={cn('rounded-xl border border-mist-200 bg-white shadow-sm', className)}
      {...props}
    />
  );
}

/** The top of a card: its title, description and an optional icon on the right. */
export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 p-5 pb-3', className)} {...props} />;
}

/** A card's title; a heading, so cards can be found by name. Its size is the text's (base). */
export function CardTitle({ className, children, ...props }: ComponentProps<'h2'>) {
  return (
    <h2 className={cn('font-semibold text-ink-900', className)} {...props}>
      {children}
    </h2>
  );
}

/** A card's one-line explanation under its title. */
export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-ink-600', className)} {...props} />;
}

/** The body of a card. */
export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-5 pt-0', className)} {...props} />;
}
