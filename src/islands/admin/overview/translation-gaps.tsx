import type { ReactNode } from 'react';
import { linkTarget } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { cn } from '../../../lib/cn.ts';
import type { Language } from '../../../lib/data/entry-logic.ts';
import { loadTranslationGaps, type BilingualTable } from '../../../lib/data/translation-gaps.ts';
import type { AdminRoute } from '../../../stores/router.ts';
import { adminPages, navLabel } from '../admin-nav.ts';
import { useLoad } from '../use-load.ts';
import { useOverviewRefresh } from './use-overview-refresh.ts';

const pages: Record<BilingualTable, AdminRoute> = {
  hero_content: 'hero',
  service_packages: 'packages',
  additional_services: 'services',
  about_sections: 'about',
  testimonials: 'testimonials',
  faq_items: 'faqs',
};

/** Spanish first: English is usually written first, so Spanish is what an entry usually lacks. */
const languages: readonly Language[] = ['es', 'en'];

/**
 * The Overview's "Needs Spanish" and "Needs English" cards: per language, how many entries its
 * visitors do not see (missing or switched off in that language only), with a link to each editor
 * that has some. A language with none has no card; with none in either, "Needs Spanish" says that
 * every entry is in both languages (docs/product.md#overview).
 */
export function TranslationGapsCards() {
  const t = useMessages('overview');
  const nav = useMessages('shell');
  const { state, reload } = useLoad(loadTranslationGaps);
  useOverviewRefresh(reload);
  if (state.status === 'loading') return null;
  if (state.status === 'error')
    return (
      <GapsCard language="es">
        <p>{t('gapsFailed')}</p>
      </GapsCard>
    );
  const gaps = languages.map((language) => {
    const tables = Object.entries(state.data[language]) as [BilingualTable, number][];
    return { language, tables, total: tables.reduce((sum, [, count]) => sum + count, 0) };
  });
  const lacking = gaps.filter(({ total }) => total > 0);
  if (!lacking.length)
    return (
      <GapsCard language="es">
        <p>{t('noGaps')}</p>
      </GapsCard>
    );
  return lacking.map(({ language, tables, total }) => (
    <GapsCard key={language} language={language}>
      <p>
        <span className="text-2xl font-bold text-ink-900" data-count>
          {total}
        </span>{' '}
        {t(total === 1 ? `gapsOne.${language}` : `gapsOther.${language}`)}
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {tables.map(([table, count]) => (
          <li key={table}>
            {/* A link on a line of its own, with its count: a finger's target on a phone. */}
            <a
              href={adminPages[pages[table]].path}
              className={cn(
                'inline-flex items-center font-medium text-brand-700 underline',
                linkTarget,
              )}
            >
              {nav(navLabel(pages[table]))} ({count})
            </a>
          </li>
        ))}
      </ul>
    </GapsCard>
  ));
}

/** One language's card: 'Needs Spanish' or 'Needs English', and what it says. */
function GapsCard({ language, children }: { language: Language; children: ReactNode }) {
  const t = useMessages('overview');
  return (
    <Card aria-label={t(`needs.${language}`)} className="mb-6">
      <CardHeader>
        <CardTitle>{t(`needs.${language}`)}</CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-ink-700">{children}</CardContent>
    </Card>
  );
}
