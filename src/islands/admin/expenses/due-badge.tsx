import { Badge } from '../../../components/ui/badge.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import type { DueStatus } from '../../../lib/expenses/due-status.ts';

/** "Overdue" (red) or "Due soon" (amber) beside a next due date; nothing otherwise. */
export function DueBadge({ status }: { status: DueStatus }) {
  const t = useMessages('expenses');
  if (status === 'overdue') return <Badge variant="danger">{t('overdue')}</Badge>;
  if (status === 'due-soon') return <Badge variant="warning">{t('dueSoon')}</Badge>;
  return null;
}
