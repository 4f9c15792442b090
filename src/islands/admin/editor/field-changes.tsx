import { useMessages } from '../../../i18n/admin/messages.ts';
import type { NamespaceKey } from '../../../i18n/admin/namespaces.ts';
import type { FieldChange } from '../../../lib/data/history-diff.ts';

/** A value as the list shows it: its text, or a dash for none. */
function Value({ text, lang }: { text: string | null; lang: string | undefined }) {
  return (
    <span
      lang={lang}
      translate={lang ? undefined : 'no'}
      className="whitespace-pre-line break-words"
    >
      {text || '—'}
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
    className: 'rounded bg-red-50 px-2 py-1 text-red-900 no-underline',
  },
  {
    side: 'after',
    Mark: 'ins',
    className: 'rounded bg-emerald-50 px-2 py-1 text-emerald-950 no-underline',
  },
] as const;

/** The fields a version changed: per field its language, its label, before and after. */
export function FieldChanges({
  changes,
  bilingual,
}: {
  changes: FieldChange[];
  bilingual: boolean;
}) {
  const t = useMessages('history');
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
  return (
    <dl className="space-y-2">
      {changes.map((change) => (
        <div key={`${change.slot}.${change.column}`}>
          <dt className="font-medium text-ink-900">
            {bilingual && change.slot !== 'single'
              ? t('fieldOf', { language: t(`language.${change.slot}`), field: label(change) })
              : label(change)}
          </dt>
          <dd className="grid gap-1 sm:grid-cols-2">
            {sides.map(({ side, Mark, className }) =>
              change[side] !== null ? (
                <Mark key={side} className={className}>
                  <span className="sr-only">{t(side)} </span>
                  <Value text={value(change, change[side])} lang={langOf(change)} />
                </Mark>
              ) : null,
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
