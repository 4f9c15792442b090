import { Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { AdminRoute } from '../../../stores/router.ts';
import { adminPages } from '../admin-nav.ts';
import { OverviewPage } from '../overview/overview-page.tsx';
import { editorPages } from './editor-pages.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { PlaceholderPage } from './placeholder-page.tsx';

/** The page for a route: the editors plug in via editor-pages.ts; the rest show a placeholder. */
export function AdminPageView({ route }: { route: AdminRoute | undefined }) {
  if (!route) return <NotFoundPage />;
  if (route === 'overview') return <OverviewPage />;
  const Editor = editorPages[route];
  if (Editor) {
    return (
      <Suspense fallback={<Spinner label="Loading..." />}>
        <Editor />
      </Suspense>
    );
  }
  return <PlaceholderPage item={adminPages[route]} />;
}
