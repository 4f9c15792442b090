/** The booking form's confirmation: what was asked for, repeated once the request is stored. */
import { displayPhone } from '../lib/content/phone';
import type { Language } from '../lib/content/schema';
import { windowText } from '../lib/content/time-text';
import { fieldText, formOf } from './booking-fields';
import { windowEnd } from './booking-logic';
import { isFleet } from './booking-values';
import { fillPlaceholders } from '../i18n/placeholders';

/**
 * Fills the confirmation's lines from the form, before it is cleared: the package (or
 * `packageUnsure` for "Not sure yet"), the size (or `fleetCount`, the fleet's number of vehicles),
 * the add-ons (which the `estimate` counts; for a fleet `estimateFleet`: the owner quotes), where
 * (the address for mobile service, else `shopPlace`), the phone (a US one in the site's form,
 * `displayPhone`) and e-mail we answer at (a typo shows) and each window offered; a line with
 * nothing to say is hidden.
 */
export function summarize(
  dialog: HTMLDialogElement,
  estimate: string | null,
  texts: { packageUnsure: string; shopPlace: string; fleetCount: string; estimateFleet: string },
): void {
  const { packageUnsure, shopPlace, fleetCount, estimateFleet } = texts;
  const form = formOf(dialog);
  const fleet = isFleet(form);
  const lang = dialog.dataset.lang as Language;
  const value = (name: string) => fieldText(form, name);
  const size = form.querySelector<HTMLInputElement>('[name="vehicle_size"]:checked');
  const window = (n: number) => {
    const [date, time] = [value(`date${n}`), value(`time${n}`)];
    if (!date || !time) return '';
    return windowText(lang, date, time, windowEnd(time));
  };
  const lines: Record<string, string> = {
    package: form.package_type.value
      ? (form.package_type as HTMLSelectElement).selectedOptions[0]!.text
      : packageUnsure,
    size: fleet
      ? fillPlaceholders(fleetCount, { count: Number(value('vehicle_count')) })
      : (size?.parentElement?.textContent?.trim() ?? ''),
    addOns: [...form.querySelectorAll<HTMLInputElement>('[name="add_ons"]:checked')]
      .map((addOn) => addOn.value)
      .join(', '),
    estimate: fleet ? estimateFleet : (estimate ?? ''),
    where: value('service_mode') === 'mobile' ? value('address') : shopPlace,
    // A US number as the site writes its own, '(703) 555-0123', however it was typed ('７０３…' too:
    // fieldText reads it in ASCII).
    contact: [displayPhone(value('phone')), value('email')].filter(Boolean).join(' · '),
    window1: window(1),
    window2: window(2),
  };
  for (const [key, line] of Object.entries(lines)) {
    dialog.querySelector(`[data-summary="${key}"]`)!.textContent = line;
    dialog.querySelector<HTMLElement>(`[data-summary-row="${key}"]`)!.hidden = !line;
  }
}
