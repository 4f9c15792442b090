import { useStore } from '@nanostores/react';
import { linkTarget } from '../../components/ui/button.tsx';
import { $adminLanguage, type AdminLanguage } from '../../i18n/admin/language.ts';
import { switchAdminLanguage } from '../../i18n/admin/messages.ts';

/** Each language named in itself, as language choices are. */
const names: Record<AdminLanguage, string> = { en: 'English', es: 'Español' };

/** Shows the document title in `lang`, where the layout gave it in both (data-en, data-es). */
function retitle(lang: AdminLanguage): void {
  const title = document.querySelector('title')?.dataset[lang];
  if (title) document.title = title;
}

/**
 * "English | Español" under /auth's and /seed's card:
 * switches the page's texts (the static ones follow <html lang>) and remembers the choice in this
 * browser, as the admin header's switch does (docs/architecture.md#admin-language).
 */
export function LanguageChoice({ label }: { label: string }) {
  const current = useStore($adminLanguage);
  return (
    <div role="group" aria-label={label} className="mt-4 flex justify-center gap-2 text-sm lg:mt-6">
      {(Object.keys(names) as AdminLanguage[]).map((lang, index) => (
        <span key={lang} className="flex items-center gap-2">
          {index > 0 ? <span aria-hidden="true">|</span> : null}
          <button
            type="button"
            lang={lang}
            aria-pressed={lang === current}
            className={`inline-flex items-center px-1 font-medium text-brand-700 underline-offset-4 hover:underline aria-pressed:text-ink-900 aria-pressed:no-underline lg:px-0 ${linkTarget}`}
            onClick={() => void switchAdminLanguage(lang).then(() => retitle(lang))}
          >
            {names[lang]}
          </button>
        </span>
      ))}
    </div>
  );
}
