import { Badge } from '../../../components/ui/badge.tsx';

/** The badge of a row's Active switch: Active or Inactive. */
export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge variant={active ? 'default' : 'outline'}>{active ? 'Active' : 'Inactive'}</Badge>;
}
