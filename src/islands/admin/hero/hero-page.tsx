import { useState } from 'react';
import { heroEntries } from '../../../lib/data/hero-content.ts';
import { adminPages } from '../admin-nav.ts';
import { EntryDialog } from '../editor/entry-dialog.tsx';
import { ImageField } from '../editor/image-field.tsx';
import { LanguageBadges } from '../editor/language-badges.tsx';
import { ListStatus } from '../editor/list-status.tsx';
import { SwitchField } from '../editor/switch-field.tsx';
import { TextField } from '../editor/text-field.tsx';
import { useEntries } from '../editor/use-entries.ts';
import { PageHeader } from '../shell/page-header.tsx';
import { HeroCard } from './hero-card.tsx';
import { heroForm } from './hero-form.ts';

/** /admin/hero: the hero of each language, edited side by side in one dialog. */
export function HeroPage() {
  const list = useEntries(heroForm);
  const [editing, setEditing] = useState(false);
  const { label, description } = adminPages.hero;
  // The hero is one entry; an empty table still gets one to add both languages to.
  const entry = list.entries[0] ?? { key: heroEntries.config.table, rows: {}, order: 0 };
  return (
    <>
      <PageHeader title={label} description={description} />
      <ListStatus state={list.state} empty="No hero content yet: edit a language to write it." />
      {list.state.status === 'ready' ? (
        <>
          <div className="mb-3 flex gap-2">
            <LanguageBadges entry={entry} />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            {heroEntries.slots.map((slot) =>
              slot === 'single' ? null : (
                <HeroCard
                  key={slot}
                  language={slot}
                  row={entry.rows[slot]}
                  onEdit={() => setEditing(true)}
                />
              ),
            )}
          </div>
        </>
      ) : null}
      {editing ? (
        <EntryDialog
          config={heroForm}
          entry={entry}
          existing={list.entries}
          title="Edit Hero Content (EN / ES)"
          open
          onClose={() => setEditing(false)}
          reload={() => void list.reload()}
          renderLanguage={(slot, lang) => (
            <>
              <TextField name={`${slot}.title`} label="Title" lang={lang} />
              <TextField name={`${slot}.subtitle`} label="Subtitle" lang={lang} />
              <TextField name={`${slot}.description`} label="Description" rows={3} lang={lang} />
              <TextField name={`${slot}.cta_primary_text`} label="Primary CTA text" lang={lang} />
              <TextField
                name={`${slot}.cta_secondary_text`}
                label="Secondary CTA text"
                lang={lang}
              />
              <ImageField
                name={`${slot}.background_image_url`}
                label="Background image"
                category="hero"
              />
              <SwitchField name={`${slot}.is_active`} />
            </>
          )}
        />
      ) : null}
    </>
  );
}
