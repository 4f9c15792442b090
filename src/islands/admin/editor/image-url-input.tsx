import { useId } from 'react';
import type { Enums } from '../../../lib/database.types.ts';
import { FieldFrame, inputClass } from './field-frame.tsx';

/** Props of an image slot: the same as the image library's picker takes. */
export interface ImageSlotProps {
  /** The image's public URL, or null for none. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** The library category the image belongs to (hero, services…). */
  category: Enums<'image_category'>;
  label?: string;
  /** The field's validation message. */
  error?: string | undefined;
}

/**
 * The plain image slot: an http(s) URL typed in (empty for none). The image library's picker
 * takes the same props and replaces it in ImageField.
 */
export function ImageUrlInput({ value, onChange, label = 'Image URL', error }: ImageSlotProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint="Optional. An http(s) address.">
      {(aria) => (
        <input
          {...aria}
          type="url"
          inputMode="url"
          className={inputClass}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || null)}
        />
      )}
    </FieldFrame>
  );
}
