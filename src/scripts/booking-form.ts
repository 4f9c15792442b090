/**
 * The booking form's behaviour (docs/product.md#booking-form), built as its own module at
 * `/booking-form.js` and loaded by the booking buttons only when a visitor opens the form, with the
 * form's markup: the live estimate from the published prices (booking-values.ts), the
 * service-area note, the start times of the chosen day (Eastern Time, the business's, whatever the
 * device's zone), each refusal at its field (booking-fields.ts; the database's in
 * booking-refusals.ts), and the submission (booking-request.ts: a plain `fetch`, no supabase-js).
 * The confirmation (booking-summary.ts), repeating what was asked for, shows only once the
 * database has stored it; Back closes the form (booking-back.ts).
 */
import { numberLocales } from '../i18n/locales';
import type { Language } from '../lib/content/schema';
import { bookingProblems } from './booking-checks';
import { latestDate, startTimes } from './booking-dates';
import { closeOnBack, enterFormEntry } from './booking-back';
import { countNotes, fieldText, formOf, offerTimes, showProblems } from './booking-fields';
import { businessDate, outsideArea, windowFor, type DailyHours } from './booking-logic';
import {
  clearRefusals,
  forgetRefusalsOf,
  offerCall,
  showRefusal,
  withRefusals,
} from './booking-refusals';
import { requestArguments, sendRequest } from './booking-request';
import { summarize } from './booking-summary';
import { formEstimate, formValues, isFleet } from './booking-values';

interface Texts {
  errors: Record<string, string>;
  extraFee: string;
  estimateNone: string;
  /** Said instead of an estimate for a fleet: the owner quotes it. */
  estimateFleet: string;
  /** 'Fleet · {count} vehicles': a fleet in the confirmation. */
  fleetCount: string;
  packageUnsure: string;
  /** 'In our shop – <its street address>': where the confirmation says the work is done. */
  shopPlace: string;
  sending: string;
  submit: string;
  timeFirst: string;
  timeChoose: string;
  notesCount: string;
  towns: string[];
}

const texts = (dialog: HTMLDialogElement) => JSON.parse(dialog.dataset.texts!) as Texts;
const hoursOf = (dialog: HTMLDialogElement) => JSON.parse(dialog.dataset.hours!) as DailyHours;

/**
 * Set when the database stored a request after the visitor had closed the form while it was
 * sending: the next Book shows that confirmation, so they know it went through.
 */
let unseenConfirmation = false;

/** The form's dialog, added to the page from its markup (`html`) the first time. */
function bookingDialog(html: string): HTMLDialogElement {
  const existing = document.querySelector<HTMLDialogElement>('dialog#booking');
  if (existing) return existing;
  // The build's own markup, its database text escaped by Astro: no script runs from it.
  document.body.insertAdjacentHTML('beforeend', html);
  const dialog = document.querySelector<HTMLDialogElement>('dialog#booking')!;
  wire(dialog);
  return dialog;
}

/**
 * Opens the form with the package of the button used (`data-book`) chosen, and a fleet for the
 * Fleet section's button (`data-book-vehicle`). A button of no package clears a package the
 * previous button preset, never one the visitor chose in the form, which is kept as every other
 * field (so for the fleet); `html` is the form's markup, added to the page the first time.
 */
export function openBooking(trigger: HTMLElement, html: string): void {
  const dialog = bookingDialog(html);
  if (unseenConfirmation) {
    unseenConfirmation = false;
    dialog.showModal();
    enterFormEntry();
    focusConfirmation(dialog);
    return;
  }
  const form = formOf(dialog);
  preset(form, 'package_type', trigger.dataset.book ?? '');
  preset(form, 'vehicle_size', trigger.dataset.bookVehicle ?? '');
  form.hidden = false;
  dialog.querySelector<HTMLElement>('[data-booking-done]')!.hidden = true;
  // The business's today, not the device's: dates and times are the business's (Eastern Time).
  for (const input of form.querySelectorAll<HTMLInputElement>('[type="date"]')) {
    input.min = businessDate();
    input.max = latestDate();
  }
  delete form.dataset.sent;
  clearRefusals();
  update(dialog);
  dialog.showModal();
  enterFormEntry();
}

/**
 * The fields the last button chose (a package's Book its package, the Fleet section's the fleet),
 * each with the value it had before, until the visitor changes them (wire()).
 */
const presets = new Map<string, string>();

/**
 * Gives field `name` the button's `value`; a button without one puts back what a previous
 * button's preset replaced (no package, the size chosen before), never the visitor's own choice.
 */
function preset(form: HTMLFormElement, name: string, value: string): void {
  const field = form.elements.namedItem(name) as HTMLSelectElement | RadioNodeList;
  if (value) {
    if (!presets.has(name)) presets.set(name, name === 'package_type' ? '' : field.value);
    field.value = value;
  } else if (presets.has(name)) {
    field.value = presets.get(name)!;
    presets.delete(name);
  }
}

