import { describe, expect, it } from 'vitest';
import { localizedMapUrl } from '../../src/lib/content/map-embed.ts';

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
