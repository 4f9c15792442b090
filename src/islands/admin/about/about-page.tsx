import { editorPage } from '../editor/entry-list-page.tsx';
import { TextField } from '../editor/text-field.tsx';
import { aboutForm } from './about-form.ts';

/** /admin/about: the about cards in both languages, with add, edit, reorder and delete. */
export const AboutPage = editorPage('about', aboutForm, (t) => ({
  dialogDescription: t('dialogDescription'),
  // Its emoji, then per language its title and description.
  card: {
    label: (row) => row.title,
    summary: (row) => (
      <span
        className="text-3xl leading-none"
        role="img"
        aria-label={t('emojiLabel', { emoji: row.emoji })}
      >
        {row.emoji}
      </span>
    ),
    renderRow: (row) => (
      <>
        <p className="font-semibold">{row.title}</p>
        <p className="text-sm whitespace-pre-line text-ink-700">{row.description}</p>
      </>
    ),
  },
  renderLanguage: (slot, lang) => (
    <>
      <TextField name={`${slot}.title`} label={t('title')} lang={lang} />
      <TextField name={`${slot}.description`} label={t('description')} rows={3} lang={lang} />
    </>
  ),
  renderShared: () => (
    <div className="max-w-48">
      <TextField name="shared.emoji" label={t('emoji')} autoComplete="off" />
    </div>
  ),
}));
