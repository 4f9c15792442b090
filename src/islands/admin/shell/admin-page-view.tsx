import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import type { AdminRoute } from '../../../stores/router.ts';
import { LazyPart, PageFailed } from './lazy-part.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { routePages } from './route-pages.ts';

/**
 * The page for a route (route-pages.ts), or "not found" for an unknown /admin/… path. A page is a
 * lazy part (docs/architecture.md#lazy-parts): one that fails to load or render says so in the
 * page's place, with a Retry; the sidebar keeps working, and each route has a place of its own, so
 * another page still opens.
 */
export function AdminPageView({ route }: { route: AdminRoute | undefined }) {
  const t = useMessages('common');
  if (!route) return <NotFoundPage />;
  const Page = routePages[route];
  return (
    <LazyPart
      key={route}
      loading={<Spinner label={t('loading')} />}
      failed={(retry) => <PageFailed onRetry={retry} />}
    >
      <Page />
    </LazyPart>
  );
}
