import type { Language } from './schema';
import type { LandingContent } from './load-content.ts';
import { wholeTimes } from './time-text.ts';

/** The fields of a row that hold the owner's words: text, or a list of texts. */
type TextFields<T> = { [K in keyof T]: T[K] extends string | string[] ? K : never }[keyof T];

/** Each row of `rows` with the times in its `fields` kept whole (wholeTimes). */
function withWholeTimes<T extends object>(rows: T[], fields: TextFields<T>[]): T[] {
  return rows.map((row) => {
    const copy = { ...row };
    for (const field of fields) {
      const value = copy[field] as string | string[];
      copy[field] = (
        typeof value === 'string' ? wholeTimes(value) : value.map(wholeTimes)
      ) as T[typeof field];
    }
    return copy;
  });
}

/**
 * What the page shows of the owner's words, with no line break inside a time: applied here, once
 * for every section (docs/product.md#landing-page). An add-on's name is left as stored: the
 * booking form sends it as its value.
 */
export function keepTimesWhole(lang: Language, content: LandingContent): LandingContent {
  const banner = `top_banner_message_${lang}` as const;
  return {
    ...content,
    settings: { ...content.settings, [banner]: wholeTimes(content.settings[banner]) },
    hero: withWholeTimes(
      [content.hero],
      ['title', 'subtitle', 'description', 'cta_primary_text', 'cta_secondary_text'],
    )[0]!,
    packages: withWholeTimes(content.packages, [
      'title',
      'label',
      'description',
      'duration',
      'features',
    ]),
    addOns: withWholeTimes(content.addOns, ['description']),
    about: withWholeTimes(content.about, ['title', 'description']),
    testimonials: withWholeTimes(content.testimonials, ['author_name', 'content']),
    faqs: withWholeTimes(content.faqs, ['question', 'answer']),
  };
}
