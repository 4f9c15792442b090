import {
  ExclamationTriangleIcon,
  InformationCircleIcon,
  QuestionMarkCircleIcon,
} from '@heroicons/react/20/solid';
import { useStore } from '@nanostores/react';
import { type ReactNode } from 'react';
import { $adminLanguage } from '../../i18n/admin/language.ts';
import { useMessages } from '../../i18n/admin/messages.ts';
import { touchTarget } from '../../components/ui/button.tsx';
import { SpinnerIcon } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import {
  $publishStatus,
  type PublishState,
  type PublishStatus as Status,
} from '../../stores/publish.ts';
import { PublishDetailsText } from './publish-details.tsx';
import { explain, explanationLine, type Explanation } from './publish-explanation.ts';
import { LazyPart, lazyPart } from './shell/lazy-part.tsx';

// Only a site that lags needs these: they load then, not with every admin page's first view. A
// countdown that cannot be downloaded says 'soon' (a Retry in the status pill would be noise).
const PublishCountdown = lazyPart(() =>
  import('./publish-countdown.tsx').then((module) => module.PublishCountdown),
);
const PublishNowButton = lazyPart(() =>
  import('./publish-now-button.tsx').then((module) => module.PublishNowButton),
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

function Indicator({ state }: { state: PublishState }) {
  if (state === 'live') return <span className="size-2 rounded-full bg-emerald-600" />;
  if (state === 'delayed' || state === 'paused') {
    return <ExclamationTriangleIcon className="size-4 text-amber-700" />;
  }
  if (state === 'unknown') return <QuestionMarkCircleIcon className="size-4" />;
  // A whole ring with a turning arc: a ring with a gap read as a 'C' beside 'Publicando…'.
  return <SpinnerIcon className="size-3.5" />;
}

/** The status's words: in full, and in one or two words for a phone's one-row header. */
interface Words {
  label: ReactNode;
  short: ReactNode;
}

/**
 * Publish details, in a popover, never in the label (the ⓘ beside the status): why the site is
 * or is not up to date, in plain words, what to do about it, since when a change waits, and the
 * revisions behind the status. Under 768 px, where the header is one row, the button is the status
 * itself, in short words ('Paused', 'En pausa'; the full status stays for screen readers), and its
 * popover says the status in full first. Opened by a click, a tap or the keyboard; the browser's
 * popover closes it on Escape and on a click or tap anywhere else; it opens under its button where
 * anchor positioning is supported, else under the header's right end. On a phone its side margins
 * keep it 8 px clear of the screen's edges: anchor positioning shifts the margin box, not the
 * border box, into the screen when the popover would overflow it.
 */
function PublishDetails({
  status,
  words,
  explanation,
}: {
  status: Status;
  words: Words;
  explanation?: Explanation;
}) {
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
          touchTarget,
          looks[state],
          'md:size-8 md:shrink-0 md:justify-center md:border-transparent md:bg-transparent md:p-0 md:text-ink-600 md:hover:bg-mist-100',
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
        className="inset-auto m-0 mt-1 w-72 max-w-[calc(100vw-1rem)] space-y-2 max-md:mx-2 rounded-md border border-mist-200 bg-white p-3 text-xs text-ink-700 shadow-md [position-anchor:--publish-details] [position-area:bottom_span-left] [position-try-fallbacks:flip-inline] not-supports-[position-area:bottom]:top-16 not-supports-[position-area:bottom]:right-4"
      >
        <p className="font-semibold text-ink-900 md:hidden">{words.label}</p>
        <PublishDetailsText t={t} explanation={explanation} status={status} />
      </div>
    </>
  );
}

/**
 * The header's publish status (see docs/architecture.md#publish-loop), in words: Your last change
 * is live, Changes will go live in m:ss, Publishing your change…, Publishing paused or Publish
 * delayed, with the reason in its tooltip and, in plain words with what to do, in Publish details
 * beside it (with the revisions), and Publish now while the site lags. Under 768 px its words are
 * short, on the details button.
 */
export function PublishStatus({ className }: { className?: string }) {
  const t = useMessages('shell');
  const status = useStore($publishStatus);
  const explanation = explain(t, useStore($adminLanguage), status);
  const countdown = status.state === 'scheduled' ? status.nextPublishAt : undefined;
  const said = status.state === 'scheduled' ? 'publishing' : status.state;
  const words: Words = {
    label:
      countdown === undefined ? (
        t(`status.${said}`)
      ) : (
        <LazyPart loading={t('status.soon')} failed={() => t('status.soon')}>
          <PublishCountdown at={countdown} />
        </LazyPart>
      ),
    short:
      countdown === undefined ? (
        t(`short.${said}`)
      ) : (
        <LazyPart loading={t('short.soon')} failed={() => t('short.soon')}>
          <PublishCountdown at={countdown} short />
        </LazyPart>
      ),
  };
  const info = explanationLine(explanation, status.state === 'live', t('publishNow'));
  const labelTitle =
    typeof words.label === 'string' ? [words.label, info].filter(Boolean).join('\n') : undefined;

  return (
    // On a phone, Publish now's note and Retry, if its code could not be downloaded, take a row of
    // their own (docs/architecture.md#lazy-parts).
    <div className={cn('flex items-center gap-2 max-md:has-[[role=alert]]:flex-wrap', className)}>
      {/* On a phone only screen readers read it here: the details button shows it, shortened. */}
      <p
        role="status"
        title={info || undefined}
        data-state={status.state}
        className={cn(
          'inline-flex min-h-8 items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-semibold max-md:sr-only xl:min-w-0',
          looks[status.state],
        )}
      >
        <span aria-hidden="true" className="inline-flex shrink-0">
          <Indicator state={status.state} />
        </span>
        {/* Cut with '…' where the one-row header needs it (from 1280 px), whole on hover with
            why; screen readers hear it whole either way
            (docs/decisions.md#one-row-admin-header-on-a-desktop). */}
        <span data-label className="xl:truncate" title={labelTitle}>
          {words.label}
        </span>
        {info ? <span className="sr-only"> {info}</span> : null}
      </p>
      <PublishDetails status={status} words={words} explanation={explanation} />
      {offersPublishNow.has(status.state) ? (
        <LazyPart>
          <PublishNowButton deploys={status.deploys} />
        </LazyPart>
      ) : null}
    </div>
  );
}
