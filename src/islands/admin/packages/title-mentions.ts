import { mentionsWord } from '../../../lib/content/mentions-word.ts';
import type { Language } from '../../../lib/data/entries.ts';
import type { LandingText, LandingTextKind } from '../../../lib/data/landing-texts.ts';

/** Where a title is still written: one part of a package, or how many entries of an editor. */
export interface TitleMention {
  kind: LandingTextKind;
  /** Entries of that kind saying it (1 for a package's part). */
  count: number;
  /** The package whose part it is, by its title in that language. */
  owner?: string;
}

/**
 * Where `title` is still written in `language` as a whole word, case and accents aside
 * (docs/product.md#editors), in the landing's order: each other package's label, description and
 * features, and of every other kind how many entries say it. The package being edited
 * (`editedKey`) is left out: its texts are in the same dialog.
 */
export function titleMentions(
  texts: readonly LandingText[],
  language: Language,
  title: string,
  editedKey: string,
): TitleMention[] {
  const found: TitleMention[] = [];
  const counted = new Set<string>();
  for (const { kind, entryKey, owner, text, ...rest } of texts) {
    if (rest.language !== language || !mentionsWord(text, title)) continue;
    if (kind.startsWith('package')) {
      if (entryKey !== editedKey) found.push({ kind, count: 1, owner });
      continue;
    }
    if (counted.has(`${kind}/${entryKey}`)) continue;
    counted.add(`${kind}/${entryKey}`);
    const place = found.find((mention) => mention.kind === kind);
    if (place) place.count += 1;
    else found.push({ kind, count: 1 });
  }
  return found;
}
