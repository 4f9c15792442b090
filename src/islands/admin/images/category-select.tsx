import { imageCategories, type ImageCategory } from '../../../lib/data/images.ts';
import { useMessages, type Translate } from '../../../i18n/admin/messages.ts';
import { LabelledSelect } from '../editor/labelled-select.tsx';

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

/** Where a category select's label is: above it, beside it, or for screen readers only. */
const labelLooks = {
  above: 'block text-sm font-medium',
  beside: 'text-sm font-medium',
  hidden: 'sr-only',
} as const;

/**
 * The image categories as a select with its label ('Category' unless `label` says), and an 'All
 * Categories' first option ('') when `allLabel` is set. Beside its label, the select is as wide as
 * its text; otherwise as wide as its column.
 */
export function CategorySelect<Value extends ImageCategory | ''>({
  label,
  labelAt = 'above',
  ...props
}: {
  value: Value;
  onChange: (value: Value) => void;
  label?: string;
  labelAt?: keyof typeof labelLooks;
  allLabel?: string;
  disabled?: boolean;
}) {
  const t = useMessages('images');
  const categories = imageCategories.map((category) => ({
    value: category as Value,
    label: categoryLabel(t, category),
  }));
  return (
    <LabelledSelect
      {...props}
      label={label ?? t('category')}
      labelClassName={labelLooks[labelAt]}
      className={labelAt === 'beside' ? 'w-auto' : undefined}
      choices={categories}
    />
  );
}
