/**
 * The booking form's fields as the visitor sees them: each refusal marked at its field
 * (`aria-invalid` and the message in the field's slot, which its aria-describedby names), focus
 * moved to the first marked field, the start times a day offers, and the notes' character count.
 */
import type { BookingField } from './booking-error-codes';
import { asciiPhone, characters } from './booking-text-checks';

/** The form inside the booking dialog. */
export const formOf = (dialog: HTMLDialogElement): HTMLFormElement =>
  dialog.querySelector<HTMLFormElement>('[data-booking-form]')!;

/**
 * A field's value, trimmed: a text box's, a select's, or a radio group's checked one. The phone
 * is read in ASCII (`asciiPhone`: '৭০৩–৫৫৫' is '703-555'), as the database stores it, so the
 * checks, the request and the confirmation all see the same number.
 */
export function fieldText(form: HTMLFormElement, name: string): string {
  const text = (form.elements.namedItem(name) as HTMLInputElement | RadioNodeList).value.trim();
  return name === 'phone' ? asciiPhone(text) : text;
}

/** A refusal at a field: the field's name and the code of its message. */
export interface Problem {
  field: BookingField;
  code: string;
}

/** The inputs of a field (a radio group or the add-ons: several). */
function inputsOf(form: HTMLFormElement, field: BookingField): HTMLElement[] {
  return [...form.querySelectorAll<HTMLElement>(`[name="${field}"]`)];
}

/** Where a refusal's message goes: its field's slot, or the pair's for "phone or e-mail". */
const slotOf = ({ field, code }: Problem) => (code === 'contact_required' ? 'contact' : field);

/**
 * Marks exactly `problems` (every other field is cleared) with the message of each code; moves
 * focus to the first marked field when `focus` is set.
 */
export function showProblems(
  form: HTMLFormElement,
  problems: Problem[],
  messages: Record<string, string>,
  focus = false,
): void {
  const marked = new Set(problems.map((problem) => problem.field));
  for (const input of form.querySelectorAll<HTMLElement>('[aria-invalid]')) {
    if (!marked.has(input.getAttribute('name') as BookingField)) {
      input.removeAttribute('aria-invalid');
    }
  }
  const texts = new Map<string, string>();
  for (const problem of problems) {
    for (const input of inputsOf(form, problem.field)) input.setAttribute('aria-invalid', 'true');
    texts.set(slotOf(problem), messages[problem.code] ?? messages.invalid_field ?? problem.code);
  }
  for (const slot of form.querySelectorAll<HTMLElement>('[data-error-slot]')) {
    slot.textContent = texts.get(slot.dataset.errorSlot!) ?? '';
  }
  const first = problems[0] && inputsOf(form, problems[0].field);
  if (focus && first?.length) {
    const checked = first.find((input) => (input as HTMLInputElement).checked);
    (checked ?? first[0])!.focus();
  }
}

/**
 * Lists in `select` only the start times `times` (values 'HH:MM'), with the labels of the full
 * list the markup holds; a choice still offered stays chosen. `placeholder` heads the list.
 */
export function offerTimes(select: HTMLSelectElement, times: string[], placeholder: string): void {
  select.dataset.labels ??= JSON.stringify(
    Object.fromEntries([...select.options].map((option) => [option.value, option.text])),
  );
  const offered = [placeholder, ...times].join();
  if (select.dataset.offered === offered) return;
  select.dataset.offered = offered;
  const labels = JSON.parse(select.dataset.labels) as Record<string, string>;
  const chosen = select.value;
  select.replaceChildren(
    new Option(placeholder, ''),
    ...times.map((time) => new Option(labels[time] ?? time, time)),
  );
  select.value = times.includes(chosen) ? chosen : '';
}

/**
 * Shows how many characters the notes hold out of the `limit` the database keeps; past it, in the
 * colour of an error. Screen readers hear the count with the notes (their description), and are
 * told once when the notes go past the limit (`over`, the form's message) or back within it (the
 * count): a count said at every keystroke would drown what the visitor types.
 */
export function countNotes(
  form: HTMLFormElement,
  template: string,
  locale: string,
  over: string,
): void {
  const notes = form.elements.namedItem('notes') as HTMLTextAreaElement;
  const limit = Number(notes.dataset.limit);
  const count = characters(notes.value);
  const counter = form.querySelector<HTMLElement>('[data-notes-count]')!;
  counter.textContent = template
    .replace('{count}', count.toLocaleString(locale))
    .replace('{max}', limit.toLocaleString(locale));
  const isOver = count > limit;
  if (counter.hasAttribute('data-over') === isOver) return;
  counter.toggleAttribute('data-over', isOver);
  // The classes of the field's error message (FieldError.astro): no new CSS on the landing page.
  counter.classList.toggle('text-red-800', isOver);
  counter.classList.toggle('font-semibold', isOver);
  counter.classList.toggle('text-ink-700', !isOver);
  form.querySelector('[data-notes-said]')!.textContent = isOver ? over : counter.textContent;
}
