import { ArrowLeftIcon } from '@heroicons/react/24/outline';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { adminPaths } from '../../../stores/router.ts';
import { PageHeader } from './page-header.tsx';

/** An /admin/… path that is no admin page, shown inside the shell so the sidebar still helps. */
export function NotFoundPage() {
  return (
    <>
      <PageHeader
        title="Page not found"
        description="There is no admin page at this address. Pick a page in the sidebar."
      />
      <a href={adminPaths.overview} className={buttonVariants({ variant: 'outline' })}>
        <ArrowLeftIcon aria-hidden="true" />
        Back to Dashboard
      </a>
    </>
  );
}
