import type { z } from 'zod';
import { aboutSectionSchema } from '../schemas/about-sections.ts';
import { additionalServiceSchema } from '../schemas/additional-services.ts';
import { faqItemSchema } from '../schemas/faq-items.ts';
import { heroContentSchema } from '../schemas/hero-content.ts';
import { imageSchema } from '../schemas/images.ts';
import { servicePackageSchema } from '../schemas/service-packages.ts';
import { siteSettingSchema } from '../schemas/site-settings.ts';
import { socialLinkSchema } from '../schemas/social-links.ts';
import { testimonialSchema } from '../schemas/testimonials.ts';
import {
  languageTables,
  optionalSettingKeys,
  settingDefaults,
  settingKeys,
  type AboutSection,
  type AdditionalService,
  type FaqItem,
  type HeroContent,
  type Language,
  type SeedContent,
  type ServicePackage,
  type SettingKey,
  type SiteSetting,
  type SocialLink,
  type Testimonial,
} from './schema';
import {
  readCarouselImages,
  readLanding,
  readPhotoTexts,
  readRevision,
  supabaseUrl,
  type Row,
} from './api-rows.ts';
import { leftOutPhotos, type LeftOutPhoto } from './left-out-photos.ts';
import { parseSiteSettings, type SiteSettings } from './site-settings';
import { carouselLimit, carouselReady } from './carousel.ts';
import { cardPhotoAlt } from './photo-alt.ts';
import { keepTimesWhole } from './whole-times-content.ts';

/** A photo of the reviews carousel: its URL and its alt text in the page's language. */
export interface CarouselPhoto {
  url: string;
  alt: string;
}

/** A package as its card shows it: with its photo's alt text in the page's language. */
export type LandingPackage = ServicePackage & {
  /** '' when the photo is decorative (see photo-alt.ts). */
  image_alt: string;
};

/** An image's texts, as the carousel and the package cards read them. */
const photoTextsSchema = imageSchema.pick({
  url: true,
  alt_text: true,
  alt_text_es: true,
  file_name: true,
});

/** Everything the landing page of one language renders, validated. */
export interface LandingContent {
  settings: SiteSettings;
  hero: HeroContent;
  packages: LandingPackage[];
  addOns: AdditionalService[];
  about: AboutSection[];
  testimonials: Testimonial[];
  faqs: FaqItem[];
  social: SocialLink[];
  /** The library's 'testimonials' photos for the reviews carousel; empty = the artwork. */
  carousel: CarouselPhoto[];
  /** `site_publish.revision` read before the content (0 for seed builds). */
  revision: number;
  /** Photos left out because the build could not use them (already removed from the above). */
  leftOutPhotos: LeftOutPhoto[];
}

const seedMode = () => process.env.CONTENT_SOURCE === 'seed';

/** Describes one row for error messages: its natural key columns when present. */
function describeRow(table: string, index: number, row: Row): string {
  const keys = ['key', 'language', 'package_type', 'service_key', 'section_key', 'faq_key'];
  const key = keys
    .filter((k) => typeof row[k] === 'string')
    .map((k) => `${k}=${String(row[k])}`)
    .join(', ');
  return `${table} row ${index + 1}${key ? ` (${key})` : ''}`;
}

/** Validates rows with a zod schema; throws an error naming table, row and field on failure. */
function validateRows<S extends z.ZodType>(table: string, schema: S, rows: Row[]): z.output<S>[] {
  return rows.map((row, index) => {
    const result = schema.safeParse(row);
    if (result.success) return result.data;
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(row)'}: ${issue.message}`)
      .join('; ');
    throw new Error(
      `Invalid content in ${describeRow(table, index, row)}: ${problems}. Fix the row in the admin area or the database, then rebuild.`,
    );
  });
}

function settingsRecord(rows: SiteSetting[]): Record<SettingKey, string> {
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  const missing = settingKeys.filter((key) => !byKey.has(key));
  if (missing.length > 0) {
    throw new Error(
      `site_settings is missing the key(s) ${missing.join(', ')}: add them (npm run seed inserts missing settings), then rebuild.`,
    );
  }
  return Object.fromEntries(
    [...settingKeys, ...optionalSettingKeys].map((key) => [
      key,
      byKey.get(key) ?? settingDefaults[key] ?? '',
    ]),
  ) as Record<SettingKey, string>;
}

/**
 * The carousel's photos with the alt text of `lang`: only those with a real alt text in both
 * languages (carouselReady), the first `carouselLimit`.
 */
function carouselPhotos(lang: Language, rows: Row[]): CarouselPhoto[] {
  return validateRows('images', photoTextsSchema, rows)
    .filter(carouselReady)
    .slice(0, carouselLimit)
    .map((image) => ({
      url: image.url,
      alt: (lang === 'es' ? image.alt_text_es : image.alt_text)!,
    }));
}

