import { EntryListPage } from '../editor/entry-list-page.tsx';
import { IconNameField } from '../editor/icon-name-field.tsx';
import { SwitchField } from '../editor/switch-field.tsx';
import { TextField } from '../editor/text-field.tsx';
import { BrandGlyph } from './brand-glyph.tsx';
import { SocialCard } from './social-card.tsx';
import { socialForm } from './social-form.ts';

/** /admin/social: the footer's social links (one per network), with add, edit, reorder, delete. */
export function SocialPage() {
  return (
    <EntryListPage
      route="social"
      config={socialForm}
      empty="No social links yet. Add the first one."
      renderEntry={(entry, actions) => <SocialCard entry={entry} actions={actions} />}
      renderLanguage={(slot) => (
        <>
          <TextField name={`${slot}.platform`} label="Platform name" autoComplete="off" />
          <TextField name={`${slot}.url`} label="URL" type="url" inputMode="url" />
          <IconNameField
            name={`${slot}.icon_name`}
            alsoWatch={`${slot}.platform`}
            hint="facebook, instagram, youtube, x or twitter; globe for any other site."
            draw={(icons, value, platform) =>
              icons.isSocialIconName(value) ? (
                <BrandGlyph icons={icons} iconName={value} platform={platform} />
              ) : null
            }
          />
          <SwitchField name={`${slot}.is_active`} />
        </>
      )}
    />
  );
}
