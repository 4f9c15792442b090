import type { Page } from '@playwright/test';

/** What is wrong with the focused element, as a person would notice it; empty when nothing is. */
export interface FocusReport {
  /** Index of the element in document order, to notice when Tab has come round. */
  index: number;
  name: string;
  problems: string[];
}

/**
 * Runs in the page: checks `document.activeElement` — not covered by anything (the element found at
 * its centre is it or inside it), inside the viewport, and with a focus ring of 2 px or more whose
 * colour has a 3:1 contrast with what it is drawn on and that no ancestor clips. Undefined when no
 * element has focus (Tab has left the page).
 */
function inspectFocused(): FocusReport | undefined {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return undefined;
  const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  /** Any CSS colour as [r, g, b, a] (0–255, a 0–1), through a canvas so every syntax works. */
  const rgba = (color: string): number[] => {
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = color;
    canvas.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  /** The opaque colour behind `from`: its and its ancestors' backgrounds blended, white below. */
  const backgroundOf = (from: Element | null): number[] => {
    const layers: number[][] = [];
    for (let node = from; node; node = node.parentElement) {
      const layer = rgba(getComputedStyle(node).backgroundColor);
      if (layer[3]! > 0) layers.push(layer);
      if (layer[3] === 1) break;
    }
    return layers
      .reverse()
      .reduce(
        (below, [r, g, b, a]) => [0, 1, 2].map((i) => [r, g, b][i]! * a! + below[i]! * (1 - a!)),
        [255, 255, 255],
      );
  };
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: number[], b: number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };

  // Buttons fade their ring in (transition-colors); a person sees it once the fade has run.
  for (const animation of element.getAnimations()) animation.finish();
  const problems: string[] = [];
  const box = element.getBoundingClientRect();
  const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
  const hit = document.elementFromPoint(x, y);
  if (!hit || (hit !== element && !element.contains(hit))) {
    const by = hit
      ? `${hit.tagName.toLowerCase()}.${[...hit.classList].slice(0, 3).join('.')}`
      : 'nothing';
    problems.push(`covered at its centre by ${by}`);
  }
  if (box.left < -0.5 || box.right > innerWidth + 0.5) problems.push('partly outside the viewport');

  const style = getComputedStyle(element);
  const width = parseFloat(style.outlineWidth);
  const offset = parseFloat(style.outlineOffset);
  if (style.outlineStyle === 'none' || width < 2) {
    problems.push(`no focus ring (outline ${style.outlineStyle} ${style.outlineWidth})`);
  } else {
    // A ring drawn outside the element lies on its parent's background, an inset one on its own.
    const ring = rgba(style.outlineColor);
    const behind = backgroundOf(offset >= 0 ? element.parentElement : element);
    const ratio = contrast(ring, behind);
    if (ratio < 3) problems.push(`focus ring contrast ${ratio.toFixed(2)}:1 with its background`);
    const reach = Math.max(0, offset + width);
    const ringBox = {
      left: box.left - reach,
      right: box.right + reach,
      top: box.top - reach,
      bottom: box.bottom + reach,
    };
    for (let node = element.parentElement; node; node = node.parentElement) {
      const clip = getComputedStyle(node);
      if (clip.overflowX === 'visible' && clip.overflowY === 'visible') continue;
      if (node === document.documentElement || node === document.body) continue;
      const area = node.getBoundingClientRect();
      const inside =
        ringBox.left >= area.left - 0.5 &&
        ringBox.right <= area.right + 0.5 &&
        ringBox.top >= area.top - 0.5 &&
        ringBox.bottom <= area.bottom + 0.5;
      if (!inside) problems.push(`focus ring clipped by ${node.tagName.toLowerCase()}`);
    }
    if (ringBox.left < -0.5 || ringBox.right > innerWidth + 0.5) {
      problems.push('focus ring cut by the viewport edge');
    }
  }
  const name =
    element.getAttribute('aria-label') ??
    (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
  return {
    index: [...document.querySelectorAll('*')].indexOf(element),
    name: `${element.tagName.toLowerCase()} "${name}"`,
    problems,
  };
}

/**
 * Tabs through the whole page from its top, as a keyboard user would, and returns every focused
 * element that is covered, off screen or without a visible focus ring ('<element>: <problem>').
 * Also returns how many elements were reached, so a caller can tell the walk covered the page.
 */
export async function tabThroughPage(page: Page): Promise<{ reached: number; problems: string[] }> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const problems: string[] = [];
  const seen = new Set<number>();
  let repeats = 0;
  for (let step = 0; step < 400; step++) {
    await page.keyboard.press('Tab');
    let report = await page.evaluate(inspectFocused);
    // What a person sees a moment later counts (a ring set by script, a scroll settling, focus
    // arriving in the map's frame, which leaves the page's body focused for an instant): look
    // again for up to a second, which a smooth scroll on a busy machine can take.
    for (let look = 0; (!report || report.problems.length) && look < 8; look++) {
      await page.waitForTimeout(125);
      report = await page.evaluate(inspectFocused);
    }
    if (!report) break;
    if (report.name.startsWith('iframe')) await settleInFrame(page);
    // Tab inside an embedded map stays on its iframe for a few presses; a full round ends the walk.
    if (seen.has(report.index)) {
      if (++repeats > 20) break;
      continue;
    }
    repeats = 0;
    seen.add(report.index);
    problems.push(...report.problems.map((problem) => `${report.name}: ${problem}`));
  }
  return { reached: seen.size, problems };
}

/**
 * Lets focus that Tab moved into an embedded frame settle before the next key, as it has by a
 * person's next press. The map's frame is another site, so another renderer: the page hands focus
 * over to it, and the frame's focused control then asks the page to scroll it into view. Both are
 * messages between processes, and the request to scroll can reach the page after the next Tab has
 * already taken focus back out of the frame and scrolled to it; the page then scrolls back to the
 * frame, leaving the newly focused element off screen: a race no person's key presses are quick
 * enough to meet.
 */
async function settleInFrame(page: Page) {
  const focused = await page.evaluateHandle(() => document.activeElement);
  const frame = await focused.asElement()?.contentFrame();
  await focused.dispose();
  await frame?.waitForFunction(() => document.hasFocus(), undefined, { timeout: 5_000 });
  await page.waitForTimeout(150);
}
