/**
 * The database's refusals of a booking request (docs/product.md#booking-form): at the field they
 * name, where they stay until that field is edited (the form's own checks may not know the rule,
 * so they cannot take them back), or above Send, with the Call and Text links under a message
 * that says to call or text instead.
 */
import { rpcErrorTarget } from './booking-error-codes';
import { formOf, showProblems, type Problem } from './booking-fields';

/** The refusals shown at their fields. */
let refusals: Problem[] = [];

/** Forgets every refusal: a new form, or a new send. */
export function clearRefusals(): void {
  refusals = [];
}

/** Forgets the refusals of the field `name` the visitor edited (phone and e-mail are one pair). */
export function forgetRefusalsOf(name: string): void {
  const pair = name === 'phone' || name === 'email' ? ['phone', 'email'] : [name];
  refusals = refusals.filter((refusal) => !pair.includes(refusal.field));
}

/** The form's own `judged` problems, with the refusals of the fields they do not judge. */
export function withRefusals(judged: Problem[]): Problem[] {
  return [...judged, ...refusals.filter((r) => !judged.some((p) => p.field === r.field))];
}

/** The refusals whose message asks the visitor to call or text instead. */
const callInstead: ReadonlySet<string> = new Set(['rate_limited', 'network']);

/** Shows or hides the Call and Text links under the form's message. */
export function offerCall(dialog: HTMLDialogElement, shown: boolean): void {
  const links = dialog.querySelector<HTMLElement>('[data-booking-call]');
  if (links) links.hidden = !shown;
}

/** A refusal of the database, worded by `errors`: at the field it names, else above Send. */
export function showRefusal(
  dialog: HTMLDialogElement,
  errors: Record<string, string>,
  code: string,
  details?: string | null,
): void {
  const fields = rpcErrorTarget(code, details);
  if (fields.length === 0) {
    const message = dialog.querySelector<HTMLElement>('[data-booking-error]')!;
    message.textContent = errors[code] ?? errors.invalid_field ?? code;
    // Their message says to call or text instead: the links are right under it.
    offerCall(dialog, callInstead.has(code));
    // Focus was on Send, disabled while sending: it goes to the message, so the next Tab reaches
    // the links, and the links come into view with it.
    message.tabIndex = -1;
    message.focus({ preventScroll: true });
    (
      dialog.querySelector<HTMLElement>('[data-booking-call]:not([hidden])') ?? message
    ).scrollIntoView({ block: 'nearest' });
    return;
  }
  refusals = fields.map((field) => ({ field, code }));
  showProblems(formOf(dialog), refusals, errors, true);
}
