import { Badge } from '../../../components/ui/badge.tsx';
import { languagesNeeded, type Entry } from '../../../lib/data/entry-logic.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';

/**
 * "Needs Spanish" (or English) on an entry that is missing, or switched off, in one language while
 * the other is shown: visitors of that language do not see it.
 */
export function LanguageBadges({ entry }: { entry: Entry }) {
  const t = useMessages('editor');
  const needed = languagesNeeded(entry, ['en', 'es']);
  return needed.map((slot) => {
    const language = t(`inLanguage.${slot as 'en' | 'es'}`);
    return (
      <Badge
        key={slot}
        variant="warning"
        title={entry.rows[slot] ? t('switchedOff', { language }) : t('noVersion', { language })}
      >
        {t('needs', { language })}
      </Badge>
    );
  });
}
