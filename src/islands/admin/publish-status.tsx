import {
  ExclamationTriangleIcon,
  InformationCircleIcon,
  QuestionMarkCircleIcon,
} from '@heroicons/react/20/solid';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, type ReactNode } from 'react';
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

/** The status's words: in full, and in one or two words for a phone's one-row header. */
interface Words {
  label: ReactNode;
  short: ReactNode;
  /** The reason and what to do, for the tooltip, screen readers and a phone's details. */
  info: string;
}

/**
 * Publish details: the revisions behind the status, for whoever wants them, in a popover, never in
 * the label (the ⓘ beside the status). Under 768 px, where the header is one row, the button is the
 * status itself, in short words ('Paused', 'En pausa'; the full status stays for screen readers),
 * and its popover says the status in full with its reason first. The browser's popover closes it on
 * Escape and on a click or tap anywhere else; it opens under its button where anchor positioning is
 * supported, else under the header's right end.
 */
function PublishDetails({ status, words }: { status: Status; words: Words }) {
  const t = useMessages('shell');
  const { state, siteRevision, databaseRevision } = status;
  const revisions = siteRevision !== undefined && databaseRevision !== undefined;
  return (
    <>
      <button
        type="button"
        popoverTarget="publish-details"
        className={cn(
          'flex min-h-8 min-w-0 flex-initial cursor-pointer items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-semibold [anchor-name:--publish-details]',
          looks[state],
          'md:size-8 md:min-h-0 md:shrink-0 md:justify-center md:border-transparent md:bg-transparent md:p-0 md:text-ink-600 md:hover:bg-mist-100',
          !revisions && 'md:hidden',
        )}
      >
        <InformationCircleIcon className="size-4 max-md:hidden" aria-hidden="true" />
        <span aria-hidden="true" className="inline-flex shrink-0 md:hidden">
          <Indicator state={state} />
        </span>
        <span className="min-w-0 truncate md:hidden">{words.short}</span>
        <span className="sr-only">{t('publishDetails')}</span>
      </button>
      <div
        id="publish-details"
        popover="auto"
        data-revisions
        className="inset-auto m-0 mt-1 w-64 rounded-md border border-mist-200 bg-white p-3 text-xs text-ink-700 shadow-md [position-anchor:--publish-details] [position-area:bottom_span-left] [position-try-fallbacks:flip-inline] not-supports-[position-area:bottom]:top-16 not-supports-[position-area:bottom]:right-4"
      >
        <p className="mb-2 md:hidden">
          <span className="block font-semibold text-ink-900">{words.label}</span>
          {words.info}
        </p>
        {revisions ? t('revisions', { site: siteRevision, database: databaseRevision }) : null}
      </div>
    </>
  );
}

/**
 * The header's publish status (see docs/architecture.md#publish-loop), in words: Your last change
 * is live, Changes will go live in m:ss, Publishing your change…, Publishing paused or Publish
 * delayed, with the reason and the last build error in its tooltip, the revisions in a popover,
 * and Publish now while the site lags. Under 768 px its words are short, on the details button.
 */
export function PublishStatus({ className }: { className?: string }) {
  const t = useMessages('shell');
  const status = useStore($publishStatus);
  const info = details(t, useStore($adminLanguage), status);
  const countdown = status.state === 'scheduled' ? status.nextPublishAt : undefined;
  const said = status.state === 'scheduled' ? 'publishing' : status.state;
  const words: Words = {
    label:
      countdown === undefined ? (
        t(`status.${said}`)
      ) : (
        <Suspense fallback={t('status.soon')}>
          <PublishCountdown at={countdown} />
        </Suspense>
      ),
    short:
      countdown === undefined ? (
        t(`short.${said}`)
      ) : (
        <Suspense fallback={t('short.soon')}>
          <PublishCountdown at={countdown} short />
        </Suspense>
      ),
    info,
  };

  return (
    <div className={cn('flex items-center gap-2', className)}>
      {/* On a phone only screen readers read it here: the details button shows it, shortened. */}
      <p
        role="status"
        title={info || undefined}
        data-state={status.state}
        className={cn(
          'inline-flex min-h-8 items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-semibold max-md:sr-only',
          looks[status.state],
        )}
      >
        <span aria-hidden="true" className="inline-flex shrink-0">
          <Indicator state={status.state} />
        </span>
        {words.label}
        {info ? <span className="sr-only"> {info}</span> : null}
      </p>
      <PublishDetails status={status} words={words} />
      {offersPublishNow.has(status.state) ? (
        <Suspense fallback={null}>
          <PublishNowButton deploys={status.deploys} />
        </Suspense>
      ) : null}
    </div>
  );
}
