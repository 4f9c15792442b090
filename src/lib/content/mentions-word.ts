import { foldedCase } from './folded.ts';

/** A letter or digit: what a word is made of, so 'Oro' is not found inside 'Oropel' or 'Toro'. */
const wordEdge = String.raw`[\p{L}\p{N}]`;

/** The words of `words` as mentionsWord seeks them: case and accents aside, split at spaces. */
const foldedWords = (words: string): string[] => {
  const folded = foldedCase(words).trim();
  return folded ? folded.split(/\s+/) : [];
};

/**
 * Whether `a` and `b` are the same words as mentionsWord reads them (case, accents and spaces
 * aside: 'Oro' and 'ORO'), so a text that says one says the other.
 */
export const sameWords = (a: string, b: string): boolean =>
  foldedWords(a).join(' ') === foldedWords(b).join(' ');

/**
 * Whether `text` says `words` as whole words, case and accents aside ('El paquete ORO' and
 * 'oro' both say 'Oro'; 'Oropel' does not). Spaces inside `words` match any run of spaces or a
 * line break. Empty `words` are said nowhere.
 */
export function mentionsWord(text: string, words: string): boolean {
  const sought = foldedWords(words);
  if (!sought.length) return false;
  const pattern = sought
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`))
    .join(String.raw`\s+`);
  return new RegExp(`(?<!${wordEdge})${pattern}(?!${wordEdge})`, 'u').test(foldedCase(text));
}
