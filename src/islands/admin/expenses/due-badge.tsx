import { Badge } from '../../../components/ui/badge.tsx';
import type { DueStatus } from '../../../lib/expenses/due-status.ts';

/** "Overdue" (red) or "Due soon" (amber) beside a next due date; nothing otherwise. */
export function DueBadge({ status }: { status: DueStatus }) {
  if (status === 'overdue') return <Badge variant="danger">Overdue</Badge>;
  if (status === 'due-soon') return <Badge variant="warning">Due soon</Badge>;
  return null;
}
