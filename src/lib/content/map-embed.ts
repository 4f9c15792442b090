/**
 * Whether `url` is a map made to be shown in an iframe: a Google Maps embed link
 * (https://www.google.com/maps/embed?pb=…, or …/maps?…&output=embed) or an OpenStreetMap export
 * (https://www.openstreetmap.org/export/embed.html?bbox=…). An ordinary map page refuses to be
 * framed, so the service area would show an error box instead of the map.
 */
export function isEmbeddableMapUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:') return false;
  const { hostname, pathname, searchParams } = parsed;
  if (hostname === 'www.google.com' || hostname === 'maps.google.com') {
    if (pathname === '/maps/embed' || pathname.startsWith('/maps/embed/')) return true;
    return pathname === '/maps' && searchParams.get('output') === 'embed';
  }
  return hostname === 'www.openstreetmap.org' && pathname === '/export/embed.html';
}

/**
 * `url` showing its labels and controls in `lang`: Google Maps embeds take the language from `hl`
 * (and, in an `embed?pb=` link, from its `!1s<lang>` field); OpenStreetMap follows the browser.
 */
export function localizedMapUrl(url: string, lang: string): string {
  const { hostname } = new URL(url);
  if (hostname !== 'www.google.com' && hostname !== 'maps.google.com') return url;
  const hashAt = url.includes('#') ? url.indexOf('#') : url.length;
  const [base, hash] = [url.slice(0, hashAt), url.slice(hashAt)];
  const withPb = base.replace(/(!3m2!1s)[a-zA-Z-]+(!2s)/, `$1${lang}$2`);
  const withHl = /[?&]hl=/.test(withPb)
    ? withPb.replace(/([?&]hl=)[^&]*/, `$1${lang}`)
    : `${withPb}${withPb.includes('?') ? '&' : '?'}hl=${lang}`;
  return withHl + hash;
}
