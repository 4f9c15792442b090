import { loadOverviewCounts, type OverviewCounts } from '../../../lib/data/overview.ts';
import type { AdminRoute } from '../../../stores/router.ts';
import { adminPages } from '../admin-nav.ts';
import { LeftOutPhotosNotice } from '../images/left-out-photos-notice.tsx';
import { PageHeader } from '../shell/page-header.tsx';
import { LoadFailed } from '../load-failed.tsx';
import { useLoad } from '../use-load.ts';
import { ActivityCard } from './activity-card.tsx';
import { CountCard } from './count-card.tsx';
import { DeploysNotice } from './deploys-notice.tsx';
import { GuideCards } from './guide-cards.tsx';
import { NewBookingsCard } from './new-bookings-card.tsx';
import { OverdueBookingsNotice } from './overdue-bookings-notice.tsx';
import { SpanishGapsCard } from './spanish-gaps.tsx';

/** The four count cards of docs/product.md#overview, with the page whose icon each one borrows. */
const countCards: {
  key: keyof OverviewCounts;
  title: string;
  description: string;
  route: AdminRoute;
}[] = [
  {
    key: 'packages',
    title: 'Service Packages',
    description: 'Total packages configured',
    route: 'packages',
  },
  { key: 'images', title: 'Images', description: 'Total images uploaded', route: 'images' },
  {
    key: 'testimonials',
    title: 'Testimonials',
    description: 'Customer reviews',
    route: 'testimonials',
  },
  {
    key: 'heroSections',
    title: 'Hero Sections',
    description: 'Hero content variants',
    route: 'hero',
  },
];

/** /admin: live counts of the content tables and three cards of guidance. */
export function OverviewPage() {
  const { state } = useLoad(loadOverviewCounts, 'Could not load the counts');
  const { label } = adminPages.overview;
  return (
    <>
      <PageHeader title={label} description="Your site's content at a glance." />
      {state.status === 'error' ? (
        <LoadFailed what="counts" message={state.message} className="mb-4" />
      ) : null}
      <div className="mb-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {countCards.map((card) => (
          <CountCard
            key={card.key}
            title={card.title}
            description={card.description}
            icon={adminPages[card.route].icon}
            count={
              state.status === 'ready'
                ? state.data[card.key]
                : state.status === 'error'
                  ? null
                  : undefined
            }
          />
        ))}
      </div>
      <DeploysNotice />
      <OverdueBookingsNotice />
      <LeftOutPhotosNotice linkToLibrary />
      <NewBookingsCard />
      <SpanishGapsCard />
      <ActivityCard />
      <GuideCards />
    </>
  );
}
