import { useMessages } from '../../../i18n/admin/messages.ts';
import { withContent } from './with-content.tsx';

/**
 * An entry's button's name for screen readers, the editor's text with the entry's label in it
 * ('Edit “Gold”', 'Move “Gold” up'); hidden on screen, where an icon or a word stands for it.
 */
export function ButtonName({
  text,
  label,
}: {
  text: 'editLabel' | 'deleteLabel' | 'moveUp' | 'moveDown';
  label: string;
}) {
  const t = useMessages('editor');
  return (
    <span className="sr-only">{withContent((content) => t(text, { label: content }), label)}</span>
  );
}
