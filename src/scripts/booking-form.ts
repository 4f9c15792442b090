/**
 * The booking form's behaviour (docs/product.md#booking-form), built as its own module at
 * `/booking-form.js` and loaded by the booking buttons only when a visitor opens the form, with
 * the form's markup: the live
 * estimate from the published prices, the service-area note, start times within the day's opening
 * hours (Eastern Time, the business's, whatever the device's zone), and the submission as a plain
 * `fetch` to the request_booking RPC (no supabase-js). The confirmation shows only after the
 * database answered that the request is stored.
 */
import { businessDate, estimate, outsideArea, windowFor, type DailyHours } from './booking-logic';

interface Texts {
  errors: Record<string, string>;
  extraFee: string;
  estimateNone: string;
  sending: string;
  submit: string;
  towns: string[];
}

const url = `${import.meta.env.PUBLIC_SUPABASE_URL as string}/rest/v1/rpc/request_booking`;
const key = import.meta.env.PUBLIC_SUPABASE_ANON_KEY as string;

/** The form's dialog, added to the page from its markup (`html`) the first time. */
function bookingDialog(html: string): HTMLDialogElement {
  const existing = document.querySelector<HTMLDialogElement>('dialog#booking');
  if (existing) return existing;
  // The build's own markup, its database text escaped by Astro: no script runs from it.
  document.body.insertAdjacentHTML('beforeend', html);
  const dialog = document.querySelector<HTMLDialogElement>('dialog#booking')!;
  wire(dialog, dialog.querySelector<HTMLFormElement>('[data-booking-form]')!);
  return dialog;
}

/**
 * Opens the form with the package of the button used (`data-book`) chosen, or none for a
 * button of no package; `html` is the form's markup, added to the page the first time.
 */
export function openBooking(trigger: HTMLElement, html: string): void {
  const dialog = bookingDialog(html);
  const form = dialog.querySelector<HTMLFormElement>('[data-booking-form]')!;
  form.package_type.value = trigger.dataset.book ?? '';
  form.hidden = false;
  dialog.querySelector<HTMLElement>('[data-booking-done]')!.hidden = true;
  // The business's today, not the device's: dates and times are the business's (Eastern Time).
  for (const input of form.querySelectorAll<HTMLInputElement>('[type="date"]')) {
    input.min = businessDate();
  }
  update(dialog, form);
  dialog.showModal();
}

function texts(dialog: HTMLDialogElement): Texts {
  return JSON.parse(dialog.dataset.texts!) as Texts;
}

function update(dialog: HTMLDialogElement, form: HTMLFormElement): void {
  const t = texts(dialog);
  const size = (form.elements.namedItem('vehicle_size') as RadioNodeList).value;
  const option = form.package_type.selectedOptions[0] as HTMLOptionElement | undefined;
  const addOns = [...form.querySelectorAll<HTMLInputElement>('[name="add_ons"]:checked')];
  const price = option?.value ? (option.dataset[size] ?? null) : null;
  dialog.querySelector('[data-estimate]')!.textContent =
    estimate(
      price,
      addOns.map((box) => box.dataset.price ?? ''),
      t.extraFee,
    ) ?? t.estimateNone;
  // Start times outside the chosen day's hours, or already past, cannot be picked (the same rule
  // windowFor applies on submit and the database on insert).
  const hours = JSON.parse(dialog.dataset.hours!) as DailyHours;
  for (const n of [1, 2]) {
    const date = (form.elements.namedItem(`date${n}`) as HTMLInputElement).value;
    const select = form.elements.namedItem(`time${n}`) as HTMLSelectElement;
    for (const option of select.options) {
      const slot = date && option.value ? windowFor(date, option.value, hours) : {};
      option.disabled = slot === null || slot === 'past';
    }
  }
  const address = form.address.value as string;
  dialog.querySelector<HTMLElement>('[data-area-note]')!.hidden = !outsideArea(address, t.towns);
}

function wire(dialog: HTMLDialogElement, form: HTMLFormElement): void {
  form.addEventListener('input', () => update(dialog, form));
  form.addEventListener('change', () => update(dialog, form));
  dialog.querySelector('[data-booking-close]')!.addEventListener('click', () => dialog.close());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit(dialog, form);
  });
}

async function submit(dialog: HTMLDialogElement, form: HTMLFormElement): Promise<void> {
  const t = texts(dialog);
  const error = dialog.querySelector<HTMLElement>('[data-booking-error]')!;
  const button = form.querySelector<HTMLButtonElement>('[type="submit"]')!;
  const hours = JSON.parse(dialog.dataset.hours!) as DailyHours;
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value.trim();
  const first = windowFor(value('date1'), value('time1'), hours);
  const wantsSecond = value('date2') !== '' || value('time2') !== '';
  const second = wantsSecond ? windowFor(value('date2'), value('time2'), hours) : undefined;
  const fail = (code: string) => {
    error.textContent = t.errors[code] ?? t.errors.invalid_field ?? code;
  };
  if (first === 'past' || second === 'past') return fail('date_in_past');
  if (!first || second === null) return fail('invalid_window');
  const body = {
    language: dialog.dataset.lang,
    vehicle_size: (form.elements.namedItem('vehicle_size') as RadioNodeList).value,
    package_type: value('package_type') || null,
    add_ons: [...form.querySelectorAll<HTMLInputElement>('[name="add_ons"]:checked')].map(
      (b) => b.value,
    ),
    estimate: dialog.querySelector('[data-estimate]')!.textContent,
    service_mode: (form.elements.namedItem('service_mode') as RadioNodeList).value,
    address: value('address') || null,
    window1_start: first.start,
    window1_end: first.end,
    window2_start: second?.start ?? null,
    window2_end: second?.end ?? null,
    name: value('name'),
    phone: value('phone') || null,
    email: value('email') || null,
    notes: value('notes') || null,
    consent: (form.elements.namedItem('consent') as HTMLInputElement).checked,
    website: value('website') || null,
  };
  error.textContent = '';
  button.disabled = true;
  button.textContent = t.sending;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      const answer = (await response.json().catch(() => ({}))) as { message?: string };
      return fail(answer.message ?? 'network');
    }
    form.hidden = true;
    form.reset();
    const done = dialog.querySelector<HTMLElement>('[data-booking-done]')!;
    done.hidden = false;
    done.querySelector('h3')?.setAttribute('tabindex', '-1');
    done.querySelector('h3')?.focus();
  } catch {
    fail('network');
  } finally {
    button.disabled = false;
    button.textContent = t.submit;
  }
}
