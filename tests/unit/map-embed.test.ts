import { describe, expect, it } from 'vitest';
import { localizedMapUrl, mapPin } from '../../src/lib/content/map-embed.ts';

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
