/**
 * What the booking form holds, read for the checks (booking-checks.ts) and for the live estimate
 * (booking-logic.ts), from the published prices the form's options carry.
 */
import type { BookingValues } from './booking-checks';
import { unfinishedDate } from './booking-dates';
import { fieldText } from './booking-fields';
import { estimate } from './booking-logic';

/** What the form holds, as the checks read it (an address only for mobile service). */
export function formValues(form: HTMLFormElement): BookingValues {
  const value = (name: string) => fieldText(form, name);
  // A date typed in part (a month and day, no year) reads as empty; it is kept as what it is, so
  // the checks ask for the date rather than drop the window.
  const date = (name: string) =>
    (form.elements.namedItem(name) as HTMLInputElement).validity.badInput
      ? unfinishedDate
      : value(name);
  return {
    vehicle_size: value('vehicle_size'),
    vehicle_count: value('vehicle_count'),
    service_mode: value('service_mode'),
    address: value('service_mode') === 'mobile' ? value('address') : '',
    date1: date('date1'),
    time1: value('time1'),
    date2: date('date2'),
    time2: value('time2'),
    name: value('name'),
    phone: value('phone'),
    email: value('email'),
    notes: value('notes'),
    consent: (form.elements.namedItem('consent') as HTMLInputElement).checked,
  };
}

/** Whether the form asks for a fleet (several vehicles) rather than one vehicle of a size. */
export const isFleet = (form: HTMLFormElement): boolean =>
  fieldText(form, 'vehicle_size') === 'fleet';

/**
 * The estimate of what the form holds ('$305 – $320'), from the chosen package's price for the
 * vehicle size and the add-ons, `extraFee` naming an add-on priced in words; null while no
 * package is chosen ("Not sure yet") and for a fleet: the owner quotes.
 */
export function formEstimate(form: HTMLFormElement, extraFee: string): string | null {
  if (isFleet(form)) return null;
  const size = fieldText(form, 'vehicle_size');
  const option = form.package_type.selectedOptions[0] as HTMLOptionElement | undefined;
  const addOns = [...form.querySelectorAll<HTMLInputElement>('[name="add_ons"]:checked')];
  const price = option?.value ? (option.dataset[size] ?? null) : null;
  return estimate(
    price,
    addOns.map((box) => box.dataset.price ?? ''),
    extraFee,
  );
}
