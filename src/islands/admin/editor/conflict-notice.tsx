import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { Slot } from '../../../lib/data/entries.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';

interface ConflictNoticeProps {
  /** The language changed elsewhere; several (both languages): the entry. */
  slot: Slot | readonly Slot[];
  /**
   * What was changed, as the sentence's subject, when it is not an entry ('This request'); a
   * feminine noun in Spanish, as the notice's 'modificada' agrees with it.
   */
  which?: string;
  busy: boolean;
  /** 'Load their version' keeps what was typed under each text field (an editor's dialog). */
  keepsTyped?: boolean;
  onLoadTheirs: () => void;
  onOverwrite: () => void;
}

/**
 * Why a save was refused (someone else changed the entry) and the two ways on. It sits above the
 * dialog's buttons, at the end of a form that may be scrolled elsewhere: it scrolls into view.
 */
export function ConflictNotice({
  slot,
  which: named,
  busy,
  keepsTyped = false,
  onLoadTheirs,
  onOverwrite,
}: ConflictNoticeProps) {
  const t = useMessages('editor');
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const [only, ...more] = typeof slot === 'string' ? [slot] : slot;
  const which =
    named ??
    (!only || only === 'single' || more.length
      ? t('thisEntry')
      : t('theVersion', { language: t(`inLanguage.${only}`) }));
  return (
    <div
      ref={notice}
      role="alert"
      className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm"
    >
      <p className="flex items-start gap-2 font-semibold text-amber-950">
        <ExclamationTriangleIcon className="size-5 shrink-0" aria-hidden="true" />
        {t('conflict', { which })}
      </p>
      <p className="mt-1 text-amber-950">{t(keepsTyped ? 'conflictHelpKept' : 'conflictHelp')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onLoadTheirs} busy={busy}>
          {t('loadTheirs')}
        </Button>
        <Button variant="destructive" size="sm" onClick={onOverwrite} busy={busy}>
          {t('overwrite')}
        </Button>
      </div>
    </div>
  );
}
