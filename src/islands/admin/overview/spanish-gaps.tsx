import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { loadSpanishGaps, type SpanishGaps } from '../../../lib/data/translation-gaps.ts';
import type { AdminRoute } from '../../../stores/router.ts';
import { adminPages, navLabel } from '../admin-nav.ts';
import { useLoad } from '../use-load.ts';
import { useOverviewRefresh } from './use-overview-refresh.ts';

const pages: Record<keyof SpanishGaps, AdminRoute> = {
  hero_content: 'hero',
  service_packages: 'packages',
  additional_services: 'services',
  about_sections: 'about',
  testimonials: 'testimonials',
  faq_items: 'faqs',
};

/**
 * The Overview's "Needs Spanish" card: how many entries Spanish visitors do not see (missing or
 * switched off in Spanish only), with a link to each editor that has some.
 */
export function SpanishGapsCard() {
  const t = useMessages('overview');
  const nav = useMessages('shell');
  const { state, reload } = useLoad(loadSpanishGaps);
  useOverviewRefresh(reload);
  if (state.status === 'loading') return null;
  const gaps = state.status === 'ready' ? state.data : null;
  const entries = Object.entries(gaps ?? {}) as [keyof SpanishGaps, number][];
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  return (
    <Card aria-label={t('needsSpanish')} className="mb-6">
      <CardHeader>
        <CardTitle>{t('needsSpanish')}</CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-ink-700">
        {gaps === null ? (
          <p>{t('gapsFailed')}</p>
        ) : total === 0 ? (
          <p>{t('noGaps')}</p>
        ) : (
          <>
            <p>
              <span className="text-2xl font-bold text-ink-900" data-count>
                {total}
              </span>{' '}
              {t(total === 1 ? 'gapsOne' : 'gapsOther')}
            </p>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              {entries.map(([table, count]) => (
                <li key={table}>
                  <a
                    href={adminPages[pages[table]].path}
                    className="font-medium text-brand-700 underline"
                  >
                    {nav(navLabel(pages[table]))}
                  </a>{' '}
                  ({count})
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
