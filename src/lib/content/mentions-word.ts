import { foldedCase } from './folded.ts';

/** A letter or digit: what a word is made of, so 'Oro' is not found inside 'Oropel' or 'Toro'. */
const wordEdge = String.raw`[\p{L}\p{N}]`;

/**
 * Whether `text` says `words` as whole words, case and accents aside ('El paquete ORO' and
 * 'oro' both say 'Oro'; 'Oropel' does not). Spaces inside `words` match any run of spaces or a
 * line break. Empty `words` are said nowhere.
 */
export function mentionsWord(text: string, words: string): boolean {
  const sought = foldedCase(words).trim();
  if (!sought) return false;
  const pattern = sought
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`))
    .join(String.raw`\s+`);
  return new RegExp(`(?<!${wordEdge})${pattern}(?!${wordEdge})`, 'u').test(foldedCase(text));
}
