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
