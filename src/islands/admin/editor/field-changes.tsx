import { useStore } from '@nanostores/react';
import { $adminLanguage } from '../../../i18n/admin/language.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import type { NamespaceKey } from '../../../i18n/admin/namespaces.ts';
import { isEmptyValue, type FieldChange } from '../../../lib/data/history-diff.ts';
import type { ImageNames } from '../../../lib/data/image-names.ts';
import { storedImageFile } from '../../../lib/images/stored-image.ts';
import { EmptyValue } from './empty-value.tsx';

/** The library's names of the images a history shows, by URL; an image deleted since has none. */
type LibraryNames = ReadonlyMap<string, ImageNames>;

/**
 * A library image as the list shows it: a small thumbnail (its alt text in the admin's language,
 * else none) and the name it was uploaded under, never its address; one deleted since: its file
 * name and '(deleted)', no broken image (docs/product.md#history-and-recovery).
 */
function StoredImage({ url, file, names }: { url: string; file: string; names?: ImageNames }) {
  const t = useMessages('history');
  const lang = useStore($adminLanguage);
  if (!names)
    return (
      <span>
        <span translate="no">{file}</span> {t('imageDeleted')}
      </span>
    );
  return (
    <span className="flex items-center gap-2">
      <img
        src={url}
        alt={(lang === 'es' ? names.alt_text_es : names.alt_text) ?? ''}
        loading="lazy"
        decoding="async"
        width={64}
        height={36}
        className="aspect-video w-16 shrink-0 rounded border border-mist-200 bg-mist-100 object-cover"
      />
      <span translate="no" className="min-w-0">
        {names.file_name ?? file}
      </span>
    </span>
  );
}

/** A value as the list shows it: its text (a library image as itself), or '(empty)' for none. */
function Value({
  text,
  lang,
  images,
}: {
  text: string | null;
  lang: string | undefined;
  images: LibraryNames;
}) {
  const t = useMessages('history');
  if (isEmptyValue(text)) return <EmptyValue text={t('emptyValue')} />;
  const file = text && storedImageFile(text);
  if (text && file) return <StoredImage url={text} file={file} names={images.get(text)} />;
  return (
    <span lang={lang} translate={lang ? undefined : 'no'} className="whitespace-pre-line">
      {text}
    </span>
  );
}

/** The language of a changed value: its row's; none for a row without languages. */
const langOf = (change: FieldChange) => (change.slot === 'single' ? undefined : change.slot);

/** A field's value before (struck out) and after (inserted) the version. */
const sides = [
  {
    side: 'before',
    Mark: 'del',
    className: 'min-w-0 rounded bg-red-50 px-2 py-1 text-red-900 no-underline',
  },
  {
    side: 'after',
    Mark: 'ins',
    className: 'min-w-0 rounded bg-emerald-50 px-2 py-1 text-emerald-950 no-underline',
  },
] as const;

/**
 * The fields a version changed: per field its language, its label, before and after; a column of
 * `unlabelled` without its label (the only value of an entry its title names), one of
 * `adminWorded` in the admin's language, whichever row it is of.
 */
export function FieldChanges({
  changes,
  bilingual,
  images,
  unlabelled = [],
  adminWorded = [],
}: {
  changes: FieldChange[];
  bilingual: boolean;
  images: LibraryNames;
  unlabelled?: readonly string[] | undefined;
  adminWorded?: readonly string[] | undefined;
}) {
  const t = useMessages('history');
  const adminLang = useStore($adminLanguage);
  const lang = (change: FieldChange) =>
    adminWorded.includes(change.column) ? adminLang : langOf(change);
  if (changes.length === 0) return <p className="text-ink-600">{t('noFieldChanged')}</p>;
  // A column's label: the namespace's, or the English one of lib/data/history-diff.ts.
  const label = ({ column, label: english }: FieldChange) => {
    const key = `column.${column}` as NamespaceKey<'history'>;
    const text = t(key);
    return text === key ? english : text;
  };
  // The Active switch is written 'Yes' or 'No' by history-diff.ts.
  const value = (change: FieldChange, text: string | null) =>
    change.column === 'is_active' && text ? (text === 'Yes' ? t('yes') : t('no')) : text;
  // Without labels, no term list: a `dl` groups each value under its term.
  const labelled = changes.some((change) => !unlabelled.includes(change.column));
  const List = labelled ? 'dl' : 'div';
  const Values = labelled ? 'dd' : 'div';
  return (
    <List className="space-y-2">
      {changes.map((change) => (
        <div key={`${change.slot}.${change.column}`}>
          {labelled ? (
            <dt className="font-medium text-ink-900">
              {bilingual && change.slot !== 'single'
                ? t('fieldOf', { language: t(`language.${change.slot}`), field: label(change) })
                : label(change)}
            </dt>
          ) : null}
          <Values className="grid grid-cols-1 gap-1 sm:grid-cols-2">
            {sides.map(({ side, Mark, className }) =>
              change[side] !== null ? (
                <Mark key={side} className={className}>
                  <span className="sr-only">{t(side)} </span>
                  <Value text={value(change, change[side])} lang={lang(change)} images={images} />
                </Mark>
              ) : null,
            )}
          </Values>
        </div>
      ))}
    </List>
  );
}
