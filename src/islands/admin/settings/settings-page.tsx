import { useMessages } from '../../../i18n/admin/messages.ts';
import { adminPages } from '../admin-nav.ts';
import { PageHeader } from '../shell/page-header.tsx';
import { PublishingSection } from './publishing-section.tsx';
import { SiteSettingsSection } from './site-settings-section.tsx';
import { pageDescriptions } from '../page-descriptions.ts';

/**
 * /admin/settings: the public site's settings, Publishing, then where the expense tracker is
 * (its own page, docs/product.md#site-settings).
 */
export function SettingsPage() {
  const t = useMessages('settings');
  const { label } = adminPages.settings;
  return (
    <>
      <PageHeader title={label} description={pageDescriptions.settings} />
      <div className="space-y-10">
        <SiteSettingsSection />
        <PublishingSection />
        <section aria-labelledby="expenses-link-title" className="space-y-1">
          <h2 id="expenses-link-title" className="text-xl font-bold">
            {t('expensesTitle')}
          </h2>
          <p className="text-sm text-ink-600">
            {t('expensesMovedBefore')}{' '}
            <a href={adminPages.expenses.path} className="font-medium text-brand-700 underline">
              {t('expensesLink')}
            </a>{' '}
            {t('expensesMovedAfter')}
          </p>
        </section>
      </div>
    </>
  );
}
