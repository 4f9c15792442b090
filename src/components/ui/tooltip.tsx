import { useState, type CSSProperties, type ReactNode } from 'react';

/**
 * Shows `content` beside its trigger on hover and on keyboard focus (`:focus-visible`: not when a
 * tap or a closing dialog put the focus there); Escape hides it (WCAG 1.4.13), and so does using
 * the trigger (a click or a tap), until the pointer or the focus comes back. It sits on the side
 * of the trigger with more room, and a label longer than that room wraps instead of leaving the
 * screen.
 * The trigger keeps its own accessible name; the tooltip only repeats it for sighted users, so it
 * is not wired as a description (a screen reader would read the name twice).
 */
export function Tooltip({
  content,
  enabled = true,
  children,
}: {
  content: string;
  enabled?: boolean;
  children: ReactNode;
}) {
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const show = (target: HTMLElement) => {
    if (!enabled) return;
    const rect = target.getBoundingClientRect();
    const top = rect.top + rect.height / 2;
    const right = innerWidth - rect.right;
    // Fixed, so a scrolling sidebar cannot clip it; flush with the trigger (the gap is padding) so
    // the pointer can move onto it without it vanishing.
    setPosition(
      right >= rect.left
        ? { left: rect.right, top, maxWidth: right - 8, paddingLeft: 6 }
        : { right: innerWidth - rect.left, top, maxWidth: rect.left - 8, paddingRight: 6 },
    );
  };
  const hide = () => setPosition(null);

  return (
    // The handlers catch events bubbling from the focusable trigger inside; the div itself is inert.
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions
    <div
      className="relative"
      onPointerEnter={(event) => show(event.currentTarget)}
      onPointerLeave={hide}
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) show(event.currentTarget);
      }}
      onBlur={hide}
      // Used, the button has said what it does: its tooltip must not stay over its neighbours.
      onClick={hide}
      onKeyDown={(event) => {
        // Only an open tooltip takes Escape; otherwise it belongs to a dialog around the trigger.
        if (event.key === 'Escape' && enabled && position) {
          event.stopPropagation();
          hide();
        }
      }}
    >
      {children}
      {enabled && position ? (
        <span role="tooltip" style={position} className="fixed z-50 w-max -translate-y-1/2">
          <span className="block rounded-md bg-ink-900 px-2.5 py-1.5 text-sm font-medium text-white shadow-lg">
            {content}
          </span>
        </span>
      ) : null}
    </div>
  );
}
