/**
 * An empty value as the admin shows it: `text`, the word of the namespace that shows it ('(empty)',
 * '(vacío)': `history`'s in every History place, `editor`'s under a field after 'Load their
 * version'), muted and italic so it reads as the admin's word, not as text typed into a field (a
 * '—' could be); plain text, read out by screen readers as it shows
 * (docs/product.md#history-and-recovery).
 */
export function EmptyValue({ text }: { text: string }) {
  return <span className="text-ink-600 italic">{text}</span>;
}
