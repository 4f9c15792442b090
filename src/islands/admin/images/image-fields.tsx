import { imageCategories } from '../../../lib/data/images.ts';
import { SelectField } from '../editor/select-field.tsx';
import { TextField } from '../editor/text-field.tsx';
import { categoryLabel } from './category-select.tsx';

const categoryOptions = imageCategories.map((value) => ({ value, label: categoryLabel(value) }));

/** The image's preview beside the fields of the 'Edit Image Metadata' dialog. */
export function ImageFields({ url }: { url: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
      <img
        src={url}
        alt="Preview"
        width={192}
        height={192}
        className="aspect-square w-full max-w-48 rounded-md border border-mist-200 bg-mist-100 object-cover"
      />
      <div className="space-y-4">
        <TextField
          name="single.alt_text"
          label="Alt text"
          autoComplete="off"
          hint="What the photo shows, for visitors who cannot see it."
        />
        <TextField
          name="single.alt_text_es"
          label="Alt text (Spanish)"
          lang="es"
          autoComplete="off"
          hint="The same for Spanish visitors. A Testimonials photo is shown in the reviews carousel once it has alt text in both languages."
        />
        <SelectField name="single.category" label="Category" options={categoryOptions} />
        <TextField
          name="single.display_order"
          label="Carousel position"
          type="number"
          step="1"
          valueAsNumber
          hint="Testimonials images appear in the reviews carousel by this number, smallest first."
        />
      </div>
    </div>
  );
}
