import type { Locator } from '@playwright/test';

/** A line of text as it shows on screen: its first and last visible characters. */
export interface ShownLine {
  first: string;
  last: string;
}

/**
 * The visible text of `locator` as the lines it wraps into on screen (characters grouped by their
 * vertical middle, in the order they appear), skipping text for screen readers only (clipped to a
 * 1 px box) and hidden text.
 */
export function shownLines(locator: Locator): Promise<ShownLine[]> {
  return locator.evaluate((root) => {
    const chars: { middle: number; left: number; char: string }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      const box = parent.getBoundingClientRect();
      if ((box.width <= 1 && box.height <= 1) || !parent.checkVisibility()) continue;
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        if (!text[i]!.trim()) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        chars.push({ middle: rect.top + rect.height / 2, left: rect.left, char: text[i]! });
      }
    }
    const lines: (typeof chars)[] = [];
    for (const char of chars) {
      const line = lines.find((l) => Math.abs(l[0]!.middle - char.middle) < 6);
      if (line) line.push(char);
      else lines.push([char]);
    }
    return lines.map((line) => {
      const byLeft = [...line].sort((a, b) => a.left - b.left);
      return { first: byLeft[0]!.char, last: byLeft.at(-1)!.char };
    });
  });
}
