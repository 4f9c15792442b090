/**
 * The booking request as it is sent: the request_booking RPC's arguments from the form, posted
 * with a plain `fetch` (no supabase-js on the public pages), and what a refusal says.
 */
import { fieldText } from './booking-fields';
import { isFleet } from './booking-values';

const url = `${import.meta.env.PUBLIC_SUPABASE_URL as string}/rest/v1/rpc/request_booking`;
const key = import.meta.env.PUBLIC_SUPABASE_ANON_KEY as string;

/** A window the visitor offered, as instants. */
type BookingWindow = { start: string; end: string };

/** A request the database did not store: its error code (or 'network') and details. */
export interface Refusal {
  code: string;
  details?: string | null;
}

/** The RPC's arguments: what `form` holds, with its windows and estimate worked out. */
export function requestArguments(
  form: HTMLFormElement,
  lang: string | undefined,
  windows: [BookingWindow, BookingWindow | null],
  estimate: string | null,
): Record<string, unknown> {
  const value = (name: string) => fieldText(form, name);
  const [first, second] = windows;
  return {
    language: lang,
    vehicle_size: value('vehicle_size'),
    vehicle_count: isFleet(form) ? Number(value('vehicle_count')) : null,
    package_type: value('package_type') || null,
    add_ons: [...form.querySelectorAll<HTMLInputElement>('[name="add_ons"]:checked')].map(
      (box) => box.value,
    ),
    estimate,
    service_mode: value('service_mode'),
    // Typed, then the shop chosen: the address is not the service's, and is not sent.
    address: (value('service_mode') === 'mobile' && value('address')) || null,
    window1_start: first.start,
    window1_end: first.end,
    window2_start: second?.start ?? null,
    window2_end: second?.end ?? null,
    name: value('name'),
    // In ASCII however it was typed ('৭০৩…'): fieldText reads it so.
    phone: value('phone') || null,
    email: value('email') || null,
    notes: value('notes') || null,
    consent: (form.elements.namedItem('consent') as HTMLInputElement).checked,
    website: value('website') || null,
  };
}

/** Sends the request; null once the database has stored it, else why it did not. */
export async function sendRequest(args: Record<string, unknown>): Promise<Refusal | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(args),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      refused?: string;
      message?: string;
      details?: string | null;
    };
    // Over a rate limit the request is answered, not raised, so the database keeps its count of
    // turned-away requests (docs/architecture.md#booking-requests): the same refusal to the form.
    if (response.ok) return answer.refused ? { code: answer.refused } : null;
    return { code: answer.message ?? 'network', details: answer.details };
  } catch {
    return { code: 'network' };
  }
}
