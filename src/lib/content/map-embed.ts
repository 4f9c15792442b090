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

const entities: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** `text` with the character references an HTML attribute may hold ('&amp;', '&#39;') read. */
function decodeAttribute(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return entities[name.toLowerCase()] ?? reference;
  });
}

/**
 * The map link of `text` when it is a whole embed code, as Google Maps' Share → Embed a map →
 * Copy HTML (or OpenStreetMap's Share → HTML) gives it: the `src` of its `<iframe>`, with '&amp;'
 * read as '&'. Any other text comes back unchanged, so a bare link is taken as it is.
 */
export function embedCodeSrc(text: string): string {
  const code = text.trim();
  if (!/^<iframe[\s>]/i.test(code)) return text;
  const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(code);
  return src ? decodeAttribute(src[1] ?? src[2] ?? '').trim() : text;
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

/**
 * Google Maps' search for `query` (a place, an address or 'lat,lng'), the cross-platform URL that
 * a phone opens in its Maps app and a computer at google.com/maps.
 */
export const mapsSearchUrl = (query: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

/**
 * Where the service area's 'Open the map' link goes for the map `url` embeds: a Google embed is a
 * page made for a frame (opened on its own it is a bare map, or "must be used in an iframe"), so
 * the link is Google Maps' search for what the embed shows: its `q=`, the place an `embed?pb=`
 * link names (`!1s0x…:0x…!2s<place>`), else the centre of its view (`!2d<lng>!3d<lat>`). Any
 * other map (OpenStreetMap's export works in a tab of its own) is linked as it is.
 */
export function mapPageUrl(url: string): string {
  const { hostname, searchParams } = new URL(url);
  if (hostname !== 'www.google.com' && hostname !== 'maps.google.com') return url;
  const pb = searchParams.get('pb') ?? '';
  const centre = /!2d(-?[\d.]+)!3d(-?[\d.]+)/.exec(pb);
  const query =
    searchParams.get('q') ??
    /!1s0x[\da-f]+:0x[\da-f]+!2s([^!]+)/i.exec(pb)?.[1] ??
    (centre && `${centre[2]},${centre[1]}`);
  return query ? mapsSearchUrl(query) : url;
}

const coordinate = /^(-?\d{1,2}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)$/;

/**
 * The point a map link pins, when it pins one: an OpenStreetMap export's `marker=lat,lon`, or a
 * Google Maps link whose query is coordinates (`q=38.88,-77.10`, a dropped pin). A map of a
 * named place or a region pins nothing (its centre is a view, not where the business is).
 */
export function mapPin(url: string): { latitude: number; longitude: number } | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  const { searchParams } = parsed;
  const text = parsed.hostname.endsWith('openstreetmap.org')
    ? searchParams.get('marker')
    : (searchParams.get('q') ?? searchParams.get('ll'));
  const match = coordinate.exec(text?.trim() ?? '');
  if (!match) return null;
  const [latitude, longitude] = [Number(match[1]), Number(match[2])];
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}
