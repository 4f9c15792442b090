import {
  ExclamationTriangleIcon,
  InformationCircleIcon,
  QuestionMarkCircleIcon,
} from '@heroicons/react/20/solid';
import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $adminLanguage, type AdminLanguage } from '../../i18n/admin/language.ts';
import { useMessages, type Translate } from '../../i18n/admin/messages.ts';
import { adminTime } from '../../lib/business-time.ts';
import { cn } from '../../lib/cn.ts';
import {
  $publishStatus,
  type PublishState,
  type PublishStatus as Status,
} from '../../stores/publish.ts';

// Only a site that lags needs these: they load then, not with every admin page's first view.
const PublishCountdown = lazy(() =>
  import('./publish-countdown.tsx').then((module) => ({ default: module.PublishCountdown })),
);
const PublishNowButton = lazy(() =>
  import('./publish-now-button.tsx').then((module) => ({ default: module.PublishNowButton })),
);

const looks: Record<PublishState, string> = {
  checking: 'border-mist-200 bg-mist-50 text-ink-700',
  live: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  scheduled: 'border-sky-200 bg-sky-50 text-sky-900',
  publishing: 'border-sky-200 bg-sky-50 text-sky-900',
  paused: 'border-amber-300 bg-amber-50 text-amber-900',
  delayed: 'border-amber-300 bg-amber-50 text-amber-900',
  unknown: 'border-mist-200 bg-mist-50 text-ink-700',
};

/** States that offer Publish now: the site lags and a deploy would bring it up to date. */
const offersPublishNow: ReadonlySet<PublishState> = new Set(['scheduled', 'paused', 'delayed']);

/** What the pill's tooltip and screen-reader text say beyond its label (no revision numbers). */
function details(
  t: Translate<'shell'>,
  lang: AdminLanguage,
  { state, since, error }: Status,
): string {
  const parts: string[] = [];
  if (state !== 'live' && since !== undefined) {
    parts.push(t('status.behind', { time: adminTime(since, 'time', lang) }));
  }
  if (state === 'unknown' && error) parts.push(error);
  else if (error) parts.push(t('status.buildFailed', { error }));
  else if (state === 'delayed') parts.push(t('status.delayedNote'));
  else if (state === 'scheduled') parts.push(t('status.scheduledNote'));
  else if (state === 'paused') parts.push(t('status.pausedNote'));
  return parts.join(' ');
}

function Indicator({ state }: { state: PublishState }) {
  if (state === 'live') return <span className="size-2 rounded-full bg-emerald-600" />;
  if (state === 'delayed' || state === 'paused') {
    return <ExclamationTriangleIcon className="size-4 text-amber-700" />;
  }
  if (state === 'unknown') return <QuestionMarkCircleIcon className="size-4" />;
  return (
    <span className="size-3 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" />
  );
}

/**
 * The revisions behind the status, for whoever wants them: in a popover, never in the label. The
 * browser's popover closes it on Escape and on a click or tap anywhere else; it opens under its
 * button where anchor positioning is supported, else under the header's right end.
 */
function Revisions({ siteRevision, databaseRevision }: Status) {
  const t = useMessages('shell');
  if (siteRevision === undefined || databaseRevision === undefined) return null;
  return (
    <>
      <button
        type="button"
        popoverTarget="publish-details"
        className="flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink-600 [anchor-name:--publish-details] hover:bg-mist-100"
      >
        <InformationCircleIcon className="size-4" aria-hidden="true" />
        <span className="sr-only">{t('publishDetails')}</span>
      </button>
      <div
        id="publish-details"
        popover="auto"
        data-revisions
        className="inset-auto m-0 mt-1 w-64 rounded-md border border-mist-200 bg-white p-3 text-xs text-ink-700 shadow-md [position-anchor:--publish-details] [position-area:bottom_span-left] [position-try-fallbacks:flip-inline] not-supports-[position-area:bottom]:top-16 not-supports-[position-area:bottom]:right-4"
      >
        {t('revisions', { site: siteRevision, database: databaseRevision })}
      </div>
    </>
  );
}

/**
 * The header's publish status (see docs/architecture.md#publish-loop), in words: Your last change
 * is live, Changes will go live in m:ss, Publishing your change…, Publishing paused or Publish
 * delayed, with the reason and the last build error in its tooltip, the revisions in a popover, and Publish now while the site lags.
 */
export function PublishStatus({ className }: { className?: string }) {
  const t = useMessages('shell');
  const status = useStore($publishStatus);
  const info = details(t, useStore($adminLanguage), status);
  const label =
    status.state === 'scheduled' && status.nextPublishAt !== undefined ? (
      <Suspense fallback={t('status.soon')}>
        <PublishCountdown at={status.nextPublishAt} />
      </Suspense>
    ) : (
      t(`status.${status.state === 'scheduled' ? 'publishing' : status.state}`)
    );

  return (
    <div className={cn('flex items-center gap-2', className)}>
      <p
        role="status"
        title={info || undefined}
        data-state={status.state}
        className={cn(
          'inline-flex min-h-8 items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-semibold',
          looks[status.state],
        )}
      >
        <span aria-hidden="true" className="inline-flex shrink-0">
          <Indicator state={status.state} />
        </span>
        {label}
        {info ? <span className="sr-only"> {info}</span> : null}
      </p>
      <Revisions {...status} />
      {offersPublishNow.has(status.state) ? (
        <Suspense fallback={null}>
          <PublishNowButton deploys={status.deploys} />
        </Suspense>
      ) : null}
    </div>
  );
}
