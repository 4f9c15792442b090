import { describe, expect, it } from 'vitest';
import { serializeJsonLd, startingPrice } from '../../src/lib/content/json-ld.ts';

describe('serializeJsonLd', () => {
  it('cannot close the script element or open a comment, whatever the database holds', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028';
    const json = serializeJsonLd({ name: hostile });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: hostile });
  });
});

describe('startingPrice', () => {
  it('picks the cheapest sedan price by amount, not by text', async () => {
    const { seedContent } = await import('../../src/content/seed.ts');
    const packages = seedContent.service_packages
      .filter((p) => p.language === 'en')
      .map((p, i) => ({ ...p, price_sedan: ['$1,200', '$95', '$140'][i]! }));
    expect(startingPrice(packages)).toBe('$95');
    expect(startingPrice([])).toBeUndefined();
  });
});
