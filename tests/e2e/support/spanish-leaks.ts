/**
 * The Spanish admin's leak scan (docs/architecture.md#admin-language): every UI text a Spanish
 * admin page shows — text, and the aria-label, title and placeholder of visible elements, open
 * dialogs included — must not be English. Owner content is not UI text: elements inside
 * `[lang]:not([lang^=es])` (content known to be English) or `[translate=no]` (names, e-mails) and
 * form field values are skipped.
 *
 * A text leaks when it is an English dictionary value (src/i18n/admin/en/*.ts) whose Spanish value
 * differs (a whole text, or a phrase of two words or more inside one; `{placeholders}` match
 * anything), or when it holds a word of the short list of English UI words below (hard-coded
 * English that never went through a dictionary).
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';

type Messages = Record<string, string>;

const dictionaries = fileURLToPath(new URL('../../../src/i18n/admin/', import.meta.url));

async function loadLanguage(lang: 'en' | 'es'): Promise<Map<string, Messages>> {
  const files = readdirSync(`${dictionaries}${lang}`).filter((file) => file.endsWith('.ts'));
  const entries = await Promise.all(
    files.map(async (file) => {
      const module = (await import(pathToFileURL(`${dictionaries}${lang}/${file}`).href)) as {
        default: Messages;
      };
      return [file.replace(/\.ts$/, ''), module.default] as const;
    }),
  );
  return new Map(entries);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

interface Pattern {
  /** `namespace.key` of the English text. */
  key: string;
  /** Matches a whole text equal to the English value. */
  whole: RegExp;
  /** Matches the value inside a longer text (phrases of two words or more only). */
  inside?: RegExp;
}

/** A template's `{placeholders}` as "anything", the rest literally. */
function templateSource(value: string): string {
  return normalize(value)
    .split(/\{\w+\}/)
    .map(escape)
    .join('.+?');
}

/** Spanish values (and templates) that a text may equal: never flagged by the word list. */
interface Vocabulary {
  english: Pattern[];
  spanish: RegExp[];
}

let vocabulary: Promise<Vocabulary> | undefined;

function loadVocabulary(): Promise<Vocabulary> {
  vocabulary ??= (async () => {
    const [en, es] = await Promise.all([loadLanguage('en'), loadLanguage('es')]);
    const spanishValues = new Set(
      [...es.values()].flatMap((messages) => Object.values(messages).map(normalize)),
    );
    const english: Pattern[] = [];
    for (const [ns, messages] of en) {
      for (const [key, value] of Object.entries(messages)) {
        const text = normalize(value);
        const spanish = es.get(ns)?.[key];
        if (spanish !== undefined && normalize(spanish) === text) continue; // same in both
        if (spanishValues.has(text)) continue; // a Spanish text elsewhere ("Email", "Total")
        // A template that is mostly placeholders ("{name} ({email})") says nothing about language.
        const literal = text.replace(/\{\w+\}/g, '');
        if ((literal.match(/\p{L}/gu) ?? []).length < 3) continue;
        const source = templateSource(text);
        english.push({
          key: `${ns}.${key}`,
          whole: new RegExp(`^${source}$`, 'u'),
          inside: /\p{L}+[^\p{L}]+\p{L}+/u.test(literal)
            ? new RegExp(`(?<![\\p{L}\\p{N}])${source}(?![\\p{L}\\p{N}])`, 'u')
            : undefined,
        });
      }
    }
    const spanish = [...spanishValues].map((text) => new RegExp(`^${templateSource(text)}$`, 'u'));
    return { english, spanish };
  })();
  return vocabulary;
}

/**
 * English UI words that have no business on a Spanish page (whole words, any case). Tuned not to
 * catch Spanish: no word here is also Spanish ("No", "Total", "Error", "Admin" are left out).
 */
const englishWords = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[
    'save',
    'saving',
    'saved',
    'cancel',
    'edit',
    'delete',
    'deleted',
    'add',
    'loading',
    'sign in',
    'sign out',
    'signed in',
    'close',
    'back',
    'settings',
    'publish',
    'published',
    'publishing',
    'history',
    'restore',
    'undo',
    'active',
    'inactive',
    'search',
    'upload',
    'remove',
    'confirm',
    'submit',
    'update',
    'updated',
    'create',
    'retry',
    'reload',
    'try again',
    'show',
    'hide',
    'next',
    'previous',
    'password',
    'required',
    'optional',
    'change',
    'changes',
    'overview',
    'bookings?',
    'expenses?',
    'images?',
    'toggle',
    'sidebar',
    'view',
    'open',
    'could not',
    'cannot',
    'the',
    'and',
    'your',
    'with',
    'this',
    'from',
  ].join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);

