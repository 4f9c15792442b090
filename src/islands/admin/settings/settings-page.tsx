import { adminPages } from '../admin-nav.ts';
import { ExpenseTracker } from '../expenses/expense-tracker.tsx';
import { PageHeader } from '../shell/page-header.tsx';
import { PublishingSection } from './publishing-section.tsx';
import { SiteSettingsSection } from './site-settings-section.tsx';
import { pageDescriptions } from '../page-descriptions.ts';

/**
 * /admin/settings: the public site's settings, Publishing, then Expense Tracking below them
 * (docs/product.md#site-settings).
 */
export function SettingsPage() {
  const { label } = adminPages.settings;
  return (
    <>
      <PageHeader title={label} description={pageDescriptions.settings} />
      <div className="space-y-10">
        <SiteSettingsSection />
        <PublishingSection />
        <ExpenseTracker />
      </div>
    </>
  );
}
