import type { Locator } from '@playwright/test';

/**
 * Every control in `scope` smaller than `least` × `least` px (44, a finger's; 24 from 1024 px, a
 * mouse's, WCAG 2.5.8), with its size, by its name.
 */
export function smallTargets(scope: Locator, least = 44) {
  return scope.evaluate((root, least) => {
    const out: string[] = [];
    const controls = root.querySelectorAll<HTMLElement>(
      'button, a[href], select, input:not([type="hidden"]), textarea, [role="tab"], [role="menuitem"]',
    );
    for (const control of controls) {
      // Keyboard-only (the skip link until focused) or hidden: not a finger's target.
      if (!control.checkVisibility({ visibilityProperty: true }) || control.closest('.sr-only')) {
        continue;
      }
      // A link inside a sentence (text beside it in its parent) is WCAG 2.5.5's inline exception.
      const inline =
        control.tagName === 'A' &&
        [...(control.parentElement?.childNodes ?? [])].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
      if (inline) continue;
      // A check box or radio's target is its label, which it sits in; a switch's, its label and
      // itself (their parent), as a press on the label toggles it.
      const target =
        control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)
          ? (control.closest('label') ?? control)
          : control.getAttribute('role') === 'switch'
            ? control.parentElement!
            : control;
      const box = target.getBoundingClientRect();
      if (box.width >= least - 0.5 && box.height >= least - 0.5) continue;
      const name = (
        control.getAttribute('aria-label') ||
        control.textContent ||
        control.getAttribute('name') ||
        control.id
      )
        .trim()
        .slice(0, 50);
      out.push(
        `${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
    }
    return [...new Set(out)];
  }, least);
}
