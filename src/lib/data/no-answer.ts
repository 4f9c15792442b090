/**
 * Whether a failed request's message says it got no answer (a dropped connection, the server
 * down): the browsers' fetch errors ('Failed to fetch', 'NetworkError…', 'Load failed'), as
 * supabase-js passes them on. Such failures are said in the admin's language, not the browser's.
 */
export function gotNoAnswer(message: string): boolean {
  return /failed to fetch|network|load failed/i.test(message);
}
