/**
 * The booking form's refusal codes, free of the page so unit tests can run them: the fields a
 * refusal can point at, each refusal of the database (the request_booking function) with the
 * fields it marks, and the refusals only the form gives.
 */

/** The form's fields a refusal can point at (their `name`s), in the order the form shows them. */
export const bookingFields = [
  'vehicle_size',
  'vehicle_count',
  'package_type',
  'add_ons',
  'service_mode',
  'address',
  'date1',
  'time1',
  'date2',
  'time2',
  'name',
  'phone',
  'email',
  'notes',
  'consent',
] as const;
export type BookingField = (typeof bookingFields)[number];

/**
 * Each refusal request_booking answers (its error message is the code), with the fields it marks.
 * None: it is about the whole request and is said above Send. `invalid_field` names its field in
 * the error's details; a refused window is shown at its start time (the first window's unless
 * the details name the second).
 */
export const rpcErrorFields: Record<string, readonly BookingField[]> = {
  invalid_field: [],
  invalid_vehicle_count: ['vehicle_count'],
  address_required: ['address'],
  invalid_window: ['time1'],
  date_in_past: ['date1'],
  outside_hours: ['time1'],
  name_required: ['name'],
  contact_required: ['phone', 'email'],
  invalid_phone: ['phone'],
  invalid_email: ['email'],
  notes_too_long: ['notes'],
  consent_required: ['consent'],
  rate_limited: [],
};

/** Refusals only the form gives (before anything is sent), and the failure to reach the database. */
export const formOnlyErrors = [
  'date_required',
  'time_required',
  'date_too_far',
  'day_closed',
  'day_full',
  'network',
] as const;

/** Every refusal code the form can show: each has a message in both dictionaries. */
export const bookingErrorCodes: readonly string[] = [
  ...Object.keys(rpcErrorFields),
  ...formOnlyErrors,
];

/** The fields a refusal of request_booking marks (`details` names the field of invalid_field). */
export function rpcErrorTarget(code: string, details?: string | null): readonly BookingField[] {
  if (code === 'invalid_field') {
    return (bookingFields as readonly string[]).includes(details ?? '')
      ? [details as BookingField]
      : [];
  }
  if (code === 'invalid_window' && details?.includes('window2')) return ['time2'];
  return rpcErrorFields[code] ?? [];
}
