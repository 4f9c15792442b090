import { ArrowPathIcon } from '@heroicons/react/24/outline';
import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { PageHeader } from './page-header.tsx';
import { focusPageTitle } from './use-page-change.ts';

/** The parts whose download failed, each with what makes it download again. */
const failedParts = new Set<() => void>();

/** Makes every part whose download failed download again the next time it renders. */
export function retryFailedParts(): void {
  for (const renew of failedParts) renew();
  failedParts.clear();
}

/**
 * A component whose code loads on its first render (its own chunk), shown inside a `LazyPart`.
 * Unlike a bare `React.lazy`, which keeps a failed download's error for good, a failed one is
 * downloaded again after `retryFailedParts()` (the Retry of `LazyPart`): see
 * docs/architecture.md#lazy-parts.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let current: ComponentType<Props>;
  const renew = () => {
    current = lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedParts.add(renew);
          throw error;
        },
      ),
    );
  };
  renew();
  return function Part(props: Props) {
    return createElement(current, props);
  };
}

/**
 * Where a `lazyPart` is shown: `loading` while its code downloads; if that fails (the connection
 * dropped, or the admin was deployed again and its old files are gone), `failed` in its place (by
 * default a short note in the admin's language with a Retry that downloads it again), and the rest
 * of the page, any open dialog's input with it, stays.
 */
export function LazyPart({
  children,
  loading = null,
  failed = (retry) => <PartFailed onRetry={retry} />,
}: {
  children: ReactNode;
  loading?: ReactNode;
  failed?: (retry: () => void) => ReactNode;
}) {
  return (
    <ErrorBoundary failed={failed} onRetry={retryFailedParts}>
      <Suspense fallback={loading}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** The default of `LazyPart`'s `failed`: says the part could not be loaded, with a Retry. */
export function PartFailed({ onRetry }: { onRetry: () => void }) {
  const t = useMessages('common');
  return (
    <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
      <span>{t('partFailed')}</span>
      <RetryButton onRetry={onRetry} />
    </div>
  );
}

/**
 * The `failed` of a route's page (admin-page-view.tsx): the page's place says, as its title, that
 * the page could not be loaded, with the Retry of every part. Focus goes to the title of what
 * Retry brings (the page, or this note again), as after a page change.
 */
export function PageFailed({ onRetry }: { onRetry: () => void }) {
  const t = useMessages('shell');
  return (
    <div role="alert">
      <PageHeader title={t('pageFailed')} description={t('pageFailedNote')} />
      <RetryButton
        onRetry={() => {
          const shown = document.getElementById('admin-page-title');
          onRetry();
          focusPageTitle(shown);
        }}
      />
    </div>
  );
}

/** Downloads the parts that failed again and shows them (see `LazyPart`). */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  const t = useMessages('common');
  return (
    <Button variant="outline" size="sm" onClick={onRetry}>
      <ArrowPathIcon aria-hidden="true" />
      {t('retry')}
    </Button>
  );
}
