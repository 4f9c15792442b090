import type { FieldChange } from '../../../lib/data/history-diff.ts';
import { languageName } from '../../../lib/data/language-names.ts';

/** A value as the list shows it: its text, or a dash for none. */
function Value({ text }: { text: string | null }) {
  return <span className="whitespace-pre-line break-words">{text || '—'}</span>;
}

/** The fields a version changed: per field its language, its label, before and after. */
export function FieldChanges({
  changes,
  bilingual,
}: {
  changes: FieldChange[];
  bilingual: boolean;
}) {
  if (changes.length === 0) return <p className="text-ink-600">No visible field changed.</p>;
  return (
    <dl className="space-y-2">
      {changes.map((change) => (
        <div key={`${change.slot}.${change.column}`}>
          <dt className="font-medium text-ink-900">
            {bilingual && change.slot !== 'single' ? `${languageName(change.slot)} · ` : ''}
            {change.label}
          </dt>
          <dd className="grid gap-1 sm:grid-cols-2">
            {change.before !== null ? (
              <del className="rounded bg-red-50 px-2 py-1 text-red-900 no-underline">
                <span className="sr-only">Before: </span>
                <Value text={change.before} />
              </del>
            ) : null}
            {change.after !== null ? (
              <ins className="rounded bg-emerald-50 px-2 py-1 text-emerald-950 no-underline">
                <span className="sr-only">After: </span>
                <Value text={change.after} />
              </ins>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
