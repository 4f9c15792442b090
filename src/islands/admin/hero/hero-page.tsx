import { heroEntries } from '../../../lib/data/hero-content.ts';
import { editorPage } from '../editor/entry-list-page.tsx';
import { ImageField } from '../editor/image-field.tsx';
import { LanguageBadges } from '../editor/language-badges.tsx';
import { TextField } from '../editor/text-field.tsx';
import { HeroCards } from './hero-card.tsx';
import { heroForm } from './hero-form.ts';

/**
 * /admin/hero: the background photo, then the hero of each language side by side, both edited in
 * one dialog; the background photo once.
 */
export const HeroPage = editorPage('hero', heroForm, (t) => ({
  offers: [],
  editTitle: t('editTitle'),
  dialogDescription: t('dialogDescription'),
  // The image slot's texts load with the page, not when the dialog first shows it.
  alsoLoads: ['images'],
  renderList: ({ entries, state, actionsOf, status }) => {
    // The hero is one entry; an empty table still gets one to add both languages to.
    const entry = entries[0] ?? { key: heroEntries.config.table, rows: {}, order: 0 };
    const { onEdit } = actionsOf(entry, 0);
    return (
      <>
        {status}
        {state.status === 'ready' ? (
          <>
            <div className="mb-3 flex gap-2">
              <LanguageBadges entry={entry} />
            </div>
            <HeroCards entry={entry} onEdit={onEdit} />
          </>
        ) : null}
      </>
    );
  },
  renderLanguage: (slot, lang) => (
    <>
      <TextField name={`${slot}.title`} label={t('title')} lang={lang} />
      <TextField name={`${slot}.subtitle`} label={t('subtitle')} lang={lang} />
      <TextField name={`${slot}.description`} label={t('description')} rows={3} lang={lang} />
      <TextField name={`${slot}.cta_primary_text`} label={t('mainButtonText')} lang={lang} />
      <TextField name={`${slot}.cta_secondary_text`} label={t('secondButtonText')} lang={lang} />
    </>
  ),
  renderShared: () => (
    <ImageField name="shared.background_image_url" label={t('backgroundImage')} category="hero" />
  ),
}));
