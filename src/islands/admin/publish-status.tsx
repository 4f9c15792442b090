import { ExclamationTriangleIcon, QuestionMarkCircleIcon } from '@heroicons/react/20/solid';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import {
  $publishStatus,
  publishNow,
  type PublishState,
  type PublishStatus as Status,
} from '../../stores/publish.ts';

const labels: Record<PublishState, string> = {
  checking: 'Checking…',
  live: 'Live',
  publishing: 'Publishing…',
  delayed: 'Publish delayed',
  unknown: 'Status unknown',
};

const looks: Record<PublishState, string> = {
  checking: 'border-mist-200 bg-mist-50 text-ink-700',
  live: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  publishing: 'border-sky-200 bg-sky-50 text-sky-900',
  delayed: 'border-amber-300 bg-amber-50 text-amber-900',
  unknown: 'border-mist-200 bg-mist-50 text-ink-700',
};

/** What the pill's tooltip and screen-reader text say beyond its label. */
function details({ state, siteRevision, databaseRevision, since, error }: Status): string {
  const parts: string[] = [];
  if (siteRevision !== undefined && databaseRevision !== undefined) {
    parts.push(`Site revision ${siteRevision}, database revision ${databaseRevision}.`);
  }
  if (state !== 'live' && since !== undefined) {
    parts.push(`Behind since ${new Date(since).toLocaleTimeString()}.`);
  }
  if (state === 'unknown' && error) parts.push(error);
  else if (error) parts.push(`The last build failed: ${error}`);
  else if (state === 'delayed') parts.push('The build hook or the build may have failed.');
  return parts.join(' ');
}

function Indicator({ state }: { state: PublishState }) {
  if (state === 'live') return <span className="size-2 rounded-full bg-emerald-600" />;
  if (state === 'delayed') return <ExclamationTriangleIcon className="size-4 text-amber-700" />;
  if (state === 'unknown') return <QuestionMarkCircleIcon className="size-4" />;
  return (
    <span className="size-3 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" />
  );
}

/**
 * The header's publish status (docs/architecture.md#publish-loop): Live, Publishing… or Publish
 * delayed, with the revisions and the last build error in its tooltip, and Publish now while the
 * site lags.
 */
export function PublishStatus() {
  const status = useStore($publishStatus);
  const [sending, setSending] = useState(false);
  const info = details(status);

  const publish = async () => {
    setSending(true);
    try {
      const revision = await publishNow();
      toast.success(`Publishing revision ${revision}…`);
    } catch (error) {
      toast.error(`Publish failed: ${(error as Error).message}`);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex items-center gap-2">
      <p
        role="status"
        title={info || undefined}
        data-state={status.state}
        className={cn(
          'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-xs font-semibold whitespace-nowrap',
          looks[status.state],
        )}
      >
        <span aria-hidden="true" className="inline-flex">
          <Indicator state={status.state} />
        </span>
        {labels[status.state]}
        {info ? <span className="sr-only"> {info}</span> : null}
      </p>
      {status.state === 'delayed' ? (
        <Button variant="outline" size="sm" onClick={publish} disabled={sending}>
          {sending ? 'Publishing…' : 'Publish now'}
        </Button>
      ) : null}
    </div>
  );
}
