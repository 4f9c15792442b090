import { describe, expect, it } from 'vitest';
import { seedContent } from '../../src/seed-content/index.ts';
import { formatUsAddress, parseUsAddress } from '../../src/lib/content/address.ts';
import { postalAddress } from '../../src/lib/content/json-ld.ts';
import { isEmbeddableMapUrl } from '../../src/lib/content/map-embed.ts';
import { displayPhone, parseUsPhone, whatsappHref } from '../../src/lib/content/phone.ts';

describe('parseUsPhone', () => {
  it('accepts the ways a US number is written and gives it one display form', () => {
    for (const text of [
      '(571) 555-0142',
      '571-555-0142',
      '571.555.0142',
      '5715550142',
      '+1 571 555 0142',
      '1 (571) 555-0142',
    ]) {
      expect(parseUsPhone(text), text).toBe('(571) 555-0142');
    }
  });

  it('refuses numbers that are not US numbers', () => {
    for (const text of [
      '',
      '555-0142', // too short
      '(171) 555-0142', // area codes start with 2-9
      '(571) 155-0142', // so do exchanges
      '+44 20 7946 0958',
      '571-555-0142 ext 2',
      '571-555-O142', // a letter O
    ]) {
      expect(parseUsPhone(text), text).toBeNull();
    }
  });
});

describe('displayPhone', () => {
  it('shows a US number as the site shows its own, however it was typed or stored', () => {
    for (const text of [
      '7035550123',
      ' 703.555.0123',
      '703-555-0123 ',
      '1 703 555 0123',
      '17035550123',
      '+1 (703) 555-0123',
      '+17035550123', // as a booking request stores it (E.164)
    ]) {
      expect(displayPhone(text), text).toBe('(703) 555-0123');
    }
  });

  it('shows any other number as written, trimmed', () => {
    expect(displayPhone('  +44 20 7946 0958 ')).toBe('+44 20 7946 0958');
    expect(displayPhone('+442079460958')).toBe('+442079460958');
    expect(displayPhone(' 555-0123')).toBe('555-0123');
    expect(displayPhone('703 555 0123 ext 4')).toBe('703 555 0123 ext 4');
    expect(displayPhone('')).toBe('');
  });
});

describe('whatsappHref', () => {
  it('links to WhatsApp click-to-chat with the country code and digits only', () => {
    expect(whatsappHref('(571) 555-0142')).toBe('https://wa.me/15715550142');
  });
});

describe('parseUsAddress', () => {
  it('splits "street, city, ST 12345" into the parts of a postal address', () => {
    expect(parseUsAddress('4200 Lee Hwy, Suite 5, Arlington, VA 22207')).toEqual({
      streetAddress: '4200 Lee Hwy, Suite 5',
      addressLocality: 'Arlington',
      addressRegion: 'VA',
      postalCode: '22207',
    });
    expect(parseUsAddress('1 Main St, Washington, DC 20001-1234')?.postalCode).toBe('20001-1234');
  });

  it('reads an address as owners write or copy it, and gives it back in one form', () => {
    const lee = '4200 Lee Hwy, Arlington, VA 22207';
    for (const text of [
      '4200 Lee Hwy, Arlington VA 22207',
      '4200 Lee Hwy, Arlington, Virginia 22207',
      '4200 Lee Hwy, Arlington, va 22207',
      '4200 Lee Hwy, Arlington, Va. 22207',
      '4200 Lee Hwy, Arlington, VA, 22207',
      '4200 Lee Hwy, Arlington, VA 22207, USA',
      ' 4200 Lee Hwy ,  Arlington , VA  22207 , United States ',
    ]) {
      expect(formatUsAddress(parseUsAddress(text)!), text).toBe(lee);
    }
    expect(parseUsAddress('9 K St, Suite 2, Charleston West Virginia 25301')).toEqual({
      streetAddress: '9 K St, Suite 2',
      addressLocality: 'Charleston',
      addressRegion: 'WV',
      postalCode: '25301',
    });
    expect(parseUsAddress('1 Main St, Washington DC 20001')?.addressLocality).toBe('Washington');
    expect(parseUsAddress('1 Main St, Falls Church VA 22046')?.addressLocality).toBe(
      'Falls Church',
    );
  });

  it('refuses an address without street, city, state or ZIP code, or with an unknown state', () => {
    for (const text of [
      '4200 Lee Hwy',
      '4200 Lee Hwy Arlington VA 22207',
      '4200 Lee Hwy, Arlington',
      'Arlington, VA 22207',
      '4200 Lee Hwy, Arlington, Virginia',
      '4200 Lee Hwy, Arlington, VA, USA',
      '4200 Lee Hwy, Arlington, VA',
      '4200 Lee Hwy, Arlington, XX 22207',
      ', Arlington, VA 22207',
    ]) {
      expect(parseUsAddress(text), text).toBeNull();
    }
  });
});

describe('postalAddress', () => {
  it('states every part of the shop address when it is set, and no address without one', () => {
    expect(postalAddress('4200 Lee Hwy, Arlington, VA 22207')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '4200 Lee Hwy',
      addressLocality: 'Arlington',
      addressRegion: 'VA',
      postalCode: '22207',
      addressCountry: 'US',
    });
    // A region alone is no address: search engines report it as incomplete.
    expect(postalAddress('')).toBeNull();
    expect(postalAddress(undefined)).toBeNull();
  });
});

describe('isEmbeddableMapUrl', () => {
  it('accepts Google Maps embed links and OpenStreetMap export embeds', () => {
    for (const url of [
      'https://www.google.com/maps/embed?pb=!1m18!1m12',
      'https://maps.google.com/maps?q=Fairfax%20VA&z=10&output=embed',
      'https://www.openstreetmap.org/export/embed.html?bbox=-77.5,38.7,-76.9,39.1&layer=mapnik',
      seedContent.site_settings.find((s) => s.key === 'map_embed_url')!.value,
    ]) {
      expect(isEmbeddableMapUrl(url), url).toBe(true);
    }
  });

  it('refuses map pages that cannot be framed, other sites and plain http', () => {
    for (const url of [
      'https://www.google.com/maps/place/Fairfax,+VA',
      'https://maps.google.com/maps?q=Fairfax',
      'https://goo.gl/maps/abc',
      'https://www.openstreetmap.org/#map=10/38.9/-77.2',
      'http://www.google.com/maps/embed?pb=1',
      'https://evil.example/maps/embed?pb=1',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(isEmbeddableMapUrl(url), url).toBe(false);
    }
  });
});
