import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useMessages, type Translate } from '../../../i18n/admin/messages.ts';
import { adminPages, navLabel } from '../admin-nav.ts';
import { PublishNowName } from '../publish-now-name.tsx';
import { richText } from '../rich-text.tsx';

/** The three guides: each card's title and body, in the admin's language. */
function guides(
  t: Translate<'overview'>,
  nav: Translate<'shell'>,
): { title: string; body: ReactNode }[] {
  const link = (route: 'images' | 'hero' | 'packages') => (
    <a href={adminPages[route].path} className="font-medium text-brand-700 underline">
      {nav(navLabel(route))}
    </a>
  );
  return [
    {
      title: t('quickStart'),
      body: (
        <ol className="list-decimal space-y-1.5 pl-5">
          <li>{richText(t('quickStart1'), { link: link('images') })}</li>
          <li>{richText(t('quickStart2'), { link: link('hero') })}</li>
          <li>{richText(t('quickStart3'), { link: link('packages') })}</li>
          <li>{t('quickStart4')}</li>
        </ol>
      ),
    },
    { title: t('recentUpdates'), body: <p>{t('recentUpdatesText')}</p> },
    {
      title: t('needHelp'),
      body: <p>{richText(t('needHelpText'), { publishNow: <PublishNowName /> })}</p>,
    },
  ];
}

/** The Overview's three static cards: Quick Start, Recent Updates and Need Help?. */
export function GuideCards() {
  const t = useMessages('overview');
  const nav = useMessages('shell');
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {guides(t, nav).map((guide) => (
        <Card key={guide.title} aria-label={guide.title}>
          <CardHeader>
            <CardTitle>{guide.title}</CardTitle>
          </CardHeader>
          <CardContent className="text-sm leading-relaxed text-ink-700">{guide.body}</CardContent>
        </Card>
      ))}
    </div>
  );
}
