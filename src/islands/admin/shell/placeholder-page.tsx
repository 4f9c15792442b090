import { ArrowLeftIcon } from '@heroicons/react/24/outline';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { adminPaths } from '../../../stores/router.ts';
import type { AdminNavItem } from '../admin-nav.ts';
import { PageHeader } from './page-header.tsx';

/** A page whose editor is not built yet: its title, its description and a way back. */
export function PlaceholderPage({ item }: { item: AdminNavItem }) {
  return (
    <>
      <PageHeader title={item.label} description={item.description} />
      <a href={adminPaths.overview} className={buttonVariants({ variant: 'outline' })}>
        <ArrowLeftIcon aria-hidden="true" />
        Back to Dashboard
      </a>
    </>
  );
}
