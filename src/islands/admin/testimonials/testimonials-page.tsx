import { useMessages } from '../../../i18n/admin/messages.ts';
import { EntryListPage } from '../editor/entry-list-page.tsx';
import { SwitchField } from '../editor/switch-field.tsx';
import { TextField } from '../editor/text-field.tsx';
import { StarRatingField } from './star-rating-field.tsx';
import { TestimonialCard } from './testimonial-card.tsx';
import { testimonialForm } from './testimonial-form.ts';

/** /admin/testimonials: the reviews in both languages, with add, edit, reorder and delete. */
export function TestimonialsPage() {
  const t = useMessages('testimonials');
  return (
    <EntryListPage
      route="testimonials"
      config={testimonialForm}
      dialogDescription={t('dialogDescription')}
      empty={t('empty')}
      renderEntry={(entry, actions) => <TestimonialCard entry={entry} actions={actions} />}
      renderLanguage={(slot, lang) => (
        <>
          <TextField name={`${slot}.content`} label={t('content')} rows={4} lang={lang} />
          <SwitchField name={`${slot}.is_active`} />
        </>
      )}
      renderShared={() => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="shared.author_name" label={t('authorName')} autoComplete="off" />
          <StarRatingField name="shared.rating" label={t('rating')} />
        </div>
      )}
    />
  );
}
