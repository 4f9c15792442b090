import type { AdminRoute } from '../../../stores/router.ts';
import { adminPages } from '../admin-nav.ts';
import { OverviewPage } from '../overview/overview-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PlaceholderPage } from './placeholder-page.tsx';

/** The page for a route: the editors plug in here as they land; the rest show a placeholder. */
export function AdminPageView({ route }: { route: AdminRoute | undefined }) {
  if (!route) return <NotFoundPage />;
  if (route === 'overview') return <OverviewPage />;
  return <PlaceholderPage item={adminPages[route]} />;
}
