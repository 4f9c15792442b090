import { useMessages, type Translate } from '../../../i18n/admin/messages.ts';
import { languagesNotes, type EntryCount } from '../../../lib/data/entry-counts.ts';
import { loadOverviewCounts, type OverviewCounts } from '../../../lib/data/overview.ts';
import type { AdminRoute } from '../../../stores/router.ts';
import { adminPages } from '../admin-nav.ts';
import { LeftOutPhotosNotice } from '../images/left-out-photos-notice.tsx';
import { PageHeader } from '../shell/page-header.tsx';
import { LoadFailed } from '../load-failed.tsx';
import { useLoad } from '../use-load.ts';
import { ActivityCard } from './activity-card.tsx';
import { AttentionCards } from './attention-cards.tsx';
import { CountCard } from './count-card.tsx';
import { DeploysNotice } from './deploys-notice.tsx';
import { GuideCards } from './guide-cards.tsx';
import { OverdueBookingsNotice } from './overdue-bookings-notice.tsx';
import { SetupCard } from './setup-card.tsx';
import { TranslationGapsCards } from './translation-gaps.tsx';
import { useOverviewRefresh } from './use-overview-refresh.ts';

/** The count cards of docs/product.md#overview, with the page whose icon each one borrows. */
const countCards: { key: keyof OverviewCounts; route: AdminRoute }[] = [
  { key: 'packages', route: 'packages' },
  { key: 'testimonials', route: 'testimonials' },
  { key: 'faqs', route: 'faqs' },
  { key: 'images', route: 'images' },
];

/** What a card says under its number: the languages of entries, or what images are. */
function describe(t: Translate<'overview'>, count: number | EntryCount | undefined): string {
  if (count === undefined) return '';
  if (typeof count === 'number') return t('inLibrary');
  return languagesNotes(count)
    .map((note) => t(note.key, { count: note.count }))
    .join(', ');
}

/**
 * /admin: what needs the owner first (new booking requests, overdue expenses, what is left to set
 * up), then the content counted as entries, the languages, the recent changes and guidance. The
 * numbers follow focus and new booking requests without a reload.
 */
export function OverviewPage() {
  const t = useMessages('overview');
  const { state, reload } = useLoad(loadOverviewCounts, t('countsFailed'));
  useOverviewRefresh(reload);
  const { label } = adminPages.overview;
  const counts = state.status === 'loading' ? undefined : state.data;
  return (
    <>
      <PageHeader title={label} description={t('description')} />
      <AttentionCards />
      <OverdueBookingsNotice />
      <SetupCard />
      {state.status === 'error' ? (
        <LoadFailed what="counts" message={state.message} className="mb-4" />
      ) : null}
      <div className="mb-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {countCards.map((card) => {
          const count = counts?.[card.key];
          return (
            <CountCard
              key={card.key}
              title={t(`count.${card.key}`)}
              description={describe(t, count)}
              icon={adminPages[card.route].icon}
              count={
                count === undefined
                  ? state.status === 'error'
                    ? null
                    : undefined
                  : typeof count === 'number'
                    ? count
                    : count.entries
              }
            />
          );
        })}
      </div>
      <DeploysNotice />
      <LeftOutPhotosNotice linkToLibrary />
      <TranslationGapsCards />
      <ActivityCard />
      <GuideCards />
    </>
  );
}