/** What the page shows as UI: leaf texts (each text node) and element texts (whole elements). */
interface Collected {
  leaves: { text: string; where: string }[];
  elements: { text: string; where: string }[];
}

/** Runs in the page: collects the visible UI texts under `root`. */
function collectTexts(root: Element | null, withTitle: boolean): Collected {
  const leaves: Collected['leaves'] = [];
  const elements: Collected['elements'] = [];
  const html = document.documentElement;
  const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

  const describe = (element: Element): string => {
    const parts: string[] = [];
    for (let at: Element | null = element; at && at !== html && parts.length < 4;) {
      const role = at.getAttribute('role');
      const label = at.getAttribute('aria-label');
      const id = at.id ? `#${at.id}` : '';
      parts.unshift(
        `${at.tagName.toLowerCase()}${id}${role ? `[role=${role}]` : ''}${label ? `[aria-label="${label}"]` : ''}`,
      );
      at = at.parentElement;
    }
    return parts.join(' > ');
  };

  /** Owner content or not shown: its subtree is not the UI's. */
  const skipped = (element: Element): boolean => {
    if (element !== html && element.hasAttribute('lang')) {
      const lang = element.getAttribute('lang') ?? '';
      if (!lang.toLowerCase().startsWith('es')) return true;
    }
    if (element.getAttribute('translate') === 'no') return true;
    const tag = element.tagName;
    if (tag === 'SCRIPT' || tag === 'STYLE' || tag === 'TEMPLATE' || tag === 'NOSCRIPT')
      return true;
    if (tag === 'TEXTAREA' || tag === 'svg') return true; // a field's value; icons
    // `display: contents` (an astro-island) has no box of its own but shows its children.
    if (getComputedStyle(element).display === 'contents') return false;
    return !element.checkVisibility({ checkVisibilityCSS: true, checkOpacity: false });
  };

  const attributes = ['aria-label', 'title', 'placeholder', 'aria-roledescription'];

  /** The element's visible text (its kept subtree), collecting leaves and attributes on the way. */
  const walk = (element: Element): string => {
    if (skipped(element)) return '';
    for (const name of attributes) {
      const value = element.getAttribute(name);
      if (value?.trim())
        leaves.push({ text: squash(value), where: `${describe(element)} @${name}` });
    }
    if (
      element instanceof HTMLInputElement &&
      ['button', 'submit', 'reset'].includes(element.type) &&
      element.value.trim()
    ) {
      leaves.push({ text: squash(element.value), where: describe(element) });
    }
    let text = '';
    for (const child of element.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        const value = squash(child.textContent ?? '');
        if (value) leaves.push({ text: value, where: describe(element) });
        text += child.textContent ?? '';
      } else if (child instanceof Element) {
        const inner = walk(child);
        const block = getComputedStyle(child).display;
        text += block === 'inline' || block === 'contents' ? inner : ` ${inner} `;
      }
    }
    const whole = squash(text);
    if (whole && whole.length <= 400) elements.push({ text: whole, where: describe(element) });
    return text;
  };

  walk(root ?? document.body);
  if (withTitle && document.title.trim()) {
    leaves.push({ text: squash(document.title), where: 'document.title' });
  }
  return { leaves, elements };
}

/** Every English UI text shown in `scope` (default: the whole page and its title), one per line. */
export async function findEnglish(page: Page, scope?: Locator): Promise<string[]> {
  const { english, spanish } = await loadVocabulary();
  const collected = scope
    ? await scope.evaluate(collectTexts, false)
    : await page.locator('body').evaluate(collectTexts, true);
  const leaks = new Set<string>();
  const isSpanish = (text: string) => spanish.some((pattern) => pattern.test(text));
  // Elements come innermost first: a text found in one is reported there, not in its ancestors.
  const found = new Set<string>();
  for (const [index, { text, where }] of [...collected.leaves, ...collected.elements].entries()) {
    const leaf = index < collected.leaves.length;
    const pattern = english.find((p) => p.whole.test(text) || p.inside?.test(text));
    if (!pattern || (!leaf && found.has(pattern.key))) continue;
    found.add(pattern.key);
    leaks.add(`"${text.slice(0, 100)}" is ${pattern.key} (${where})`);
  }
  for (const { text, where } of collected.leaves) {
    const word = englishWords.exec(text);
    if (word && !isSpanish(text)) {
      leaks.add(`"${text.slice(0, 100)}" has the English word "${word[0]}" (${where})`);
    }
  }
  return [...leaks];
}

/** Fails listing every English UI text shown in `scope` (default: the whole page and its title). */
export async function expectNoEnglish(page: Page, scope?: Locator): Promise<void> {
  const leaks = await findEnglish(page, scope);
  expect(leaks, `English UI texts on ${page.url()}`).toEqual([]);
}
