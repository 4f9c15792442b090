import { Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import type { AdminRoute } from '../../../stores/router.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { routePages } from './route-pages.ts';

/** The page for a route (route-pages.ts), or "not found" for an unknown /admin/… path. */
export function AdminPageView({ route }: { route: AdminRoute | undefined }) {
  const t = useMessages('common');
  if (!route) return <NotFoundPage />;
  const Page = routePages[route];
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <Page />
    </Suspense>
  );
}
