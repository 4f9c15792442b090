/** How the Overview's activity list words a change: who did what to which entry, and when. */
import {
  versionVerb,
  type HistoryTable,
  type Version,
} from '../../../lib/data/history-versions.ts';
import { adminTime } from '../../../lib/business-time.ts';
import { languageName } from '../../../lib/data/language-names.ts';

const nouns: Record<HistoryTable, string> = {
  hero_content: 'the hero section',
  service_packages: 'the package',
  additional_services: 'the additional service',
  about_sections: 'the about item',
  testimonials: 'the testimonial',
  faq_items: 'the FAQ',
  social_links: 'the social link',
  site_settings: 'the setting',
  images: 'the image',
};

/** "owner@example.com edited the FAQ “How do I pay?” (English, Spanish)". */
export function describeChange(version: Version): string {
  const who = version.actor ?? (version.source === 'seed' ? 'The seed script' : 'A script');
  const name = version.label && version.table !== 'hero_content' ? ` “${version.label}”` : '';
  const languages = [...new Set(version.rows.map((row) => row.language).filter(Boolean))]
    .sort()
    .map((language) => languageName(language!));
  const where = languages.length ? ` (${languages.join(', ')})` : '';
  return `${who} ${versionVerb(version)} ${nouns[version.table]}${name}${where}`;
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
/** "2 minutes ago" within a day of `now`, else the date and time in Eastern Time. */
export function changedWhen(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (seconds > -60) return 'just now';
  if (seconds > -3600) return relative.format(Math.round(seconds / 60), 'minute');
  if (seconds > -86_400) return relative.format(Math.round(seconds / 3600), 'hour');
  return adminTime(iso);
}
