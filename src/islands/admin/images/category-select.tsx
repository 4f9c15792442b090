import type { ComponentProps } from 'react';
import { imageCategories, type ImageCategory } from '../../../lib/data/images.ts';
import { cn } from '../../../lib/cn.ts';
import { inputLook } from '../editor/field-frame.tsx';

/** Display names of the categories ('testimonials' → 'Testimonials'). */
export function categoryLabel(category: ImageCategory): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
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
  return (
    <select className={cn(inputLook, className ?? 'w-full')} {...props}>
      {allLabel ? <option value="">{allLabel}</option> : null}
      {imageCategories.map((category) => (
        <option key={category} value={category}>
          {categoryLabel(category)}
        </option>
      ))}
    </select>
  );
}
