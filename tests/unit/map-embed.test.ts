import { describe, expect, it } from 'vitest';
import {
  embedCodeSrc,
  localizedMapUrl,
  mapPageUrl,
  mapPin,
} from '../../src/lib/content/map-embed.ts';

describe('localizedMapUrl', () => {
  it('asks a Google Maps embed for the page language', () => {
    expect(
      localizedMapUrl('https://maps.google.com/maps?q=Washington%20DC&z=9&output=embed', 'es'),
    ).toBe('https://maps.google.com/maps?q=Washington%20DC&z=9&output=embed&hl=es');
  });

  it('replaces a language the link already names, in hl and in an embed pb field', () => {
    const pb = 'https://www.google.com/maps/embed?pb=!1m18!4f13.1!5e0!3m2!1sen!2sus!4v1';
    expect(localizedMapUrl(pb, 'es')).toBe(
      'https://www.google.com/maps/embed?pb=!1m18!4f13.1!5e0!3m2!1ses!2sus!4v1&hl=es',
    );
    expect(localizedMapUrl('https://www.google.com/maps?hl=en&output=embed#x', 'es')).toBe(
      'https://www.google.com/maps?hl=es&output=embed#x',
    );
  });

  it('leaves an OpenStreetMap export as it is (it follows the browser language)', () => {
    const osm = 'https://www.openstreetmap.org/export/embed.html?bbox=-77.5,38.6,-76.8,39.1';
    expect(localizedMapUrl(osm, 'es')).toBe(osm);
  });
});

describe('mapPin', () => {
  it('reads the point an OpenStreetMap marker or a Google query of coordinates pins', () => {
    expect(
      mapPin(
        'https://www.openstreetmap.org/export/embed.html?bbox=-77.2,38.8,-77.0,38.9&layer=mapnik&marker=38.8816,-77.0910',
      ),
    ).toEqual({ latitude: 38.8816, longitude: -77.091 });
    expect(mapPin('https://maps.google.com/maps?q=38.9,%20-77.03&z=12&output=embed')).toEqual({
      latitude: 38.9,
      longitude: -77.03,
    });
  });

  it('pins nothing for a map of a named place, a bare view or a point off the globe', () => {
    expect(
      mapPin('https://maps.google.com/maps?q=Washington%20DC%20metropolitan%20area&output=embed'),
    ).toBeNull();
    expect(
      mapPin('https://www.openstreetmap.org/export/embed.html?bbox=-77.2,38.8,-77.0,38.9'),
    ).toBeNull();
    expect(mapPin('https://maps.google.com/maps?q=95,-77&output=embed')).toBeNull();
    expect(mapPin('not a url')).toBeNull();
  });
});

describe('embedCodeSrc', () => {
  const google =
    'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d99370!2d-77.1!3d38.88!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2sArlington!5e0!3m2!1sen!2sus!4v1700000000000!5m2!1sen!2sus';

  it("takes the link out of Google Maps' Copy HTML code", () => {
    const code = `<iframe src="${google}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>`;
    expect(embedCodeSrc(code)).toBe(google);
    expect(embedCodeSrc(`  ${code}\n`)).toBe(google);
  });

  it("reads '&amp;' in OpenStreetMap's HTML as '&', and takes the iframe's src, not the link after it", () => {
    const code =
      '<iframe width="425" height="350" src="https://www.openstreetmap.org/export/embed.html?bbox=-77.2%2C38.8%2C-77.0%2C38.95&amp;layer=mapnik&amp;marker=38.8981%2C-77.1108" style="border: 1px solid black"></iframe><br/><small><a href="https://www.openstreetmap.org/?mlat=38.8981&amp;mlon=-77.1108#map=12/38.88/-77.10">View Larger Map</a></small>';
    const link = embedCodeSrc(code);
    expect(link).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=-77.2%2C38.8%2C-77.0%2C38.95&layer=mapnik&marker=38.8981%2C-77.1108',
    );
    expect(mapPin(link)).toEqual({ latitude: 38.8981, longitude: -77.1108 });
    expect(embedCodeSrc("<IFRAME SRC='https://x.test/?a=1&#38;b=2'></IFRAME>")).toBe(
      'https://x.test/?a=1&b=2',
    );
  });

  it('gives any other text back unchanged: a bare link, a page link, code without a src', () => {
    for (const text of [
      google,
      ' https://www.google.com/maps/place/Fairfax ',
      '<div>map</div>',
      '<iframe></iframe>',
    ])
      expect(embedCodeSrc(text)).toBe(text);
  });
});

describe('mapPageUrl', () => {
  const search = 'https://www.google.com/maps/search/?api=1&query=';

  it('opens the query of a Google embed in Google Maps, encoded', () => {
    expect(
      mapPageUrl('https://maps.google.com/maps?q=Washington%20DC%20metro&z=9&output=embed'),
    ).toBe(`${search}Washington%20DC%20metro`);
    expect(
      mapPageUrl('https://www.google.com/maps?q=Caf%C3%A9+%22A%26B%22+%3Cx%3E&output=embed'),
    ).toBe(`${search}Caf%C3%A9%20%22A%26B%22%20%3Cx%3E`);
  });

  it('opens the place an embed?pb= link names, else the centre of its view', () => {
    const place =
      'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d396.2!2d-77.0368707!3d38.9071923' +
      '!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x89b7c6de5af6e45b%3A0xc2524522d4885d2a' +
      '!2sWashington%2C%20DC!5e0!3m2!1sen!2sus!4v1700000000000';
    expect(mapPageUrl(place)).toBe(`${search}Washington%2C%20DC`);
    const view =
      'https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d99000!2d-77.1!3d38.88' +
      '!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!5e0!3m2!1ses!2sus!4v1';
    expect(mapPageUrl(view)).toBe(`${search}38.88%2C-77.1`);
  });

  it('links an OpenStreetMap export as it is', () => {
    const osm = 'https://www.openstreetmap.org/export/embed.html?bbox=-77.5,38.6,-76.8,39.1';
    expect(mapPageUrl(osm)).toBe(osm);
  });
});
