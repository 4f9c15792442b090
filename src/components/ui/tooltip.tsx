import { useState, type CSSProperties, type ReactNode } from 'react';

/**
 * Shows `content` beside its trigger on hover and on keyboard focus; Escape hides it (WCAG 1.4.13),
 * and so does using the trigger (a click or a tap), until the pointer or the focus comes back.
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
    // Fixed, so a scrolling sidebar cannot clip it; flush with the trigger (the gap is padding) so
    // the pointer can move onto it without it vanishing.
    setPosition({ left: rect.right, top: rect.top + rect.height / 2 });
  };
  const hide = () => setPosition(null);

  return (
    // The handlers catch events bubbling from the focusable trigger inside; the div itself is inert.
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions
    <div
      className="relative"
      onPointerEnter={(event) => show(event.currentTarget)}
      onPointerLeave={hide}
      onFocus={(event) => show(event.currentTarget)}
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
        <span role="tooltip" style={position} className="fixed z-50 -translate-y-1/2 pl-1.5">
          <span className="block rounded-md bg-ink-900 px-2.5 py-1.5 text-sm font-medium whitespace-nowrap text-white shadow-lg">
            {content}
          </span>
        </span>
      ) : null}
    </div>
  );
}
