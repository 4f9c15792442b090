import { useMessages } from '../../../i18n/admin/messages.ts';

/**
 * An empty value as every History place shows it: '(empty)' ('(vacío)') in the admin's language,
 * muted and italic so it reads as the History's word, not as text typed into a field (a '—' could
 * be); plain text, read out by screen readers as it shows (docs/product.md#history-and-recovery).
 */
export function EmptyValue() {
  const t = useMessages('history');
  return <span className="text-ink-600 italic">{t('emptyValue')}</span>;
}
