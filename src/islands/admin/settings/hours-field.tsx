import { useAdminFormat } from '../../../i18n/admin/format.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { intlLocales } from '../../../i18n/locales.ts';
import { weekDays } from '../../../lib/content/opening-hours.ts';
import type { Language } from '../../../lib/content/schema.ts';
import { TextField } from '../editor/text-field.tsx';
import { CheckboxGroup } from './checkbox-group.tsx';
import { FaqReminder } from './faq-reminder.tsx';
import { FieldList } from './field-list.tsx';
import { HoursPreview } from './hours-preview.tsx';
import { newInterval } from './settings-form.ts';

/** The days as `lang` names them: 'Mon' titled 'Monday', 'lun' titled 'lunes'. */
function dayOptions(lang: Language) {
  const name = (weekday: 'short' | 'long', i: number) =>
    new Intl.DateTimeFormat(intlLocales[lang], { weekday, timeZone: 'UTC' }).format(
      Date.UTC(2024, 0, 1 + i), // 1 January 2024 was a Monday
    );
  return weekDays.map((value, i) => ({ value, label: name('short', i), title: name('long', i) }));
}

const name = 'single.opening_hours';

/**
 * Opening hours as days and times: one row per time span with the days that have it (a day in
 * no row is closed). The footer text of both languages and the JSON-LD are made from it.
 */
export function HoursField() {
  const t = useMessages('settings');
  const names = useMessages('settingNames');
  const { lang } = useAdminFormat();
  const days = dayOptions(lang);
  return (
    <FieldList
      name={name}
      legend={names('opening_hours')}
      intro={t('hoursIntro')}
      itemLabel={(index) => t('openingTime', { number: index + 1 })}
      removeLabel={(index) => t('removeOpeningTime', { number: index + 1 })}
      newItem={newInterval}
      addLabel={t('addOpeningTime')}
      renderItem={(index, removeButton) => (
        <>
          <CheckboxGroup name={`${name}.${index}.days`} legend={t('days')} options={days} />
          {/* On a phone the two times and the remove button stack: side by side they are wider
              than the dialog. */}
          <div className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
            <TextField name={`${name}.${index}.opens`} label={t('opens')} type="time" />
            <TextField name={`${name}.${index}.closes`} label={t('closes')} type="time" />
            <div className="justify-self-start">{removeButton}</div>
          </div>
        </>
      )}
    >
      <HoursPreview />
      <FaqReminder name={name} text="faqReminderBefore" />
    </FieldList>
  );
}
