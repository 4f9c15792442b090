import { readCarouselImages, readLanding, readPhotoTexts, readRevision } from './api-rows.ts';
import { assemble } from './assemble.ts';
import { fromSeed } from './from-seed.ts';
import { packagePhotoUrls, withUsablePhotos } from './landing-photos.ts';
import type { LeftOutPhoto } from './left-out-photos.ts';
import type {
  AdditionalService,
  AboutSection,
  FaqItem,
  HeroContent,
  Language,
  ServicePackage,
  SocialLink,
  Testimonial,
} from './schema';
import type { SiteSettings } from './site-settings';

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