/** The estimate of what the form holds, or null while no package is chosen. */
const estimateOf = (dialog: HTMLDialogElement) =>
  formEstimate(formOf(dialog), texts(dialog).extraFee);

/**
 * Brings the form up to date with what it holds: the estimate, the address (for mobile service)
 * and its area note, the start times of each chosen day, the notes' count, and the refusals shown
 * so far. Before the first Send only a date (past, closed…) and over-long notes are judged, as
 * they are typed; after it, every field.
 */
function update(dialog: HTMLDialogElement): void {
  const t = texts(dialog);
  const form = formOf(dialog);
  const hours = hoursOf(dialog);
  const fleet = isFleet(form);
  dialog.querySelector('[data-estimate]')!.textContent = fleet
    ? t.estimateFleet
    : (estimateOf(dialog) ?? t.estimateNone);
  // The number of vehicles is asked for a fleet only; otherwise it waits hidden, as typed.
  form.querySelector<HTMLElement>('[data-field="vehicle_count"]')!.hidden = !fleet;
  // The address is asked for mobile service only; in the shop it waits hidden, as typed.
  const current = formValues(form);
  const addressField = form.elements.namedItem('address') as HTMLInputElement;
  addressField.closest<HTMLElement>('[data-field]')!.hidden =
    fieldText(form, 'service_mode') !== 'mobile';
  // The area note describes the field only while it shows: a hidden note it named would be read.
  const outside = outsideArea(current.address, t.towns);
  dialog.querySelector<HTMLElement>('[data-area-note]')!.hidden = !outside;
  addressField.setAttribute(
    'aria-describedby',
    outside ? 'booking-error-address booking-area' : 'booking-error-address',
  );
  for (const n of [1, 2]) {
    const date = fieldText(form, `date${n}`);
    const select = form.elements.namedItem(`time${n}`) as HTMLSelectElement;
    offerTimes(select, date ? startTimes(date, hours) : [], date ? t.timeChoose : t.timeFirst);
  }
  const lang = dialog.dataset.lang as Language;
  countNotes(form, t.notesCount, numberLocales[lang], t.errors.notes_too_long!);
  const checks = bookingProblems(current, hours);
  const judged =
    form.dataset.sent !== undefined
      ? checks
      : checks.filter(
          ({ field, code }) =>
            code === 'notes_too_long' || (field.startsWith('date') && code !== 'date_required'),
        );
  showProblems(form, withRefusals(judged), t.errors);
}

function wire(dialog: HTMLDialogElement): void {
  const form = formOf(dialog);
  const edited = (event: Event) => {
    const field = event.target as HTMLInputElement;
    // Chosen by the visitor now, no longer the button's preset.
    presets.delete(field.name);
    forgetRefusalsOf(field.name);
    update(dialog);
  };
  form.addEventListener('input', edited);
  form.addEventListener('change', edited);
  dialog.querySelector('[data-booking-close]')!.addEventListener('click', () => dialog.close());
  closeOnBack(dialog);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit(dialog);
  });
}

async function submit(dialog: HTMLDialogElement): Promise<void> {
  const t = texts(dialog);
  const form = formOf(dialog);
  const alert = dialog.querySelector<HTMLElement>('[data-booking-error]')!;
  const button = form.querySelector<HTMLButtonElement>('[type="submit"]')!;
  const hours = hoursOf(dialog);
  form.dataset.sent = '';
  alert.textContent = '';
  offerCall(dialog, false);
  clearRefusals();
  const problems = bookingProblems(formValues(form), hours);
  showProblems(form, problems, t.errors, true);
  if (problems.length > 0) return;
  const value = (name: string) => fieldText(form, name);
  const slot = (n: number) =>
    value(`date${n}`) ? windowFor(value(`date${n}`), value(`time${n}`), hours) : null;
  const [first, second] = [slot(1), slot(2)];
  if (!first || first === 'past' || second === 'past') return;
  const args = requestArguments(form, dialog.dataset.lang, [first, second], estimateOf(dialog));
  button.disabled = true;
  button.textContent = t.sending;
  const refusal = await sendRequest(args);
  button.disabled = false;
  button.textContent = t.submit;
  if (refusal) {
    showRefusal(dialog, t.errors, refusal.code, refusal.details);
    return;
  }
  summarize(dialog, estimateOf(dialog), t);
  form.hidden = true;
  form.reset();
  presets.clear();
  dialog.querySelector<HTMLElement>('[data-booking-done]')!.hidden = false;
  if (dialog.open) focusConfirmation(dialog);
  else unseenConfirmation = true;
}

/**
 * Shows the confirmation from the dialog's top (its title and Close, on a small phone scrolled away
 * while the form was filled) and puts focus on its heading, which a screen reader reads first.
 */
function focusConfirmation(dialog: HTMLDialogElement): void {
  const heading = dialog.querySelector<HTMLElement>('[data-booking-done] h3');
  dialog.scrollTop = 0;
  heading?.setAttribute('tabindex', '-1');
  heading?.focus({ preventScroll: true });
}
