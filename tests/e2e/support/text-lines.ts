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

/**
 * The words of `locator` as they read on screen, spaces collapsed: its text but what is hidden or
 * for screen readers only (in an element clipped to a 1 px box), such as a button's whole name
 * beside its one shown word.
 */
export function shownText(locator: Locator): Promise<string> {
  return locator.evaluate((root) => {
    const shown = (element: Element): boolean => {
      const box = element.getBoundingClientRect();
      if ((box.width <= 1 && box.height <= 1) || !element.checkVisibility()) return false;
      return element === root || !element.parentElement || shown(element.parentElement);
    };
    let text = '';
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (shown(node.parentElement!)) text += node.textContent;
    }
    return text.replace(/\s+/g, ' ').trim();
  });
}

/** A line break inside `text` between the characters `before` and `after` (the next line from `at`). */
export interface LineBreak {
  text: string;
  at: number;
  before: string;
  after: string;
}

/**
 * Where the text of each element `locator` matches wraps onto a new line: the character that ends
 * a line and the one that starts the next (a break before a space is skipped: it is the space's;
 * so is one between the texts of two elements, such as a label's line and the block under it).
 */
export function lineBreaks(locator: Locator): Promise<LineBreak[]> {
  return locator.evaluateAll((elements) =>
    elements.flatMap((element) => {
      // Each character of the element's text (textContent's, in order) with the line it is on.
      const chars: { char: string; top: number; node: Node }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.textContent!.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          chars.push({ char: node.textContent![i]!, top: range.getBoundingClientRect().top, node });
        }
      }
      const text = element.textContent!;
      const out: { text: string; at: number; before: string; after: string }[] = [];
      for (let i = 1; i < chars.length; i++) {
        const [before, after] = [chars[i - 1]!, chars[i]!];
        if (
          !after.char.trim() ||
          after.node.parentElement !== before.node.parentElement ||
          after.top - before.top < 4
        ) {
          continue;
        }
        out.push({ text, at: i, before: before.char, after: after.char });
      }
      return out;
    }),
  );
}

/** Whether a line break splits a word (a letter or digit on both sides). */
export const insideWord = ({ before, after }: LineBreak): boolean =>
  /[\p{L}\p{N}]/u.test(before) && /[\p{L}\p{N}]/u.test(after);
