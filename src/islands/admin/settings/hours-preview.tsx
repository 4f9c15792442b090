import { useFormContext, useWatch } from 'react-hook-form';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { openingHoursText } from '../../../lib/content/format-hours.ts';
import { openingHoursSchema } from '../../../lib/content/opening-hours.ts';
import { languages } from '../../../lib/content/schema.ts';

/** The hours as the footer of each language will say them, side by side, as they are typed. */
export function HoursPreview() {
  const t = useMessages('settings');
  const { control } = useFormContext();
  const hours = openingHoursSchema.safeParse(useWatch({ control, name: 'single.opening_hours' }));
  return (
    <div className="grid gap-3 rounded-md bg-mist-50 p-3 text-sm sm:grid-cols-2" aria-live="polite">
      {languages.map((lang) => (
        <div key={lang} className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-ink-700 uppercase">
            {t(lang === 'en' ? 'footerEnglish' : 'footerSpanish')}
          </p>
          {hours.success ? (
            <p lang={lang} className="mt-0.5">
              {openingHoursText(lang, hours.data)}
            </p>
          ) : (
            <p className="mt-0.5">{t('hoursIncomplete')}</p>
          )}
        </div>
      ))}
    </div>
  );
}
