import { useStore } from '@nanostores/react';
import { languages } from '../../../lib/content/schema.ts';
import { imageCategories } from '../../../lib/data/images.ts';
import { $adminLanguage } from '../../../i18n/admin/language.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { SelectField } from '../editor/select-field.tsx';
import { TextField } from '../editor/text-field.tsx';
import { ownLanguageFirst } from '../editor/use-slot-order.ts';
import { categoryLabel } from './category-select.tsx';

/**
 * An image's alt texts, English and Spanish, as fields of the surrounding form (`single.alt_text`,
 * `single.alt_text_es`): the 'Edit Image Metadata' dialog's, and what an editor's picker asks of a
 * photo before uploading it (docs/product.md#image-library). One above the other, the admin's own
 * language first, as stacked languages are (ownLanguageFirst), each hint whole on its own.
 * `carousel`: the Spanish one's hint also says what the reviews carousel needs.
 */
export function AltTextFields({ carousel = false }: { carousel?: boolean }) {
  const t = useMessages('images');
  const own = useStore($adminLanguage);
  const fields = {
    en: (
      <TextField
        key="en"
        name="single.alt_text"
        label={t('altText')}
        lang="en"
        autoComplete="off"
        hint={t('altTextHint')}
      />
    ),
    es: (
      <TextField
        key="es"
        name="single.alt_text_es"
        label={t('altTextEs')}
        lang="es"
        autoComplete="off"
        hint={carousel ? `${t('altTextEsHint')} ${t('altTextCarouselHint')}` : t('altTextEsHint')}
      />
    ),
  };
  return <>{ownLanguageFirst(languages, own).map((lang) => fields[lang])}</>;
}

/** The image's preview beside the fields of the 'Edit Image Metadata' dialog. */
export function ImageFields({ url }: { url: string }) {
  const t = useMessages('images');
  const categoryOptions = imageCategories.map((value) => ({
    value,
    label: categoryLabel(t, value),
  }));
  return (
    <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
      <img
        src={url}
        alt={t('preview')}
        width={192}
        height={192}
        className="aspect-square w-full max-w-48 rounded-md border border-mist-200 bg-mist-100 object-cover"
      />
      <div className="space-y-4">
        <AltTextFields carousel />
        <SelectField name="single.category" label={t('category')} options={categoryOptions} />
        <TextField
          name="single.display_order"
          label={t('carouselPosition')}
          inputMode="numeric"
          valueAsNumber
          hint={t('carouselPositionHint')}
        />
      </div>
    </div>
  );
}