/** The packages with their photo's alt text of `lang`, from the library's `photos` texts. */
function withPhotoAlts(lang: Language, packages: ServicePackage[], photos: Row[]) {
  const texts = new Map(
    validateRows('images', photoTextsSchema, photos).map((image) => [image.url, image]),
  );
  return packages.map((pkg) => ({
    ...pkg,
    image_alt: cardPhotoAlt(pkg.image_url ? texts.get(pkg.image_url) : undefined, lang, pkg.title),
  }));
}

function assemble(
  lang: Language,
  revision: number,
  raw: Record<keyof SeedContent, Row[]>,
  carousel: Row[],
  photos: Row[],
): LandingContent {
  const heroes = validateRows('hero_content', heroContentSchema, raw.hero_content);
  const hero = heroes[0];
  if (!hero) {
    throw new Error(
      `hero_content has no active row for language '${lang}': add or activate one, then rebuild.`,
    );
  }
  return keepTimesWhole(lang, {
    settings: parseSiteSettings(
      settingsRecord(validateRows('site_settings', siteSettingSchema, raw.site_settings)),
    ),
    hero,
    packages: withPhotoAlts(
      lang,
      validateRows('service_packages', servicePackageSchema, raw.service_packages),
      photos,
    ),
    addOns: validateRows('additional_services', additionalServiceSchema, raw.additional_services),
    about: validateRows('about_sections', aboutSectionSchema, raw.about_sections),
    testimonials: validateRows('testimonials', testimonialSchema, raw.testimonials),
    faqs: validateRows('faq_items', faqItemSchema, raw.faq_items),
    social: validateRows('social_links', socialLinkSchema, raw.social_links),
    carousel: carouselPhotos(lang, carousel),
    revision,
    leftOutPhotos: [],
  });
}

/**
 * `content` without the photos the build cannot use (an unreadable file, a deleted one, an
 * address outside the library): the hero and a package lose their photo, the carousel the slide.
 * The rest of the page publishes; `leftOutPhotos` says what was left out and why.
 */
async function withUsablePhotos(content: LandingContent): Promise<LandingContent> {
  const { hero, packages, carousel } = content;
  const photos = [
    ...(hero.background_image_url
      ? [{ url: hero.background_image_url, place: 'hero' as const }]
      : []),
    ...packages.flatMap((pkg) =>
      pkg.image_url ? [{ url: pkg.image_url, place: 'package' as const }] : [],
    ),
    ...carousel.map((photo) => ({ url: photo.url, place: 'carousel' as const })),
  ];
  const leftOut = await leftOutPhotos(photos, supabaseUrl());
  const bad = new Set(leftOut.map((photo) => photo.url));
  const usable = (url: string | null) => (url && !bad.has(url) ? url : null);
  return {
    ...content,
    hero: { ...hero, background_image_url: usable(hero.background_image_url) },
    packages: packages.map((pkg) => ({ ...pkg, image_url: usable(pkg.image_url) })),
    carousel: carousel.filter((photo) => !bad.has(photo.url)),
    leftOutPhotos: leftOut,
  };
}

async function fromSeed(lang: Language): Promise<Record<keyof SeedContent, Row[]>> {
  const { seedContent } = await import('../../seed-content/index.ts');
  const rows = (table: keyof SeedContent) => seedContent[table] as unknown as Row[];
  const active = (list: Row[]) =>
    list
      .filter((row) => row.is_active === true)
      .sort((a, b) => Number(a.display_order ?? 0) - Number(b.display_order ?? 0));
  const raw = {
    site_settings: rows('site_settings'),
    social_links: active(rows('social_links')),
  } as Record<keyof SeedContent, Row[]>;
  for (const table of languageTables) {
    raw[table] = active(rows(table)).filter((row) => row.language === lang);
  }
  return raw;
}

/** The photo addresses of the packages as read, before validation. */
const packagePhotoUrls = (rows: Row[]): string[] => [
  ...new Set(rows.flatMap((row) => (typeof row.image_url === 'string' ? [row.image_url] : []))),
];

let revisionPromise: Promise<number> | undefined;

/** The published revision the build is made from; read once per build, before any content. */
export function loadRevision(): Promise<number> {
  revisionPromise ??= seedMode() ? Promise.resolve(0) : readRevision();
  return revisionPromise;
}

const cache = new Map<Language, Promise<LandingContent>>();

/** Loads and validates the landing content of one language, memoised for the whole build. */
export function loadLandingContent(lang: Language): Promise<LandingContent> {
  let pending = cache.get(lang);
  if (!pending) {
    pending = (async () => {
      const revision = await loadRevision();
      if (seedMode()) return assemble(lang, revision, await fromSeed(lang), [], []);
      const [raw, carousel] = await Promise.all([readLanding(lang), readCarouselImages()]);
      const photos = await readPhotoTexts(packagePhotoUrls(raw.service_packages));
      return withUsablePhotos(assemble(lang, revision, raw, carousel, photos));
    })();
    cache.set(lang, pending);
  }
  return pending;
}
