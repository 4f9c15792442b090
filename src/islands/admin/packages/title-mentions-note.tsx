import { createContext, Fragment, use, useCallback, useMemo, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useMessages } from '../../../i18n/admin/messages.ts';
import type { NamespaceKey } from '../../../i18n/admin/namespaces.ts';
import { sameWords } from '../../../lib/content/mentions-word.ts';
import type { Language } from '../../../lib/data/entries.ts';
import {
  loadLandingTexts,
  type LandingText,
  type LandingTextKind,
} from '../../../lib/data/landing-texts.ts';
import type { PackageRow } from '../../../lib/data/service-packages.ts';
import type { AdminRoute } from '../../../stores/router.ts';
import { adminPages } from '../admin-nav.ts';
import type { FieldsScopeProps } from '../editor/entry-dialog.tsx';
import { FormNote } from '../editor/form-note.tsx';
import { useLoad, type LoadState } from '../use-load.ts';
import { titleMentions, type TitleMention } from './title-mentions.ts';

/** The editor of each kind of text, linked from the note; a package's are in this page's list. */
const editorOf: Partial<Record<LandingTextKind, Exclude<AdminRoute, 'overview'>>> = {
  banner: 'settings',
  hero: 'hero',
  service: 'services',
  about: 'about',
  review: 'testimonials',
  faqQuestion: 'faqs',
  faqAnswer: 'faqs',
};

/** The place's words: 'Platinum’s features', 'the hero', '2 reviews'. */
function placeKey({ kind, count }: TitleMention): NamespaceKey<'packages'> {
  // One of a kind (a package's part, the hero, the banner) is named; others are counted.
  const counted = !kind.startsWith('package') && kind !== 'hero' && kind !== 'banner';
  const key = counted ? `mention.${kind}.${count === 1 ? 'one' : 'other'}` : `mention.${kind}`;
  return key as NamespaceKey<'packages'>;
}

/**
 * Whether the package's title in `language` is changed from the saved one, and the saved one. A
 * change of case, accents or spaces only ('Oro' → 'ORO') is none: the texts that say the saved
 * title say the new one as the note's matching reads them (`sameWords`).
 */
function useTitleChange(language: Language): { changed: boolean; saved: string } {
  const { control, getFieldState } = useFormContext();
  const name = `${language}.title`;
  const formState = useFormState({ control, name });
  const typed = useWatch({ control, name }) as unknown;
  const saved = String(
    (formState.defaultValues?.[language] as { title?: unknown } | undefined)?.title ?? '',
  );
  const changed = getFieldState(name, formState).isDirty && !sameWords(saved, String(typed ?? ''));
  return { changed, saved };
}

/** The landing's texts as LandingTextsScope read them; loading until a title changes. */
const LandingTexts = createContext<LoadState<LandingText[]>>({ status: 'loading' });

/**
 * Around the Packages dialog's fields: the landing's texts, read once per opened dialog at the
 * first change of a title (not per keystroke) and shared by both languages' notes. The packages'
 * texts are the page's list as the dialog opened with it, not read again.
 */
export function LandingTextsScope({ existing, children }: FieldsScopeProps<PackageRow>) {
  const english = useTitleChange('en').changed;
  const spanish = useTitleChange('es').changed;
  const [packages] = useState(existing);
  const load = useCallback(() => loadLandingTexts(packages), [packages]);
  const { state } = useLoad(load, undefined, { enabled: english || spanish });
  return <LandingTexts value={state}>{children}</LandingTexts>;
}

/**
 * Under a package's title in `language`, once it differs from the saved one: where the saved
 * title is still written in that language, with links to those editors, since those texts do not
 * change with it (docs/product.md#editors). Nothing when no text says it. The texts are those
 * LandingTextsScope reads, around the dialog's fields.
 */
export function TitleMentionsNote({
  language,
  packageKey,
}: {
  language: Language;
  packageKey: string;
}) {
  const t = useMessages('packages');
  const { changed, saved } = useTitleChange(language);
  const read = use(LandingTexts);
  const mentions = useMemo(
    () => (read.status === 'ready' ? titleMentions(read.data, language, saved, packageKey) : []),
    [read, language, saved, packageKey],
  );
  if (!changed || read.status === 'loading') return null;
  if (read.status === 'error') {
    return <FormNote>{t('mentionsFailed', { title: saved, reason: read.message })}</FormNote>;
  }
  if (mentions.length === 0) return null;
  return (
    <FormNote>
      {t('stillWritten', { title: saved })}{' '}
      {mentions.map((mention, index) => {
        const place = t(placeKey(mention), { name: mention.owner ?? '', count: mention.count });
        const editor = editorOf[mention.kind];
        return (
          <Fragment key={`${mention.kind}/${mention.owner ?? ''}`}>
            {index > 0 ? ', ' : null}
            {editor ? (
              <a href={adminPages[editor].path} className="font-medium underline">
                {place}
              </a>
            ) : (
              place
            )}
          </Fragment>
        );
      })}
      . {t('textsStay')}
    </FormNote>
  );
}
