import { ArrowPathIcon } from '@heroicons/react/24/outline';
import { Component, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { PageHeader } from './page-header.tsx';

interface BoundaryProps {
  children: ReactNode;
  /** What shows instead of `children` once they failed; `retry` renders them again. */
  failed: (retry: () => void) => ReactNode;
  /** Runs before a retry renders the children again (lazy-part.tsx: a new download). */
  onRetry?: () => void;
}

/**
 * The admin's one error boundary: a part that fails to render (most often because its code could
 * not be downloaded: docs/architecture.md#lazy-parts) shows `failed` in its place, and the rest of
 * the admin, any open dialog's input with it, stays.
 */
export class ErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.failed(this.retry) : this.props.children;
  }
}

/**
 * An admin page that fails to render says so inside the shell, with a Reload button, instead of
 * leaving the whole admin blank. Most often its code could not be downloaded: each page loads on
 * its first visit (route-pages.ts), so a dropped connection, or a tab opened before the admin was
 * deployed again (its old files are gone), fails there. The sidebar keeps working; the shell gives
 * each route a boundary of its own, so another page still opens.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary failed={() => <PageFailed />}>{children}</ErrorBoundary>;
}

function PageFailed() {
  const t = useMessages('shell');
  return (
    <>
      <PageHeader title={t('pageFailed')} description={t('pageFailedNote')} />
      <Button variant="outline" onClick={() => window.location.reload()}>
        <ArrowPathIcon aria-hidden="true" />
        {t('reload')}
      </Button>
    </>
  );
}
