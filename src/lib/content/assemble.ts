import { aboutSectionSchema } from '../schemas/about-sections.ts';
import { additionalServiceSchema } from '../schemas/additional-services.ts';
import { faqItemSchema } from '../schemas/faq-items.ts';
import { heroContentSchema } from '../schemas/hero-content.ts';
import { servicePackageSchema } from '../schemas/service-packages.ts';
import { siteSettingSchema } from '../schemas/site-settings.ts';
import { socialLinkSchema } from '../schemas/social-links.ts';
import { testimonialSchema } from '../schemas/testimonials.ts';
import type { Row } from './api-rows.ts';
import { carouselPhotos, withPhotoAlts } from './landing-photos.ts';
import type { LandingContent } from './load-content.ts';
import {
  optionalSettingKeys,
  settingDefaults,
  settingKeys,
  type Language,
  type SeedContent,
  type SettingKey,
  type SiteSetting,
} from './schema';
import { parseSiteSettings } from './site-settings';
import { validateRows } from './validate-rows.ts';
import { keepTimesWhole } from './whole-times-content.ts';

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

/** The landing content of `lang` from its rows as read, each validated with its table's schema. */
export function assemble(
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
