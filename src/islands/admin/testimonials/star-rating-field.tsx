import { StarIcon } from '@heroicons/react/20/solid';
import { useId } from 'react';
import { touchTarget } from '../../../components/ui/button.tsx';
import { Controller, useFormContext } from 'react-hook-form';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { cn } from '../../../lib/cn.ts';
import { useFieldError } from '../editor/field-error.ts';

const stars = [1, 2, 3, 4, 5] as const;

/**
 * A 1-5 rating picked as stars: a native radio group ('1 star' … '5 stars'), so Tab reaches it,
 * the arrow keys move the rating and screen readers announce each choice; the stars up to the
 * chosen one are filled. Below 1024 px each star is a finger's 44 px target (`touchTarget`), as the
 * dialogs' buttons are (docs/product.md#editors).
 */
export function StarRatingField({ name, label }: { name: string; label: string }) {
  const t = useMessages('testimonials');
  const group = useId();
  const { control, formState } = useFormContext();
  const fieldError = useFieldError();
  const error = fieldError(formState.errors, name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <fieldset aria-describedby={error ? `${group}-error` : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-ink-900">{label}</legend>
          <div className="flex gap-1">
            {stars.map((star) => (
              <label
                key={star}
                className={cn(
                  'relative inline-flex cursor-pointer items-center justify-center rounded-md',
                  touchTarget,
                )}
              >
                <input
                  type="radio"
                  name={group}
                  value={star}
                  checked={field.value === star}
                  onChange={() => field.onChange(star)}
                  onBlur={field.onBlur}
                  aria-label={star === 1 ? t('oneStar') : t('stars', { count: star })}
                  className="peer sr-only"
                />
                <StarIcon
                  aria-hidden="true"
                  className={cn(
                    'size-8 rounded-md peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
                    star <= Number(field.value) ? 'text-amber-500' : 'text-mist-300',
                  )}
                />
              </label>
            ))}
          </div>
          {error ? (
            <p id={`${group}-error`} className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </fieldset>
      )}
    />
  );
}
