import { useMessages } from '../../../i18n/admin/messages.ts';
import { EntryListPage } from '../editor/entry-list-page.tsx';
import { IconNameField } from '../editor/icon-name-field.tsx';
import { SwitchField } from '../editor/switch-field.tsx';
import { TextField } from '../editor/text-field.tsx';
import { BrandGlyph } from './brand-glyph.tsx';
import { SocialCard } from './social-card.tsx';
import { socialForm } from './social-form.ts';

/** /admin/social: the footer's social links (one per network), with add, edit, reorder, delete. */
export function SocialPage() {
  const t = useMessages('social');
  return (
    <EntryListPage
      route="social"
      config={socialForm}
      empty={t('empty')}
      renderEntry={(entry, actions) => <SocialCard entry={entry} actions={actions} />}
      renderLanguage={(slot) => (
        <>
          <TextField name={`${slot}.platform`} label={t('platform')} autoComplete="off" />
          <TextField name={`${slot}.url`} label={t('url')} type="url" inputMode="url" />
          <IconNameField
            name={`${slot}.icon_name`}
            alsoWatch={`${slot}.platform`}
            hint={t('iconHint')}
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
