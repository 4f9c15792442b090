import { PencilSquareIcon } from '@heroicons/react/24/outline';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import type { Language } from '../../../lib/content/schema.ts';

/** A value as the card shows it, in `lang` when it is a text of the site's, or none in particular. */
export type Shown = { text: string; lang?: Language; translate?: 'no' };

/**
 * One setting: a name for scripts and tests that is English in both languages (`data-setting` on
 * its value), its label, its value as shown, and a line saying in plain words what it is.
 */
export type SettingItem = [name: string, label: string, shown: Shown, note?: string];

interface SettingsCardProps {
  title: string;
  intro: ReactNode;
  /** The Edit button's text. */
  editLabel: string;
  onEdit: () => void;
  items: readonly SettingItem[];
  /** The grid's columns from `sm` up. */
  columns: 'sm:grid-cols-2' | 'sm:grid-cols-3';
}

/** A block of settings, read-only: title, intro, the Edit button, then each setting's value. */
export function SettingsCard({
  title,
  intro,
  editLabel,
  onEdit,
  items,
  columns,
}: SettingsCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-3 p-5 pb-3">
        <div>
          <CardTitle id={titleId}>{title}</CardTitle>
          <CardDescription>{intro}</CardDescription>
        </div>
        <Button variant="outline" onClick={onEdit}>
          <PencilSquareIcon aria-hidden="true" />
          {editLabel}
        </Button>
      </div>
      <dl className={`grid gap-x-6 gap-y-3 p-5 pt-0 text-sm ${columns}`}>
        {items.map(([name, label, { text, ...language }, note]) => (
          <div key={name} className="min-w-0">
            <dt className="font-medium text-ink-700">{label}</dt>
            <dd className="break-words text-ink-900" data-setting={name} {...language}>
              {text}
            </dd>
            {note ? <dd className="mt-0.5 text-xs text-ink-600">{note}</dd> : null}
          </div>
        ))}
      </dl>
    </Card>
  );
}
