import { ArrowPathIcon } from '@heroicons/react/24/outline';
import { Component, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { PageHeader } from './page-header.tsx';

/**
 * An admin page that fails to render says so inside the shell, with a Reload button, instead of
 * leaving the whole admin blank. Most often its code could not be downloaded: each page loads on
 * its first visit (route-pages.ts), so a dropped connection, or a tab opened before the admin was
 * deployed again (its old files are gone), fails there. The sidebar keeps working; the shell gives
 * each route a boundary of its own, so another page still opens.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
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
