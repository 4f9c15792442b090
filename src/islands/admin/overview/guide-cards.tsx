import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { adminPages } from '../admin-nav.ts';

const link = (route: keyof typeof adminPages) => (
  <a href={adminPages[route].path} className="font-medium text-brand-700 underline">
    {adminPages[route].label}
  </a>
);

const guides: { title: string; body: ReactNode }[] = [
  {
    title: 'Quick Start',
    body: (
      <ol className="list-decimal space-y-1.5 pl-5">
        <li>Upload your photos in the {link('images')}.</li>
        <li>Write the headline of each language in {link('hero')}.</li>
        <li>Check the prices and features in {link('packages')}.</li>
        <li>Open View Site to see the result.</li>
      </ol>
    ),
  },
  {
    title: 'Recent Updates',
    body: (
      <p>
        Every save now publishes by itself: the public site is rebuilt in the background, and the
        status next to View Site tells you when your change is live.
      </p>
    ),
  },
  {
    title: 'Need Help?',
    body: (
      <p>
        Each page of the sidebar edits one part of the landing page, in English and Spanish. Switch
        an item off with its Active switch to hide it without losing it. If the status says the
        publish is delayed, press Publish now; if that fails too, contact whoever set up the site.
      </p>
    ),
  },
];

/** The Overview's three static cards: Quick Start, Recent Updates and Need Help?. */
export function GuideCards() {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {guides.map((guide) => (
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
