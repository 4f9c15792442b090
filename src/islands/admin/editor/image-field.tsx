import { Controller, useFormContext } from 'react-hook-form';
import type { ImageCategory } from '../../../lib/data/images.ts';
import { useFieldError } from './field-error.ts';
import { ImagePicker } from '../images/image-picker.tsx';

/**
 * The image of the surrounding editor form at `name` (a URL or null), drawn by an image slot:
 * every editor's image goes through here, so swapping the slot swaps it everywhere.
 */
export function ImageField({
  name,
  label,
  category,
}: {
  name: string;
  label: string;
  category: ImageCategory;
}) {
  const { control, formState } = useFormContext();
  const fieldError = useFieldError();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ImagePicker
          value={(field.value as string | null | undefined) ?? null}
          onChange={field.onChange}
          category={category}
          label={label}
          error={fieldError(formState.errors, name)}
        />
      )}
    />
  );
}
