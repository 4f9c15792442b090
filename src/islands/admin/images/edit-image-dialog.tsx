import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { updateImage, type ImageRow } from '../../../lib/data/images.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { imageMetadataSchema, type ImageMetadata } from '../../../lib/schemas/images.ts';
import { notifySaved } from '../../../stores/publish.ts';
import { FieldFrame, inputClass } from '../editor/field-frame.tsx';
import { fieldError } from '../editor/field-error.ts';
import { CategorySelect } from './category-select.tsx';

/**
 * 'Edit Image Metadata' (docs/product.md#image-library): required alt text, its Spanish version
 * (optional: the reviews carousel uses the English one on /es/ when empty), category, carousel
 * position and a preview. Remount per image (`key={image.id}`): the form starts from the image it
 * was opened with.
 */
export function EditImageDialog({
  image,
  onClose,
  onSaved,
}: {
  image: ImageRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const id = useId();
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof imageMetadataSchema>,
    unknown,
    ImageMetadata
  >({
    defaultValues: {
      alt_text: image?.alt_text ?? '',
      alt_text_es: image?.alt_text_es ?? '',
      category: image?.category ?? 'general',
      display_order: image?.display_order ?? 0,
    },
    resolver: zodResolver(imageMetadataSchema),
  });
  const { errors, isSubmitting } = formState;
  const save = handleSubmit(async (values) => {
    if (!image) return;
    try {
      await updateImage(image.id, values);
      toast.success('Image updated successfully');
      notifySaved();
      onSaved();
      onClose();
    } catch (error) {
      toast.error('Error updating image', { description: errorMessage(error) });
    }
  });
  const close = () => {
    if (!isSubmitting) onClose();
  };

  return (
    <Dialog open={image !== null} onClose={close} className="max-w-2xl">
      <DialogTitle>Edit Image Metadata</DialogTitle>
      <DialogDescription>How the image is described and where it belongs.</DialogDescription>
      <form noValidate onSubmit={(event) => void save(event)} className="mt-4">
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          {image ? (
            <img
              src={image.url}
              alt="Preview"
              width={192}
              height={192}
              className="aspect-square w-full max-w-48 rounded-md border border-mist-200 bg-mist-100 object-cover"
            />
          ) : null}
          <div className="space-y-4">
            <FieldFrame id={`${id}-alt`} label="Alt text" error={fieldError(errors, 'alt_text')}>
              {(aria) => (
                <input {...aria} required className={inputClass} {...register('alt_text')} />
              )}
            </FieldFrame>
            <FieldFrame
              id={`${id}-alt-es`}
              label="Alt text (Spanish)"
              hint="Used on the Spanish page; when empty, the English text is used."
              error={fieldError(errors, 'alt_text_es')}
            >
              {(aria) => (
                <input {...aria} lang="es" className={inputClass} {...register('alt_text_es')} />
              )}
            </FieldFrame>
            <FieldFrame id={`${id}-category`} label="Category">
              {(aria) => <CategorySelect id={aria.id} {...register('category')} />}
            </FieldFrame>
            <FieldFrame
              id={`${id}-order`}
              label="Carousel position"
              hint="Testimonials images appear in the reviews carousel by this number, smallest first."
              error={fieldError(errors, 'display_order')}
            >
              {(aria) => (
                <input
                  {...aria}
                  type="number"
                  step={1}
                  className={inputClass}
                  {...register('display_order', { valueAsNumber: true })}
                />
              )}
            </FieldFrame>
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save Changes'}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
