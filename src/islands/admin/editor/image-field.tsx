import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { ImageCategory } from '../../../lib/data/images.ts';
import { useFieldError } from './field-error.ts';
import { ImagePicker } from '../images/image-picker.tsx';

/**
 * The image of the surrounding editor form at `name` (a URL or null), drawn by an image slot:
 * every editor's image goes through here, so swapping the slot swaps it everywhere. An upload's
 * alt texts start from the form's `suggestFrom` field of each language (a package's title), as
 * typed when the photo is picked.
 */
export function ImageField({
  name,
  label,
  category,
  suggestFrom,
}: {
  name: string;
  label: string;
  category: ImageCategory;
  /** A field of each language (`title`: `en.title`, `es.title`). */
  suggestFrom?: string;
}) {
  const { control, formState } = useFormContext();
  const fieldError = useFieldError();
  const sources: string[] = suggestFrom ? [`en.${suggestFrom}`, `es.${suggestFrom}`] : [];
  const typed: unknown[] = useWatch({ control, name: sources });
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const suggested = suggestFrom
    ? { alt_text: text(typed[0]), alt_text_es: text(typed[1]) }
    : undefined;
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
          suggested={suggested}
        />
      )}
    />
  );
}
