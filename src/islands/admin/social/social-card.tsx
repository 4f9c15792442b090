import { ArrowTopRightOnSquareIcon } from '@heroicons/react/20/solid';
import type { Entry } from '../../../lib/data/entries.ts';
import type { SocialRow } from '../../../lib/data/social-links.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { EntryCard, type EntryActions } from '../editor/entry-card.tsx';
import { SocialIcon } from './social-icon.tsx';

/** 'facebook' → 'Facebook', as the footer names a platform without a brand mark. */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One social link: its icon (drawn) and icon name, platform, and its URL opening in a new tab. */
export function SocialCard({ entry, actions }: { entry: Entry<SocialRow>; actions: EntryActions }) {
  const t = useMessages('social');
  const row = entry.rows.single;
  const label = row ? capitalised(row.platform) : entry.key;
  return (
    <EntryCard
      entry={entry}
      label={label}
      noun="social link"
      actions={actions}
      summary={
        row ? (
          <span className="flex items-center gap-2 text-sm text-ink-700">
            <span className="flex size-9 items-center justify-center rounded-full bg-ink-900 text-white">
              <SocialIcon iconName={row.icon_name} platform={row.platform} />
            </span>
            <code translate="no">{row.icon_name}</code>
            <span translate="no" className="font-semibold text-ink-900">
              {label}
            </span>
          </span>
        ) : null
      }
      renderRow={(link) => (
        <a
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm break-all text-brand-700 underline"
        >
          {link.url}
          <ArrowTopRightOnSquareIcon aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">{t('opensInNewTab')}</span>
        </a>
      )}
    />
  );
}
