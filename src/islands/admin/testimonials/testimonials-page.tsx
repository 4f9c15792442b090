import { editorPage } from '../editor/entry-list-page.tsx';
import { TextField } from '../editor/text-field.tsx';
import { StarRatingField } from './star-rating-field.tsx';
import { StarRow } from './star-row.tsx';
import { testimonialForm } from './testimonial-form.ts';

/** /admin/testimonials: the reviews in both languages, with add, edit, reorder and delete. */
export const TestimonialsPage = editorPage('testimonials', testimonialForm, (t) => ({
  dialogDescription: t('dialogDescription'),
  // Author and stars, then per language the review.
  card: {
    label: (row) => row.author_name,
    summary: (row) => (
      <>
        <span translate="no" className="font-semibold">
          {row.author_name}
        </span>
        <StarRow rating={row.rating} />
      </>
    ),
    renderRow: (row) => <p className="text-sm whitespace-pre-line">{row.content}</p>,
  },
  renderLanguage: (slot, lang) => (
    <TextField name={`${slot}.content`} label={t('content')} rows={4} lang={lang} />
  ),
  renderShared: () => (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name="shared.author_name" label={t('authorName')} autoComplete="off" />
      <StarRatingField name="shared.rating" label={t('rating')} />
    </div>
  ),
}));
