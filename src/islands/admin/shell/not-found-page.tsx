import { ArrowLeftIcon } from '@heroicons/react/24/outline';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { adminPaths } from '../../../stores/router.ts';
import { PageHeader } from './page-header.tsx';

/** An /admin/… path that is no admin page, shown inside the shell so the sidebar still helps. */
export function NotFoundPage() {
  const t = useMessages('shell');
  return (
    <>
      <PageHeader title={t('notFound')} description={t('notFoundNote')} />
      <a href={adminPaths.overview} className={buttonVariants({ variant: 'outline' })}>
        <ArrowLeftIcon aria-hidden="true" />
        {t('backToDashboard')}
      </a>
    </>
  );
}
