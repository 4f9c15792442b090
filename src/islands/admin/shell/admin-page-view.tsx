import { Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import type { AdminRoute } from '../../../stores/router.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { routePages } from './route-pages.ts';

/**
 * The page for a route (route-pages.ts), or "not found" for an unknown /admin/… path; a page that
 * fails to load or render says so in its place (page-error-boundary.tsx).
 */
export function AdminPageView({ route }: { route: AdminRoute | undefined }) {
  const t = useMessages('common');
  if (!route) return <NotFoundPage />;
  const Page = routePages[route];
  return (
    <PageErrorBoundary key={route}>
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
