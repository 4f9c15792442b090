import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { touchTarget } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

interface AuthTab {
  label: string;
  panel: ReactNode;
}

/** Which tab a key moves to from `index` of `count` (the WAI-ARIA tabs pattern), or none. */
function target(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * The Sign In / Sign Up tabs of /auth: the WAI-ARIA tabs pattern with automatic activation (one tab
 * stop; Left/Right, Home and End move to a tab and show its panel), the panel of the chosen tab
 * only. Written out rather than Headless UI's Tabs, which cost the sign-in journey about 9 KB gzip
 * the admin's first view never uses (docs/decisions.md#sign-in-tabs-without-headless-ui).
 */
export function AuthTabs({ label, tabs }: { label: string; tabs: readonly AuthTab[] }) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    const next = target(event.key, selected, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    buttons.current[next]?.focus();
  };
  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        className="mb-6 grid grid-cols-2 gap-1 rounded-lg bg-mist-100 p-1"
      >
        {tabs.map((tab, index) => (
          <button
            key={index}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            id={`${id}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-controls={index === selected ? `${id}-panel` : undefined}
            tabIndex={index === selected ? 0 : -1}
            className={cn(
              'rounded-md px-3 py-2 text-sm font-semibold text-ink-700 transition-colors hover:text-ink-900 aria-selected:bg-white aria-selected:text-ink-900 aria-selected:shadow-sm',
              touchTarget,
            )}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${selected}`}
        tabIndex={0}
      >
        {tabs[selected]?.panel}
      </div>
    </>
  );
}
