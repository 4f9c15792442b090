import { Badge } from '../../../components/ui/badge.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';

/** The badge of a row's Active switch: Active or Inactive. */
export function ActiveBadge({ active }: { active: boolean }) {
  const t = useMessages('editor');
  return (
    <Badge variant={active ? 'default' : 'outline'}>{active ? t('active') : t('inactive')}</Badge>
  );
}
