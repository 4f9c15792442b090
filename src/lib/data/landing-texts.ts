/**
 * The landing's texts as the admin reads them, for finding where a name is still written after it
 * was changed elsewhere (a renamed package: docs/product.md#editors). Read through the editors'
 * own data modules; inactive entries count too, as they may be switched on again.
 */
import { aboutEntries } from './about-sections.ts';
import { addOnEntries } from './additional-services.ts';
import type { Entry, EntryRow, Language } from './entries.ts';
import { faqEntries } from './faq-items.ts';
import { heroEntries } from './hero-content.ts';
import type { PackageRow } from './service-packages.ts';
import { settingsEntries } from './site-settings.ts';
import { testimonialEntries } from './testimonials.ts';

/** Which editor's text it is, and which part of it. */
export type LandingTextKind =
  | 'banner'
  | 'hero'
  | 'packageLabel'
  | 'packageDescription'
  | 'packageFeatures'
  | 'service'
  | 'about'
  | 'review'
  | 'faqQuestion'
  | 'faqAnswer';

/** One text of one entry in one language. */
export interface LandingText {
  kind: LandingTextKind;
  /** The entry's key in its editor (a package's type). */
  entryKey: string;
  language: Language;
  /** The package's title in that language, for a package's text. */
  owner?: string;
  text: string;
}

/** Each language row of `entries`, with its texts by kind. */
function textsOf<Row extends EntryRow>(
  entries: readonly Entry<Row>[],
  parts: (row: Row) => [LandingTextKind, string][],
  owner?: (row: Row) => string,
): LandingText[] {
  return entries.flatMap((entry) =>
    (['en', 'es'] as const).flatMap((language) => {
      const row = entry.rows[language];
      if (!row) return [];
      return parts(row).map(([kind, text]) => ({
        kind,
        entryKey: entry.key,
        language,
        text,
        ...(owner ? { owner: owner(row) } : {}),
      }));
    }),
  );
}

/**
 * Every text the landing shows that an editor writes, in the landing's order. The packages are
 * those the caller already read (the Packages page's list), so only the other editors' are read.
 */
export async function loadLandingTexts(
  packages: readonly Entry<PackageRow>[],
): Promise<LandingText[]> {
  const [settings, hero, services, about, reviews, faqs] = await Promise.all([
    settingsEntries.list(),
    heroEntries.list(),
    addOnEntries.list(),
    aboutEntries.list(),
    testimonialEntries.list(),
    faqEntries.list(),
  ]);
  const values = settings[0]?.rows.single?.values;
  const banner = (['en', 'es'] as const).map((language) => ({
    kind: 'banner' as const,
    entryKey: 'site_settings',
    language,
    text: values?.[`top_banner_message_${language}`] ?? '',
  }));
  return [
    ...banner,
    ...textsOf(hero, (row) => [
      [
        'hero',
        [
          row.title,
          row.subtitle,
          row.description,
          row.cta_primary_text,
          row.cta_secondary_text,
        ].join('\n'),
      ],
    ]),
    ...textsOf(
      packages,
      (row) => [
        ['packageLabel', row.label],
        ['packageDescription', row.description],
        ['packageFeatures', row.features.join('\n')],
      ],
      (row) => row.title,
    ),
    ...textsOf(services, (row) => [['service', `${row.name}\n${row.description}`]]),
    ...textsOf(about, (row) => [['about', `${row.title}\n${row.description}`]]),
    ...textsOf(reviews, (row) => [['review', row.content]]),
    ...textsOf(faqs, (row) => [
      ['faqQuestion', row.question],
      ['faqAnswer', row.answer],
    ]),
  ];
}
