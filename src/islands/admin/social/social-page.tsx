import { ArrowTopRightOnSquareIcon } from '@heroicons/react/20/solid';
import { linkTarget } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { platformName } from '../../../lib/content/social-handle.ts';
import { editorPage } from '../editor/entry-list-page.tsx';
import { IconNameField } from '../editor/icon-name-field.tsx';
import { TextField } from '../editor/text-field.tsx';
import { BrandGlyph } from './brand-glyph.tsx';
import { SocialIcon } from './social-icon.tsx';
import { socialForm } from './social-form.ts';

/** /admin/social: the footer's social links (one per network), with add, edit, reorder, delete. */
export const SocialPage = editorPage('social', socialForm, (t) => ({
  // Its icon (drawn) and icon name, platform, and its URL opening in a new tab.
  card: {
    label: (row) => platformName(row.platform),
    summary: (row) => (
      <span className="flex items-center gap-2 text-sm text-ink-700">
        <span className="flex size-9 items-center justify-center rounded-full bg-ink-900 text-white">
          <SocialIcon iconName={row.icon_name} platform={row.platform} />
        </span>
        <code translate="no">{row.icon_name}</code>
        <span translate="no" className="font-semibold text-ink-900">
          {platformName(row.platform)}
        </span>
      </span>
    ),
    renderRow: (link) => (
      <a
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(
          'inline-flex items-center gap-1 text-sm break-all text-brand-700 underline',
          linkTarget,
        )}
      >
        {link.url}
        <ArrowTopRightOnSquareIcon aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">{t('opensInNewTab')}</span>
      </a>
    ),
  },
  renderLanguage: (slot) => (
    <>
      <TextField name={`${slot}.platform`} label={t('platform')} autoComplete="off" />
      <TextField
        name={`${slot}.url`}
        label={t('url')}
        type="url"
        inputMode="url"
        hint={t('urlHint')}
      />
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
    </>
  ),
}));
