import type { ComponentProps } from 'react';
import { imageCategories, type ImageCategory } from '../../../lib/data/images.ts';
import { cn } from '../../../lib/cn.ts';
import { useMessages, type Translate } from '../../../i18n/admin/messages.ts';
import { inputLook } from '../editor/field-frame.tsx';

const categoryKeys = {
  hero: 'categoryHero',
  services: 'categoryServices',
  about: 'categoryAbout',
  testimonials: 'categoryTestimonials',
  general: 'categoryGeneral',
} as const satisfies Record<ImageCategory, string>;

/** Display names of the categories ('testimonials' → 'Testimonials'), in the admin's language. */
export function categoryLabel(t: Translate<'images'>, category: ImageCategory): string {
  return t(categoryKeys[category]);
}

/**
 * A select of the image categories, with an 'All Categories' first option when `allLabel` is set;
 * `className` sets its width (as wide as its column by default).
 */
export function CategorySelect({
  allLabel,
  className,
  ...props
}: ComponentProps<'select'> & { allLabel?: string }) {
  const t = useMessages('images');
  return (
    <select className={cn(inputLook, className ?? 'w-full')} {...props}>
      {allLabel ? <option value="">{allLabel}</option> : null}
      {imageCategories.map((category) => (
        <option key={category} value={category}>
          {categoryLabel(t, category)}
        </option>
      ))}
    </select>
  );
}
