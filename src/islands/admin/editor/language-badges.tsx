import { Badge } from '../../../components/ui/badge.tsx';
import { languagesNeeded, type Entry } from '../../../lib/data/entry-logic.ts';
import { languageName } from '../../../lib/data/language-names.ts';

/**
 * "Needs Spanish" (or English) on an entry that is missing, or switched off, in one language while
 * the other is shown: visitors of that language do not see it.
 */
export function LanguageBadges({ entry }: { entry: Entry }) {
  const needed = languagesNeeded(entry, ['en', 'es']);
  return needed.map((language) => (
    <Badge
      key={language}
      variant="warning"
      title={
        entry.rows[language]
          ? `The ${languageName(language)} version is switched off`
          : `There is no ${languageName(language)} version`
      }
    >
      Needs {languageName(language)}
    </Badge>
  ));
}
