import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/*
 * Forced colours (Windows High Contrast) repaint a fill as Canvas and keep only borders: the filled
 * and ghost variants get one there, as the outline variant has, so they still read as buttons (an
 * icon-only ghost button, such as the menu button, would otherwise be a bare icon).
 */
const variants = {
  default: 'bg-ink-900 text-white hover:bg-ink-700 forced-colors:border',
  outline: 'border border-mist-200 bg-white text-ink-900 hover:bg-mist-100',
  ghost: 'text-ink-900 hover:bg-mist-100 forced-colors:border',
  destructive: 'bg-red-700 text-white hover:bg-red-800 forced-colors:border',
} as const;

/**
 * A finger's target: below 1024 px (phones and tablets, touched with a finger) at least 44 × 44 px
 * (WCAG 2.5.5), from 1024 px, where a mouse points, whatever the control's own size is
 * (docs/product.md#admin-shell, "Touch targets"). Every button has it; a control that is not a
 * `Button` (a tab, a pill, a link on its own line, a field) adds it to its classes; it needs a box
 * (block, flex or inline-flex), which an inline link does not have.
 */
export const touchTarget = 'max-lg:min-h-11 max-lg:min-w-11';

/**
 * A link on a line of its own (not inside a sentence): `touchTarget` below 1024 px, and from
 * 1024 px at least 24 px tall (WCAG 2.5.8), where its line of text alone is 16 to 20 px
 * (docs/decisions.md, "Touch targets from one class"). Like `touchTarget` it needs a box (block,
 * flex or inline-flex); it only suits a control with no height of its own (a button has one).
 */
export const linkTarget = `min-h-6 min-w-6 ${touchTarget}`;

/*
 * Heights are minimums: a label longer than the room its button has (a Spanish one on a 320 px
 * phone) wraps onto a second line inside the button instead of running past the screen's edge.
 * They are a mouse's sizes: below 1024 px every size is at least `touchTarget`.
 */
const sizes = {
  default: 'min-h-10 px-4 py-2 text-sm',
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  lg: 'min-h-11 px-4 py-2 text-base',
  icon: 'size-10',
} as const;

/** The look of a button: declared once, shared by `Button` and links styled as buttons. */
export interface ButtonStyle {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

/** Classes of a button of the given variant and size, with `className` added last. */
export function buttonVariants({
  variant = 'default',
  size = 'default',
  className,
}: ButtonStyle & { className?: string | undefined } = {}): string {
  return cn(
    'inline-flex max-w-full shrink-0 items-center justify-center gap-2 rounded-md text-center font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 aria-disabled:cursor-default aria-disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    touchTarget,
    className,
  );
}

/**
 * A button; `type="button"` unless told otherwise, so it never submits a form by accident. `busy`:
 * it waits (a press does nothing, readers hear it unavailable) but keeps focus, which `disabled`
 * would drop to the page's start (docs/product.md#editors, "Keyboard focus").
 */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  busy,
  onClick,
  ...props
}: ComponentProps<'button'> & ButtonStyle & { busy?: boolean }) {
  return (
    <button
      type={type}
      className={buttonVariants({ variant, size, className })}
      aria-disabled={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...props}
    />
  );
}
